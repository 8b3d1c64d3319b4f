import type { PageSettings } from '@bb/api-client';

/*
 * The server hands the pages it renders on request the seo role's edits of a page (a landing
 * page's intro and FAQ); a symbol in the global registry, as for the API client (runtime-api.ts).
 */
const RUNTIME_PAGE_SETTINGS = Symbol.for('bb.site.pageSettings');
type SettingsReader = (path: string) => Promise<PageSettings | null>;
const registry = globalThis as { [RUNTIME_PAGE_SETTINGS]?: SettingsReader };

/** Called by the server before it renders a page. */
export function setRuntimePageSettings(read: SettingsReader): void {
  registry[RUNTIME_PAGE_SETTINGS] = read;
}

/** The seo role's edit of the page at `path`; null while the site is built or without one. */
export async function pageSettings(path: string): Promise<PageSettings | null> {
  const read = registry[RUNTIME_PAGE_SETTINGS];
  return read ? read(path) : null;
}
