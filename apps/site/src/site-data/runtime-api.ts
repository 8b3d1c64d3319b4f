import type { ApiClient } from '@bb/api-client';

/*
 * The server hands the pages it renders on request a client of the API in its own process. A
 * symbol in the global registry, as the server and Astro's bundle of the pages are built apart.
 */
const RUNTIME_API = Symbol.for('bb.site.runtimeApi');
const registry = globalThis as { [RUNTIME_API]?: ApiClient };

/** The API client of the server rendering this page; undefined while the site is built. */
export function runtimeApiClient(): ApiClient | undefined {
  return registry[RUNTIME_API];
}

/** Called by the server before it renders a page: the pages read the API through this client. */
export function setRuntimeApiClient(client: ApiClient): void {
  registry[RUNTIME_API] = client;
}
