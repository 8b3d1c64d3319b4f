import { createHash } from 'node:crypto';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';

/**
 * What a page whose only island is a `client:framed` script island needs of Astro's island
 * runtime (4.4 kB, 1.45 kB brotli, inline in every such page): on connection, hand the directive
 * a loader that imports the start function and the renderer, then runs it and drops `ssr` (as
 * Astro's does once an island has started). No props, slots or nested islands to handle: a
 * script island has none.
 */
const LEAN_RUNTIME =
  '(()=>{customElements.define("astro-island",class extends HTMLElement{connectedCallback(){let a=n=>this.getAttribute(n);Astro[a("client")](async()=>{let[c,r]=await Promise.all([import(a("component-url")),import(a("renderer-url"))]);return async()=>{await r.default(this)(c[a("component-export")],{},{},{client:a("client")}),this.removeAttribute("ssr")}},JSON.parse(a("opts")),this)}})})();';

const ISLAND = /<astro-island\b[^>]*>/g;

/**
 * Where the built site serves Astro's island runtime as a file (content-hashed, so cached for a
 * year like every bundle in /_astro/), written there by the build (`writeIslandRuntime`).
 */
export const ISLAND_RUNTIME_PATH = `/_astro/astro-island.${createHash('sha256')
  .update(islandRuntime)
  .digest('base64url')
  .slice(0, 8)}.js`;

/** The island runtime's file, as ISLAND_RUNTIME_PATH names it. */
export const ISLAND_RUNTIME_SOURCE: string = islandRuntime;

/**
 * The page's HTML with Astro's inline island runtime made lighter before the first paint: the
 * lean one inline when its only island is started by `client:framed` (the light chrome on a page
 * without React: 1.45 kB brotli less), otherwise, given `runtimeFile`, a deferred script of that
 * file (pages with React islands, whose islands start after the paint anyway: the same 1.45 kB
 * out of the document, which on home and landing is what keeps it in the first round trip).
 */
export function withLeanIslandRuntime(html: string, runtimeFile?: string): string {
  const script = `<script>${islandRuntime}</script>`;
  if (!html.includes(script)) return html;
  const islands = html.match(ISLAND) ?? [];
  if (islands.length === 1 && islands[0]?.includes('client="framed"')) {
    return html.replace(script, `<script>${LEAN_RUNTIME}</script>`);
  }
  return runtimeFile ? html.replace(script, `<script src="${runtimeFile}" defer></script>`) : html;
}
