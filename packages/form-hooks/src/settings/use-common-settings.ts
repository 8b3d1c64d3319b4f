import type { CommonSettings } from '@bb/api-client';
import { useEffect, useState } from 'react';
import { useBbEnvironment } from '../environment';
import { loadCommonSettings } from './common-settings';

export interface CommonSettingsState {
  /** The settings; null when there are none (not loaded yet, or the load failed). */
  settings: CommonSettings | null;
  loading: boolean;
}

/**
 * The common settings a hook works with: the ones the page gives (`given`; null means "none"),
 * or, when the page gives nothing (undefined), GET /common/settings, shared with the other hooks
 * of the page (social sign-in, the bot check). A failed load leaves the settings null: every
 * setting its callers read has a safe default.
 */
export function useCommonSettings(given: CommonSettings | null | undefined): CommonSettingsState {
  const { api } = useBbEnvironment();
  const loadOwn = given === undefined;
  const [loaded, setLoaded] = useState<CommonSettings | null>(null);
  const [loading, setLoading] = useState(loadOwn);

  useEffect(() => {
    if (!loadOwn) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    loadCommonSettings(api)
      .then((settings) => {
        if (!controller.signal.aborted) setLoaded(settings);
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded(null);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [api, loadOwn]);

  return { settings: loadOwn ? loaded : (given ?? null), loading: loadOwn && loading };
}
