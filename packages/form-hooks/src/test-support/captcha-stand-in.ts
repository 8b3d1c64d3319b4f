import type { CaptchaAction, CaptchaProvider } from '@bb/api-client';
import { type FakeAnswer, ok } from './fake-api-server';

/** A stand-in captcha provider that records the actions it is asked for and gives `token`. */
export function recordingCaptcha(token: string): {
  captcha: CaptchaProvider;
  actions: CaptchaAction[];
} {
  const actions: CaptchaAction[] = [];
  const captcha = {
    getToken: async (action: CaptchaAction) => {
      actions.push(action);
      return token;
    },
  };
  return { captcha, actions };
}

/** The site key `settingsWithRecaptcha` answers with. */
export const STAND_IN_SITE_KEY = 'site-key-7';

/** A GET /common/settings answer with reCAPTCHA on or off; the site key is there either way. */
export function settingsWithRecaptcha(available: boolean, env: object = {}): FakeAnswer {
  return ok({
    env: { is_recaptcha_available: available, recaptcha_site_key: STAND_IN_SITE_KEY, ...env },
    app_features: {},
    gtm_datalayer_objects: [],
  });
}
