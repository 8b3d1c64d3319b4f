import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BbProvider, createMemoryEnvironment, memoryNavigation } from '../environment';
import { addOrderFormField, stubWindowScroll } from './scroll-test-page';
import { usePlaceOrderButton } from './use-place-order-button';

let scroll: ReturnType<typeof stubWindowScroll>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  scroll = stubWindowScroll(0);
});
afterEach(() => {
  vi.useRealTimers();
  scroll.restore();
  document.body.replaceChildren();
});

function setup() {
  const navigation = memoryNavigation();
  const environment = createMemoryEnvironment({ navigation });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BbProvider environment={environment}>{children}</BbProvider>
  );
  return { navigation, ...renderHook(() => usePlaceOrderButton(), { wrapper }) };
}

function scrollPageTo(y: number) {
  act(() => {
    (window as { scrollY: number }).scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

/** Renders the hook's value as text, for the server-rendering test. */
function ServerProbe() {
  return <output>{String(usePlaceOrderButton().visible)}</output>;
}

describe('usePlaceOrderButton', () => {
  it('shows once the page has scrolled past 300 px', () => {
    const { result } = setup();
    expect(result.current.visible).toBe(false);
    scrollPageTo(300);
    expect(result.current.visible).toBe(false);
    scrollPageTo(301);
    expect(result.current.visible).toBe(true);
    scrollPageTo(0);
    expect(result.current.visible).toBe(false);
  });

  it('animates to the form over 1000 ms, then focuses the login field 100 ms later', () => {
    const login = addOrderFormField('login', 1080);
    const { result } = setup();
    act(() => {
      expect(result.current.scrollToOrderForm()).toBe('scrolled');
    });
    act(() => vi.advanceTimersByTime(500));
    const midway = scroll.calls.at(-1)?.top ?? 0;
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(1000);
    // The first frame starts the clock; 1000 ms later the last frame lands on the target.
    act(() => vi.advanceTimersByTime(540));
    expect(scroll.calls.at(-1)).toEqual({ top: 1000 });
    expect(scroll.calls.every((call) => call.behavior === undefined)).toBe(true);
    expect(document.activeElement).not.toBe(login);
    act(() => vi.advanceTimersByTime(100));
    expect(document.activeElement).toBe(login);
  });

  it('redirects to the registration page when the page has no order form', () => {
    const { result, navigation } = setup();
    act(() => {
      expect(result.current.scrollToOrderForm()).toBe('redirected');
    });
    expect(navigation.visited).toEqual(['/registration.html']);
  });

  it('renders hidden on the server', () => {
    const html = renderToString(
      <BbProvider environment={createMemoryEnvironment()}>
        <ServerProbe />
      </BbProvider>,
    );
    expect(html).toBe('<output>false</output>');
  });
});
