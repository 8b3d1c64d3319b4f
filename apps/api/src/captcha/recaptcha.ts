import { CAPTCHA_TOKEN_SKIPPED } from '@bb/validation';
import type { RecaptchaConfig } from '../config';
import { ApiError } from '../http/envelope';

export type CaptchaVerifier = {
  isConfigured: boolean;
  siteKey: string;
  /** Whether the token proves a human (reCAPTCHA v3: success and a score at or above the minimum). */
  verify(token: string, remoteIp: string): Promise<boolean>;
};

const VERIFY_TIMEOUT_MS = 5000;

/**
 * reCAPTCHA v3 checked on the server. Without a secret nothing can be checked, so any token
 * (the client sends `skipped`) passes; with one, `skipped` and every token the verify endpoint
 * does not vouch for are refused, and so is an unreachable endpoint.
 */
export function createCaptchaVerifier(config: RecaptchaConfig | undefined): CaptchaVerifier {
  if (!config) return { isConfigured: false, siteKey: '', verify: async () => true };
  return {
    isConfigured: true,
    siteKey: config.siteKey,
    async verify(token, remoteIp) {
      if (token === '' || token === CAPTCHA_TOKEN_SKIPPED) return false;
      try {
        const response = await fetch(config.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: config.secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) return false;
        const result = (await response.json()) as { success?: unknown; score?: unknown };
        if (result.success !== true) return false;
        return typeof result.score !== 'number' || result.score >= config.minScore;
      } catch {
        return false;
      }
    },
  };
}

/** Refuses the request (403 recaptcha_failed) unless the bot check passes. */
export async function assertHuman(
  captcha: CaptchaVerifier,
  token: string,
  remoteIp: string,
): Promise<void> {
  if (!(await captcha.verify(token, remoteIp)))
    throw new ApiError('recaptcha_failed', 403, 'captcha_token');
}
