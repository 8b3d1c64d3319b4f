/**
 * Every API route is served below this path (spec §7). @bb/api-client owns the value, but the
 * server has it only as a dev dependency, so it keeps this copy; api-base-path.test.ts pins it.
 */
export const API_BASE_PATH = '/api/en/1';
