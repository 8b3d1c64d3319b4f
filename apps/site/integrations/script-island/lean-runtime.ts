import { createHash } from 'node:crypto';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { afterFirstPaintInline } from '../after-first-paint-inline';

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

/** Adds the island runtime's file (its `data-runtime`) once the page has painted. */
const ADD_RUNTIME = afterFirstPaintInline(
  'data-runtime',
  'const s=document.createElement("script");s.src=d.runtime;document.head.append(s)',
);

/** Directives that start their island after the first paint anyway (not `client:load`). */
const AFTER_PAINT = /\bclient="(painted|framed|visible)"/;

/**
 * The page's HTML with Astro's inline island runtime made lighter before the first paint: the
 * lean one inline when its only island is started by `client:framed` (the light chrome on a page
 * without React: 1.45 kB brotli less); given `runtimeFile`, when every island starts after the
 * paint anyway (home, landing and expert pages: their React order form and the light chrome), a
 * small inline script that adds that file once the page has painted (the same 1.45 kB out of the
 * document, which on the landing pages is what keeps it in the first round trip; fetched
 * earlier, even `defer`, Lighthouse counted it toward the paint). Pages with a `client:load`
 * island (the account forms, the dashboard) keep Astro's, so their forms start at once.
 */
export function withLeanIslandRuntime(html: string, runtimeFile?: string): string {
  const script = `<script>${islandRuntime}</script>`;
  if (!html.includes(script)) return html;
  const islands = html.match(ISLAND) ?? [];
  if (islands.length === 1 && islands[0]?.includes('client="framed"')) {
    return html.replace(script, `<script>${LEAN_RUNTIME}</script>`);
  }
  if (!runtimeFile || !islands.every((island) => AFTER_PAINT.test(island))) return html;
  return html.replace(script, `<script data-runtime="${runtimeFile}">${ADD_RUNTIME}</script>`);
}
