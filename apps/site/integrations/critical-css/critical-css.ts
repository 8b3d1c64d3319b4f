import Beasties from 'beasties';

/** How Beasties marks a stylesheet it defers: printed first, applied once loaded. */
const DEFERRED_LINK = / onload="this\.media='all'"/g;
const DEFERRED_MARK = ' data-deferred-css';
/**
 * Applies each deferred stylesheet once it has loaded (at once if it already has). A script, not
 * Beasties' `onload` attribute, which the page's CSP refuses (no 'unsafe-inline' script); the
 * same text on every page, so one hash in every page's policy (server/page-security.ts).
 */
const APPLY_DEFERRED = `<script>for(const l of document.querySelectorAll('link[data-deferred-css]')){const a=()=>{l.media='all'};l.sheet?a():l.addEventListener('load',a)}</script>`;

/**
 * The page's own CSS before its first paint, the rest after (issues 27, 28, 31): Lighthouse's
 * network model delivers the first 14.6 kB of a document in one round trip, and the site's whole
 * stylesheet (about 6 kB brotli) inlined in every page pushed home and landing past it and made
 * every page style rules it never uses before painting. Beasties keeps the rules whose selectors
 * match an element of the page (any element, templates' included, not only the first screen:
 * nothing already shown changes when the rest arrives, so no flash and no layout shift), and the
 * stylesheets themselves load as `media="print"`: the lowest priority, which neither blocks the
 * paint nor counts as blocking it in Lighthouse's model (a `preload` would); a `<noscript>` link
 * serves browsers without scripts.
 */
export function criticalCss(assetsRoot: string): (html: string) => Promise<string> {
  const beasties = new Beasties({
    // Where `/_astro/…css` is read from: the built site's folder.
    path: assetsRoot,
    preload: 'media',
    // The stylesheet files are shared by every page: never cut down to one page's rules.
    pruneSource: false,
    // Astro's own small inline rules (astro-island's display) stay as they are.
    reduceInlineStyles: false,
    // Beasties cannot match the reset's `:where([class^=bb-],[class*=\ bb-])`: kept, as it applies.
    allowRules: [/:where\(\[class/],
    logLevel: 'silent',
  });
  return async (html) => {
    const inlined = (await beasties.process(html))
      .replace(/(<html\b[^>]*?) data-beasties-container(="")?/, '$1')
      .replace(DEFERRED_LINK, DEFERRED_MARK);
    if (!inlined.includes(DEFERRED_MARK)) return inlined;
    return inlined.replace('</head>', `${APPLY_DEFERRED}</head>`);
  };
}
