import type { CommonSettings } from '@bb/api-client';
import { useEffect, useState } from 'react';
import { useBbEnvironment } from '../environment';
import { loadCommonSettings } from './common-settings';

export type CommonSettingsStatus = 'loading' | 'ready' | 'error';

export interface CommonSettingsState {
  /** The settings; null when there are none (not loaded yet, or the load failed). */
  settings: CommonSettings | null;
  loading: boolean;
  /** 'error': the load failed (the callers fall back to safe defaults, or say so). */
  status: CommonSettingsStatus;
}

/**
 * The common settings a hook works with: the ones the page gives (`given`; null means "none"),
 * or, when the page gives nothing (undefined), GET /common/settings, shared with the other hooks
 * of the page (social sign-in, the bot check). A failed load leaves the settings null: every
 * setting its callers read has a safe default.
 */
export function useCommonSettings(given?: CommonSettings | null): CommonSettingsState {
  const { api } = useBbEnvironment();
  const loadOwn = given === undefined;
  const [own, setOwn] = useState<Omit<CommonSettingsState, 'loading'>>({
    status: 'loading',
    settings: null,
  });

  useEffect(() => {
    if (!loadOwn) return;
    const controller = new AbortController();
    const settle = (next: Omit<CommonSettingsState, 'loading'>) => {
      if (!controller.signal.aborted) setOwn(next);
    };
    loadCommonSettings(api).then(
      (settings) => settle({ status: 'ready', settings }),
      () => settle({ status: 'error', settings: null }),
    );
    return () => controller.abort();
  }, [api, loadOwn]);

  if (!loadOwn) return { settings: given, loading: false, status: 'ready' };
  return { ...own, loading: own.status === 'loading' };
}
