import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, memoryStorage, readJson, writeJson } from './key-value-storage';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('memoryStorage', () => {
  it('holds, returns and removes strings, starting from the given values', () => {
    const storage = memoryStorage({ 'bb-order': '{}' });
    expect(storage.getItem('bb-order')).toBe('{}');
    expect(storage.getItem('missing')).toBeNull();
    storage.setItem('policy|usage', '1');
    expect(storage.getItem('policy|usage')).toBe('1');
    storage.removeItem('policy|usage');
    expect(storage.getItem('policy|usage')).toBeNull();
  });

  it('keeps what it was given as text, like Web Storage', () => {
    const storage = memoryStorage();
    storage.setItem('n', 42 as unknown as string);
    expect(storage.getItem('n')).toBe('42');
  });
});

describe('browserStorage', () => {
  it('is the browser’s own storage when it works', () => {
    browserStorage('local').setItem('bb-used-provider', 'google');
    expect(window.localStorage.getItem('bb-used-provider')).toBe('google');
    browserStorage('session').setItem('bb-order', '{}');
    expect(window.sessionStorage.getItem('bb-order')).toBe('{}');
  });

  it('degrades to memory when writing throws (private mode, full quota)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const storage = browserStorage('local');
    storage.setItem('policy|usage', '1');
    expect(storage.getItem('policy|usage')).toBe('1');
    vi.restoreAllMocks();
    expect(window.localStorage.getItem('policy|usage')).toBeNull();
  });

  it('degrades to memory when the storage cannot even be reached (blocked in an iframe)', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const storage = browserStorage('session');
    storage.setItem('bb-order', '{"login":"a@b.co"}');
    expect(storage.getItem('bb-order')).toBe('{"login":"a@b.co"}');
  });

  it('leaves no probe key behind', () => {
    browserStorage('local');
    expect(window.localStorage.length).toBe(0);
  });
});

describe('readJson and writeJson', () => {
  it('reads what writeJson wrote', () => {
    const storage = memoryStorage();
    writeJson(storage, 'bb-order', { discipline_sub: 12, login: 'a@b.co' });
    expect(storage.getItem('bb-order')).toBe('{"discipline_sub":12,"login":"a@b.co"}');
    expect(readJson(storage, 'bb-order')).toEqual({ discipline_sub: 12, login: 'a@b.co' });
  });

  it('treats a missing value as absent', () => {
    expect(readJson(memoryStorage(), 'bb-order')).toBeNull();
  });

  it.each(['{not json', '', 'undefined', '{"a":'])(
    'treats corrupt JSON %j as absent instead of throwing',
    (raw) => {
      expect(readJson(memoryStorage({ 'bb-order': raw }), 'bb-order')).toBeNull();
    },
  );

  it('loses only the stored copy when the quota is full', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    expect(() => writeJson(storage, 'bb-order', { a: 1 })).not.toThrow();
    expect(storage.getItem('bb-order')).toBeNull();
  });
});
