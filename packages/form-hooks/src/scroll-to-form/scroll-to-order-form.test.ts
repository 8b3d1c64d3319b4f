import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addOrderFormField, stubWindowScroll } from './scroll-test-page';
import { scrollToOrderForm } from './scroll-to-order-form';

let scroll: ReturnType<typeof stubWindowScroll>;
let visited: string[];
const host = () => ({ document, window, navigate: (url: string) => void visited.push(url) });

beforeEach(() => {
  vi.useFakeTimers();
  scroll = stubWindowScroll(500);
  visited = [];
});
afterEach(() => {
  vi.useRealTimers();
  scroll.restore();
  document.body.replaceChildren();
});

describe('scrollToOrderForm', () => {
  it('scrolls smoothly to the login field with an 80 px offset and focuses it after 100 ms', () => {
    addOrderFormField('discipline_sub', 900);
    const login = addOrderFormField('login', 700);
    expect(scrollToOrderForm(host())).toBe('scrolled');
    expect(scroll.calls).toEqual([{ top: 500 + 700 - 80, behavior: 'smooth' }]);
    vi.advanceTimersByTime(99);
    expect(document.activeElement).not.toBe(login);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(login);
    expect(visited).toEqual([]);
  });

  it('uses the discipline field when there is no login field', () => {
    const discipline = addOrderFormField('discipline_sub', -200);
    scrollToOrderForm(host());
    expect(scroll.calls).toEqual([{ top: 500 - 200 - 80, behavior: 'smooth' }]);
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(discipline);
  });

  it('never scrolls above the top of the page', () => {
    addOrderFormField('login', -900);
    scrollToOrderForm(host());
    expect(scroll.calls[0]?.top).toBe(0);
  });

  it('redirects to /registration.html when neither field exists', () => {
    expect(scrollToOrderForm(host())).toBe('redirected');
    expect(visited).toEqual(['/registration.html']);
    expect(scroll.calls).toEqual([]);
  });

  it('redirects to the given fallback URL', () => {
    scrollToOrderForm(host(), { fallbackUrl: '/sign-up.html' });
    expect(visited).toEqual(['/sign-up.html']);
  });

  it('focuses 100 ms after a custom scroll reports it is done', () => {
    const login = addOrderFormField('login', 300);
    let finish: () => void = () => undefined;
    scrollToOrderForm(host(), {
      scroll: (top, done) => {
        expect(top).toBe(720);
        finish = done;
      },
    });
    vi.advanceTimersByTime(1000);
    expect(document.activeElement).not.toBe(login);
    finish();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(login);
  });
});
