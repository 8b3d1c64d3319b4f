import type { CommonSettings } from '@bb/api-client';
import { useBbEnvironment } from '../environment';
import { type LoadStatus, useLoad } from '../loading';
import { loadCommonSettings } from './common-settings';

export type CommonSettingsStatus = LoadStatus;

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
  const own = useLoad(loadOwn ? () => loadCommonSettings(api) : null, [api, loadOwn]);

  if (!loadOwn) return { settings: given, loading: false, status: 'ready' };
  return { settings: own.data ?? null, loading: own.status === 'loading', status: own.status };
}
