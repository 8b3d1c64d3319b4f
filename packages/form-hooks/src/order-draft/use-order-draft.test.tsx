import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BbProvider, createMemoryEnvironment, memoryStorage } from '../environment';
import { useOrderDraft } from './use-order-draft';

function setup(kind?: 'local' | 'session') {
  const environment = createMemoryEnvironment({
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BbProvider environment={environment}>{children}</BbProvider>
  );
  const { result } = renderHook(() => useOrderDraft(kind), { wrapper });
  return { environment, store: result.current };
}

describe('useOrderDraft', () => {
  it('keeps the draft in local storage by default', () => {
    const { environment, store } = setup();
    store.save({ login: 'ann@example.com', password: 'secret123' });
    expect(environment.localStorage.getItem('bb-order')).toBe('{"login":"ann@example.com"}');
    expect(environment.sessionStorage.getItem('bb-order')).toBeNull();
    expect(store.read()).toEqual({ login: 'ann@example.com' });
    store.clear();
    expect(store.read()).toBeNull();
  });

  it('keeps the draft in session storage on the other reading of spec §3', () => {
    const { environment, store } = setup('session');
    store.save({ discipline_sub: 12 });
    expect(environment.sessionStorage.getItem('bb-order')).toBe('{"discipline_sub":12}');
    expect(environment.localStorage.getItem('bb-order')).toBeNull();
  });

  it("checks the draft's deadline against the clock it is given", () => {
    const { store } = setup();
    const deadline = Date.UTC(2026, 10, 28, 16, 40);
    store.save({ deadline_datetime: deadline });
    // A form with its own clock (a story's fixed day) keeps a deadline still ahead of that clock,
    expect(store.read(deadline - 1)).toEqual({ deadline_datetime: deadline });
    // and one that has passed is replaced with that clock's now.
    expect(store.read(deadline + 1)).toEqual({ deadline_datetime: deadline + 1 });
  });
});
