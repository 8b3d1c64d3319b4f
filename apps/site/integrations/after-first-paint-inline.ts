/**
 * An inline script that runs `body` in a task after the page's first contentful paint has been
 * presented (after the first frame where the Paint Timing API is missing), as `client:framed`
 * waits (script-island/framed.ts): what it fetches then never counts toward the paint in
 * Lighthouse's model, which takes every request that ended before the LCP as needed for it.
 * `body` reads the `data-*` attributes of the script that carries `attribute` as `d` (found by it:
 * a module script has no `document.currentScript`, and the pages' scripts run as modules,
 * script-island/after-parse.ts). The text depends only on its arguments, so its hash in the
 * pages' CSP is the same on every page.
 */
export function afterFirstPaintInline(attribute: `data-${string}`, body: string): string {
  return `{const d=document.querySelector("script[${attribute}]").dataset,g=()=>{${body}};if(PerformanceObserver.supportedEntryTypes?.includes("paint")){const o=new PerformanceObserver(e=>{if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(g)}});o.observe({type:"paint",buffered:!0})}else requestAnimationFrame(()=>setTimeout(g))}`;
}
