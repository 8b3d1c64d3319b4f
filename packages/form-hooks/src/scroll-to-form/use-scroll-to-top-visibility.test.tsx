import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubWindowScroll } from './scroll-test-page';
import { useScrollToTopVisibility } from './use-scroll-to-top-visibility';

type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;

function installIntersectionObserver() {
  const observers: Array<{
    callback: ObserverCallback;
    targets: Element[];
    disconnected: boolean;
  }> = [];
  class FakeIntersectionObserver {
    private readonly record;
    constructor(callback: ObserverCallback) {
      this.record = { callback, targets: [] as Element[], disconnected: false };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return observers;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Renders the hook's value as text, for the server-rendering test. */
function ServerProbe() {
  return <output>{String(useScrollToTopVisibility().visible)}</output>;
}

describe('useScrollToTopVisibility', () => {
  it('is hidden while the top element is in view, through IntersectionObserver', () => {
    const observers = installIntersectionObserver();
    const { result, unmount } = renderHook(() => useScrollToTopVisibility());
    const header = document.createElement('header');
    act(() => result.current.topRef(header));
    const observer = observers.at(-1);
    expect(observer?.targets).toEqual([header]);
    expect(result.current.visible).toBe(false);
    act(() => observer?.callback([{ isIntersecting: false }]));
    expect(result.current.visible).toBe(true);
    act(() => observer?.callback([{ isIntersecting: true }]));
    expect(result.current.visible).toBe(false);
    unmount();
    expect(observer?.disconnected).toBe(true);
  });

  it('falls back to the scroll position without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const scroll = stubWindowScroll(0);
    const { result } = renderHook(() => useScrollToTopVisibility());
    const header = document.createElement('header');
    let bottom = 80;
    header.getBoundingClientRect = () => ({ top: bottom - 80, bottom }) as DOMRect;
    act(() => result.current.topRef(header));
    expect(result.current.visible).toBe(false);
    act(() => {
      bottom = -1;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current.visible).toBe(true);
    scroll.restore();
  });

  it('uses the page scroll when no top element is attached', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const scroll = stubWindowScroll(0);
    const { result } = renderHook(() => useScrollToTopVisibility());
    expect(result.current.visible).toBe(false);
    act(() => {
      (window as { scrollY: number }).scrollY = 10;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current.visible).toBe(true);
    act(() => result.current.scrollToTop());
    expect(scroll.calls.at(-1)).toEqual({ top: 0, behavior: 'smooth' });
    scroll.restore();
  });

  it('renders hidden on the server', () => {
    const html = renderToString(<ServerProbe />);
    expect(html).toBe('<output>false</output>');
  });
});
