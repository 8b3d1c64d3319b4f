import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserAddressBar, memoryAddressBar } from './address-bar';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('browserAddressBar (jsdom)', () => {
  it('reads the query of the current address', () => {
    window.history.replaceState(null, '', '/auth_password_reset.html?code=abc&utm_source=mail');
    const bar = browserAddressBar();
    expect(bar.params().get('code')).toBe('abc');
    expect(bar.origin()).toBe(window.location.origin);
  });

  it('removes the named parameters without a reload or a new history entry, keeping the rest', () => {
    window.history.replaceState({ kept: true }, '', '/?error=oauth2&slug=x&message=Nope&utm=1#top');
    const length = window.history.length;
    browserAddressBar().removeParams(['error', 'slug', 'message']);
    expect(window.location.pathname).toBe('/');
    expect(window.location.search).toBe('?utm=1');
    expect(window.location.hash).toBe('#top');
    expect(window.history.length).toBe(length);
    expect(window.history.state).toEqual({ kept: true });
  });

  it('leaves the history alone when none of the parameters is there', () => {
    window.history.replaceState(null, '', '/?utm=1');
    const replace = vi.spyOn(window.history, 'replaceState');
    browserAddressBar().removeParams(['data_box_key']);
    expect(replace).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?utm=1');
  });

  it('touches nothing when created, so it can be made before the page is ready', () => {
    const replace = vi.spyOn(window.history, 'replaceState');
    browserAddressBar();
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('memoryAddressBar', () => {
  it('reads, removes and reports its address', () => {
    const bar = memoryAddressBar('https://bb.example/?data_box_key=k1&url=%2Fx');
    expect(bar.params().get('data_box_key')).toBe('k1');
    bar.removeParams(['data_box_key']);
    expect(bar.href()).toBe('https://bb.example/?url=%2Fx');
    expect(bar.origin()).toBe('https://bb.example');
  });
});
