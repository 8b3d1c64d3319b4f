import {
  type BbEnvironment,
  createBrowserEnvironment,
  createMemoryEnvironment,
} from '@bb/form-hooks';

/**
 * A non-default domain (satellite mode, spec §2): the API and the order's address live on the
 * main site named here, and social sign-in is not offered. Empty on the main site.
 */
export const SATELLITE_HOST_PREFIX: string = import.meta.env.PUBLIC_BB_SATELLITE_HOST_PREFIX ?? '';
export const IS_SATELLITE = SATELLITE_HOST_PREFIX !== '';

let browserEnvironment: BbEnvironment | undefined;

/**
 * The one environment of a page: every island (header, footer, notices, forms) shares it, so
 * they share one session, one settings load and one analytics queue. Pre-rendering gets a memory
 * environment: the HTML is what a visitor sees before anything has loaded.
 */
export function siteEnvironment(): BbEnvironment {
  if (typeof window === 'undefined') return createMemoryEnvironment();
  browserEnvironment ??= createBrowserEnvironment({
    apiOptions: IS_SATELLITE ? { hostPrefix: SATELLITE_HOST_PREFIX } : {},
  });
  return browserEnvironment;
}
