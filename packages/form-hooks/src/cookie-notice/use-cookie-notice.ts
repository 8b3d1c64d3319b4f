import type { CommonSettings } from '@bb/api-client';
import { COOKIE_AGREEMENT_VALUE, STORAGE_KEYS } from '@bb/validation';
import { useCallback, useEffect, useState } from 'react';
import { useBbEnvironment } from '../environment';
import { COOKIE_NOTICE_TEXTS } from './cookie-notice-texts';

/** The key acceptance is stored under, and its value (spec §2). */
export const COOKIE_AGREEMENT_KEY = STORAGE_KEYS.cookieAgreement;
export { COOKIE_AGREEMENT_VALUE };

/** The settings value meaning a native cookie banner is used instead of ours. */
export const NATIVE_COOKIE_BANNER = 'native';

export interface CookieNoticeOptions {
  /**
   * The common settings: `undefined` while they load, `null` when there are none (failed or not
   * fetched by this page). The notice waits for them, so a site with a native banner never flashes
   * ours.
   */
  settings: Pick<CommonSettings, 'app_features'> | null | undefined;
}

export interface UseCookieNoticeResult {
  /** Whether the notice shows now (never when the site uses a native banner). */
  visible: boolean;
  texts: typeof COOKIE_NOTICE_TEXTS;
  /** 'It's OK': stores acceptance and hides the notice. */
  accept(): void;
}

function usesNativeBanner(settings: CookieNoticeOptions['settings']): boolean {
  return settings?.app_features?.cookie_agree_banner_type === NATIVE_COOKIE_BANNER;
}

/**
 * The cookie notice: visible until acceptance is stored under `policy|usage` with value `1`.
 * It stays hidden during server rendering and the first paint, until storage has been read in an
 * effect: a returning visitor who accepted never sees it flash.
 */
export function useCookieNotice({ settings }: CookieNoticeOptions): UseCookieNoticeResult {
  const { localStorage } = useBbEnvironment();
  const enabled = !usesNativeBanner(settings);
  const settingsKnown = settings !== undefined;
  const [accepted, setAccepted] = useState<boolean | null>(null);

  useEffect(() => {
    if (!enabled || !settingsKnown) return;
    setAccepted(readAccepted());
    function readAccepted(): boolean {
      try {
        return localStorage.getItem(COOKIE_AGREEMENT_KEY) === COOKIE_AGREEMENT_VALUE;
      } catch {
        return false;
      }
    }
  }, [enabled, settingsKnown, localStorage]);

  const accept = useCallback(() => {
    try {
      localStorage.setItem(COOKIE_AGREEMENT_KEY, COOKIE_AGREEMENT_VALUE);
    } catch {
      // Storage refused: the notice still hides for this page view.
    }
    setAccepted(true);
  }, [localStorage]);

  return {
    visible: enabled && settingsKnown && accepted === false,
    texts: COOKIE_NOTICE_TEXTS,
    accept,
  };
}
