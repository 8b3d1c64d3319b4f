/** The pages rendered on request are rendered again at most once a minute by default. */
export const LIVE_PAGES_TTL_DEFAULT_SECONDS = 60;
/** The site's own run-time settings (the API's are its CONFIG_VARIABLES). */
export const SITE_RUN_TIME_VARIABLES = ['LIVE_PAGES_TTL_SECONDS'] as const;

/**
 * LIVE_PAGES_TTL_SECONDS in milliseconds: how long a page rendered on request is served before
 * the next visit renders it again in the background (0: every visit does). A value that is not a
 * whole number of seconds stops the start.
 */
export function livePagesTtlMs(env: Record<string, string | undefined>): number {
  const value = env.LIVE_PAGES_TTL_SECONDS?.trim();
  if (value === undefined || value === '') return LIVE_PAGES_TTL_DEFAULT_SECONDS * 1000;
  if (!/^\d{1,6}$/.test(value)) {
    throw new Error(
      `LIVE_PAGES_TTL_SECONDS must be a whole number of seconds (0 to 999999), not '${value}'.`,
    );
  }
  return Number(value) * 1000;
}
