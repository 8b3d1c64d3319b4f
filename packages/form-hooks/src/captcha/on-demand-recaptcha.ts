import type { CaptchaAction, CaptchaProvider } from '@bb/api-client';

/**
 * The browser environment's default bot check: `createRecaptchaV3Provider()`, whose code loads
 * with the first token a site key asks for, so a page whose forms are never sent does not carry
 * it. A load that fails rejects that token (the API client's `recaptcha_gen_error`, as a script
 * that cannot load) and is tried again with the next.
 */
export function onDemandRecaptchaV3Provider(): CaptchaProvider {
  let provider: Promise<CaptchaProvider> | undefined;
  return {
    getToken(action: CaptchaAction): Promise<string> {
      if (!action.siteKey) return Promise.resolve('');
      provider ??= import('./recaptcha-v3-provider').then(
        (module) => module.createRecaptchaV3Provider(),
        (error: unknown) => {
          provider = undefined;
          throw error;
        },
      );
      return provider.then((recaptcha) => recaptcha.getToken(action));
    },
  };
}
