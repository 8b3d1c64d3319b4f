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
 * The page's HTML with Astro's island runtime replaced by the lean one when its only island is
 * started by `client:framed` (the light chrome on a page without React): the pages without the
 * order form are then 1.45 kB lighter before their first paint. Any other page is left as it is.
 */
export function withLeanIslandRuntime(html: string): string {
  const islands = html.match(ISLAND) ?? [];
  if (islands.length !== 1 || !islands[0]?.includes('client="framed"')) return html;
  const script = `<script>${islandRuntime}</script>`;
  return html.includes(script) ? html.replace(script, `<script>${LEAN_RUNTIME}</script>`) : html;
}
