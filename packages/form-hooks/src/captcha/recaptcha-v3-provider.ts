import { type CaptchaAction, type CaptchaProvider, REQUEST_TIMEOUT_MS } from '@bb/api-client';

/** Google's reCAPTCHA v3 script; `?render={siteKey}` is added per site key. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** The part of `window.grecaptcha` (set by the reCAPTCHA v3 script) a token needs. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

/** Loads a script and resolves once it has run, or rejects when it cannot be loaded. */
export type LoadScript = (src: string) => Promise<void>;

export interface RecaptchaV3ProviderOptions {
  /** The reCAPTCHA v3 script; default Google's (a host may use www.recaptcha.net, or a stand-in). */
  scriptUrl?: string;
  /**
   * Default: a `<script async>` added to the document's head. A host with a Content Security
   * Policy (a nonce) or a test supplies its own.
   */
  loadScript?: LoadScript;
}

/**
 * A bot-check provider backed by reCAPTCHA v3 in the browser (spec §7). The token of an action
 * is `grecaptcha.execute(siteKey, { action: action.name })`, once the script for that site key
 * has loaded (once per provider and site key) and `grecaptcha.ready` has fired. An action without
 * a site key gives '' (no bot check on this site: the API client sends 'skipped'). A script that
 * fails, a missing `grecaptcha`, or no token within REQUEST_TIMEOUT_MS rejects, which the API
 * client turns into `recaptcha_gen_error` (spec §8). Nothing is loaded before the first token.
 */
export function createRecaptchaV3Provider(
  options: RecaptchaV3ProviderOptions = {},
): CaptchaProvider {
  const scriptUrl = options.scriptUrl ?? RECAPTCHA_SCRIPT_URL;
  const loadScript = options.loadScript ?? appendScriptToDocument;
  const loads = new Map<string, Promise<void>>();

  function loadFor(siteKey: string): Promise<void> {
    let load = loads.get(siteKey);
    if (!load) {
      load = loadScript(recaptchaScriptSrc(scriptUrl, siteKey));
      loads.set(siteKey, load);
      // A failed load is forgotten so the next token tries again.
      load.catch(() => loads.delete(siteKey));
    }
    return load;
  }

  return {
    async getToken(action: CaptchaAction): Promise<string> {
      const { siteKey } = action;
      if (!siteKey) return '';
      return withTimeout(REQUEST_TIMEOUT_MS, `reCAPTCHA token for ${action.name}`, async () => {
        await loadFor(siteKey);
        const grecaptcha = await grecaptchaReady();
        return grecaptcha.execute(siteKey, { action: action.name });
      });
    },
  };
}

/** The script address for one site key: `{scriptUrl}?render={siteKey}`. */
export function recaptchaScriptSrc(scriptUrl: string, siteKey: string): string {
  const separator = scriptUrl.includes('?') ? '&' : '?';
  return `${scriptUrl}${separator}render=${encodeURIComponent(siteKey)}`;
}

function appendScriptToDocument(src: string): Promise<void> {
  if (typeof document === 'undefined') {
    return Promise.reject(new Error('reCAPTCHA needs a browser document'));
  }
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        // Removed so that a later attempt adds a fresh script.
        script.remove();
        reject(new Error(`Could not load ${src}`));
      },
      { once: true },
    );
    document.head.append(script);
  });
}

function grecaptchaReady(): Promise<Grecaptcha> {
  const { grecaptcha } = globalThis as { grecaptcha?: Partial<Grecaptcha> };
  if (typeof grecaptcha?.ready !== 'function' || typeof grecaptcha.execute !== 'function') {
    return Promise.reject(new Error('The reCAPTCHA script did not set up window.grecaptcha'));
  }
  const ready = grecaptcha as Grecaptcha;
  return new Promise((resolve) => ready.ready(() => resolve(ready)));
}

async function withTimeout<T>(ms: number, what: string, work: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DOMException(`${what} took longer than ${ms} ms`, 'TimeoutError')),
      ms,
    );
  });
  try {
    return await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
