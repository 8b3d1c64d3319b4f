import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BbProvider, createMemoryEnvironment, memoryNavigation } from '../environment';
import { addOrderFormField, stubWindowScroll } from './scroll-test-page';
import { useScrollToForm } from './use-scroll-to-form';

let scroll: ReturnType<typeof stubWindowScroll>;
beforeEach(() => {
  vi.useFakeTimers();
  scroll = stubWindowScroll(0);
});
afterEach(() => {
  vi.useRealTimers();
  scroll.restore();
  document.body.replaceChildren();
});

function setup(fallbackUrl?: string) {
  const navigation = memoryNavigation();
  const environment = createMemoryEnvironment({ navigation });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BbProvider environment={environment}>{children}</BbProvider>
  );
  return { navigation, ...renderHook(() => useScrollToForm({ fallbackUrl }), { wrapper }) };
}

describe('useScrollToForm', () => {
  it('scrolls to the field found when called, and focuses it after 100 ms', () => {
    const { result } = setup();
    const discipline = addOrderFormField('discipline_sub', 400);
    act(() => {
      result.current();
    });
    expect(scroll.calls).toEqual([{ top: 320, behavior: 'smooth' }]);
    act(() => vi.advanceTimersByTime(100));
    expect(document.activeElement).toBe(discipline);
  });

  it('redirects through the environment when the page has no form', () => {
    const { result, navigation } = setup();
    act(() => {
      result.current();
    });
    expect(navigation.visited).toEqual(['/registration.html']);
  });
});
