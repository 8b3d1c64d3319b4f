import {
  ApiError,
  type CaptchaAction,
  REQUEST_TIMEOUT_MS,
  resolveCaptchaToken,
} from '@bb/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecaptchaV3Provider, type Grecaptcha } from './recaptcha-v3-provider';

// A local stand-in address: jsdom does not fetch scripts, the tests fire load and error.
const STAND_IN_URL = 'http://127.0.0.1/stand-in/recaptcha/api.js';

const globals = globalThis as { grecaptcha?: Grecaptcha };

function action(siteKey: string | undefined, name = 'post_users/sessions'): CaptchaAction {
  return {
    name,
    method: 'POST',
    path: '/users/sessions',
    route: 'new_order',
    siteKey,
    utcOffsetMin: 60,
  };
}

function scripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll('script')];
}

/** What the real script does once it has run: window.grecaptcha with ready and execute. */
function installStandInGrecaptcha() {
  const executed: [string, { action: string }][] = [];
  globals.grecaptcha = {
    ready: (callback) => void setTimeout(callback, 0),
    execute: async (siteKey, options) => {
      executed.push([siteKey, options]);
      return `token-${executed.length}`;
    },
  };
  return executed;
}

function settledFlag(promise: Promise<unknown>) {
  const state = { settled: false };
  promise.then(
    () => {
      state.settled = true;
    },
    () => {
      state.settled = true;
    },
  );
  return state;
}

afterEach(() => {
  vi.useRealTimers();
  for (const script of scripts()) script.remove();
  delete globals.grecaptcha;
});

describe('createRecaptchaV3Provider', () => {
  it('loads nothing until a token is asked for', () => {
    createRecaptchaV3Provider({ scriptUrl: STAND_IN_URL });
    expect(scripts()).toEqual([]);
  });

  it('adds one async script for the site key, waits for it, then returns grecaptcha.execute’s token', async () => {
    const provider = createRecaptchaV3Provider({ scriptUrl: STAND_IN_URL });
    const first = provider.getToken(action('key/1 +x'));
    const second = provider.getToken(action('key/1 +x', 'get_users/sessions/oauth2/url/google'));
    const firstState = settledFlag(first);

    expect(scripts()).toHaveLength(1);
    const [script] = scripts();
    expect(script?.getAttribute('src')).toBe(`${STAND_IN_URL}?render=key%2F1%20%2Bx`);
    expect(script?.async).toBe(true);
    expect(script?.parentElement).toBe(document.head);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(firstState.settled).toBe(false);

    const executed = installStandInGrecaptcha();
    script?.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual(['token-1', 'token-2']);
    expect(executed).toEqual([
      ['key/1 +x', { action: 'post_users/sessions' }],
      ['key/1 +x', { action: 'get_users/sessions/oauth2/url/google' }],
    ]);

    await expect(provider.getToken(action('key/1 +x'))).resolves.toBe('token-3');
    expect(scripts()).toHaveLength(1);
  });

  it('gives the API client a token it sends as captcha_token', async () => {
    const provider = createRecaptchaV3Provider({ scriptUrl: STAND_IN_URL });
    const token = resolveCaptchaToken(provider, action('site-key-1'));
    installStandInGrecaptcha();
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(token).resolves.toBe('token-1');
  });

  it('uses Google’s script by default, through an injected loader', async () => {
    const loaded: string[] = [];
    const provider = createRecaptchaV3Provider({
      loadScript: async (src) => {
        loaded.push(src);
        installStandInGrecaptcha();
      },
    });
    await expect(provider.getToken(action('site-key-1'))).resolves.toBe('token-1');
    expect(loaded).toEqual(['https://www.google.com/recaptcha/api.js?render=site-key-1']);
    expect(scripts()).toEqual([]);
  });

  it('without a site key gives an empty token and loads nothing, so the client sends skipped', async () => {
    const loadScript = vi.fn(async () => {});
    const provider = createRecaptchaV3Provider({ loadScript });
    await expect(provider.getToken(action(undefined))).resolves.toBe('');
    await expect(resolveCaptchaToken(provider, action(''))).resolves.toBe('skipped');
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('rejects when the script fails to load (recaptcha_gen_error), and tries again next time', async () => {
    const provider = createRecaptchaV3Provider({ scriptUrl: STAND_IN_URL });
    const token = resolveCaptchaToken(provider, action('site-key-1'));
    scripts()[0]?.dispatchEvent(new Event('error'));
    const failure = await token.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).messageSlug).toBe('recaptcha_gen_error');
    expect(scripts()).toEqual([]);

    const retry = provider.getToken(action('site-key-1'));
    expect(scripts()).toHaveLength(1);
    installStandInGrecaptcha();
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe('token-1');
  });

  it('rejects when the script ran but set up no grecaptcha', async () => {
    const provider = createRecaptchaV3Provider({ loadScript: async () => {} });
    await expect(provider.getToken(action('site-key-1'))).rejects.toThrow(
      'The reCAPTCHA script did not set up window.grecaptcha',
    );
  });

  it('rejects with a TimeoutError when no token comes within REQUEST_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    const provider = createRecaptchaV3Provider({ loadScript: () => new Promise(() => {}) });
    const token = provider.getToken(action('site-key-1'));
    const state = settledFlag(token);
    const failure = token.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await failure).toMatchObject({ name: 'TimeoutError' });
  });
});
