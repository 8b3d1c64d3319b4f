// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../environment';
import { clearOrderDraft, readOrderDraft, saveOrderDraft } from './order-draft-storage';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('order draft storage', () => {
  it('reads nothing when no draft is stored', () => {
    expect(readOrderDraft(memoryStorage(), NOW)).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{"login":'],
    ['an array', '[1,2]'],
    ['a number', '42'],
    ['null', 'null'],
  ])('reads no draft from %s', (_label, raw) => {
    expect(readOrderDraft(memoryStorage({ 'bb-order': raw }), NOW)).toBeNull();
  });

  it('reads the stored draft with a past deadline moved to now', () => {
    const storage = memoryStorage({
      'bb-order': JSON.stringify({ discipline_sub: 12, deadline_datetime: NOW - 1 }),
    });
    expect(readOrderDraft(storage, NOW)).toEqual({ discipline_sub: 12, deadline_datetime: NOW });
  });

  it('saves under bb-order without the excluded fields', () => {
    const storage = memoryStorage();
    saveOrderDraft(storage, {
      login: 'ann@example.com',
      discipline_sub: 12,
      password: 'secret123',
      showGdpr: true,
      showWriter: true,
      isSatellite: false,
      domain: 'example.com',
      showTitle: true,
      showPassword: false,
    });
    expect(JSON.parse(storage.getItem('bb-order') ?? '')).toEqual({
      login: 'ann@example.com',
      discipline_sub: 12,
    });
  });

  it('keeps the fields of the order state already stored (the full order page)', () => {
    const storage = memoryStorage({
      'bb-order': JSON.stringify({ paper_type: 2, pages_qty: 3, discipline_sub: 1 }),
    });
    saveOrderDraft(storage, { discipline_sub: 12, login: 'ann@example.com' });
    expect(JSON.parse(storage.getItem('bb-order') ?? '')).toEqual({
      paper_type: 2,
      pages_qty: 3,
      discipline_sub: 12,
      login: 'ann@example.com',
    });
  });

  it('replaces a corrupt stored draft when saving', () => {
    const storage = memoryStorage({ 'bb-order': 'not json' });
    saveOrderDraft(storage, { login: 'ann@example.com' });
    expect(JSON.parse(storage.getItem('bb-order') ?? '')).toEqual({ login: 'ann@example.com' });
  });

  it('clears the stored draft', () => {
    const storage = memoryStorage({ 'bb-order': '{}', other: 'kept' });
    clearOrderDraft(storage);
    expect(storage.getItem('bb-order')).toBeNull();
    expect(storage.getItem('other')).toBe('kept');
  });
});
