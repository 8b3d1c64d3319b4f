import type { ApiClient, CommonSettings } from '@bb/api-client';

const loads = new WeakMap<ApiClient, Promise<CommonSettings>>();

/**
 * GET /common/settings once per API client: every hook of a page that needs the settings shares
 * the answer. A failed load is forgotten so the next caller tries again.
 */
export function loadCommonSettings(api: ApiClient): Promise<CommonSettings> {
  let load = loads.get(api);
  if (!load) {
    load = api.getCommonSettings();
    loads.set(api, load);
    load.catch(() => loads.delete(api));
  }
  return load;
}
