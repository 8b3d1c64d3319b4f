import type { ApiClient, CaptchaContext, CommonSettings } from '@bb/api-client';
import { loadCommonSettings } from '../settings/common-settings';

/**
 * The bot-check site key the common settings turn on: `env.recaptcha_site_key` when
 * `env.is_recaptcha_available` is true; null when the site has no bot check.
 */
export function captchaSiteKeyOf(settings: CommonSettings | null | undefined): string | null {
  const env = settings?.env;
  const siteKey = env?.recaptcha_site_key;
  return env?.is_recaptcha_available === true && typeof siteKey === 'string' && siteKey !== ''
    ? siteKey
    : null;
}

/**
 * The context a bot-check token is made with: the caller's when it names a site key; else the
 * caller's route with the settings' site key (GET /common/settings, shared per API client).
 * null when the site has no bot check, or its settings cannot be loaded: the token is then the
 * literal 'skipped' (spec §7).
 */
export async function resolveCaptchaContext(
  api: ApiClient,
  given: CaptchaContext = {},
): Promise<CaptchaContext | null> {
  if (given.siteKey) return given;
  const settings = await loadCommonSettings(api).catch(() => null);
  const siteKey = captchaSiteKeyOf(settings);
  return siteKey === null ? null : { ...given, siteKey };
}
