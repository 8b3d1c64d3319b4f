import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  BbProvider,
  createMemoryEnvironment,
  type KeyValueStorage,
  memoryStorage,
} from '../environment';
import { type CookieNoticeOptions, useCookieNotice } from './use-cookie-notice';

const SETTINGS = { app_features: { cookie_agree_banner_type: 'custom' } };

function setup(
  settings: CookieNoticeOptions['settings'],
  localStorage: KeyValueStorage = memoryStorage(),
) {
  const environment = createMemoryEnvironment({ localStorage });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BbProvider environment={environment}>{children}</BbProvider>
  );
  const hook = renderHook((props: CookieNoticeOptions) => useCookieNotice(props), {
    wrapper,
    initialProps: { settings },
  });
  return { ...hook, localStorage };
}

/** Renders the hook's value as text, for the server-rendering test. */
function ServerProbe() {
  return <output>{String(useCookieNotice({ settings: SETTINGS }).visible)}</output>;
}

describe('useCookieNotice', () => {
  it('shows until accepted, then stores policy|usage = 1 and hides', () => {
    const { result, localStorage } = setup(SETTINGS);
    expect(result.current.visible).toBe(true);
    act(() => result.current.accept());
    expect(result.current.visible).toBe(false);
    expect(localStorage.getItem('policy|usage')).toBe('1');
  });

  it('stays hidden for a visitor who accepted before', () => {
    const { result } = setup(SETTINGS, memoryStorage({ 'policy|usage': '1' }));
    expect(result.current.visible).toBe(false);
  });

  it('shows again when the stored value is not 1', () => {
    const { result } = setup(SETTINGS, memoryStorage({ 'policy|usage': '0' }));
    expect(result.current.visible).toBe(true);
  });

  it('is not used at all when the settings ask for the native banner', () => {
    const { result } = setup({ app_features: { cookie_agree_banner_type: 'native' } });
    expect(result.current.visible).toBe(false);
  });

  it('waits for the settings, and shows when there are none', () => {
    const { result, rerender } = setup(undefined);
    expect(result.current.visible).toBe(false);
    rerender({ settings: null });
    expect(result.current.visible).toBe(true);
  });

  it('hides for this page view when storage refuses the write', () => {
    const refusing: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const { result } = setup(SETTINGS, refusing);
    expect(result.current.visible).toBe(true);
    act(() => result.current.accept());
    expect(result.current.visible).toBe(false);
  });

  it('renders hidden on the server (no flash before storage is read)', () => {
    const html = renderToString(
      <BbProvider environment={createMemoryEnvironment()}>
        <ServerProbe />
      </BbProvider>,
    );
    expect(html).toBe('<output>false</output>');
  });
});
