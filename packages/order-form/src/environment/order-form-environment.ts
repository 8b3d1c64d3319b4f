import type { AnalyticsSink } from '@bb/analytics';
import { type CaptchaProvider, createApiClient } from '@bb/api-client';
import {
  type BbEnvironment,
  createBrowserEnvironment,
  createMemoryEnvironment,
} from '@bb/form-hooks';
import { useRef } from 'react';

/** How a host property places the form's API calls and where its events go. */
export interface OrderFormEnvironmentOptions {
  /** The API's origin, e.g. 'https://bb.example'; '' (default) calls the page's own origin. */
  origin?: string;
  /** A satellite's main-site origin: every call (and the order's address) goes there. */
  hostPrefix?: string;
  /**
   * Where analytics events go. Default: the page's `window.dataLayer`, after the settings'
   * `gtm_datalayer_objects` (or at once if the settings cannot be loaded).
   */
  analytics?: AnalyticsSink;
  /** The bot-check provider; default reCAPTCHA v3 once the settings name a site key. */
  captcha?: CaptchaProvider;
}

/**
 * The environment the form runs in when the host gives none: in the browser the real one (API
 * at `origin`/`hostPrefix`, local storage, the address bar, page navigation, other tabs); on the
 * server a memory one, since server rendering stores, reads and sends nothing.
 */
export function createOrderFormEnvironment(
  options: OrderFormEnvironmentOptions = {},
): BbEnvironment {
  const apiOptions = { origin: options.origin ?? '', hostPrefix: options.hostPrefix };
  if (typeof window === 'undefined') {
    return createMemoryEnvironment({ api: createApiClient(apiOptions) });
  }
  return createBrowserEnvironment({
    apiOptions,
    captcha: options.captcha,
    analytics: options.analytics,
  });
}

/**
 * The given environment, or one made once for this form from the props (their later changes are
 * not followed: a new environment would start a new session).
 */
export function useOrderFormEnvironment(
  environment: BbEnvironment | undefined,
  options: OrderFormEnvironmentOptions,
): BbEnvironment {
  const created = useRef<BbEnvironment | null>(null);
  if (environment) return environment;
  created.current ??= createOrderFormEnvironment(options);
  return created.current;
}
