import Beasties from 'beasties';
import { afterFirstPaintInline } from '../after-first-paint-inline';

/** A stylesheet Beasties defers: `media="print"`, applied by an `onload` attribute. */
const DEFERRED_LINK =
  /<link rel="stylesheet" href="([^"]+)" media="print" onload="this\.media='all'">/g;
/**
 * Adds the page's stylesheets (its `data-deferred-css`, in their order) once the page has painted.
 * A script, not Beasties' `onload` attribute, which the page's CSP refuses (no 'unsafe-inline'
 * script).
 */
const ADD_STYLESHEETS = afterFirstPaintInline(
  'data-deferred-css',
  'for(const h of d.deferredCss.split(" ")){const l=document.createElement("link");l.rel="stylesheet";l.href=h;document.head.append(l)}',
);

/**
 * The page's own CSS before its first paint, the rest after (issues 27, 28, 31): Lighthouse's
 * network model delivers the first 14.6 kB of a document in one round trip, and the site's whole
 * stylesheet (about 6 kB brotli) inlined in every page pushed home and landing past it and made
 * every page style rules it never uses before painting. Beasties keeps the rules whose selectors
 * match an element of the page (any element, templates' included, not only the first screen:
 * nothing already shown changes when the rest arrives, so no flash and no layout shift), and the
 * stylesheets themselves are requested only once the page has painted: Lighthouse's model counts
 * every request that ends before the LCP as needed for it, whatever its priority, so a sheet
 * loaded early (even as `media="print"`) cost a round trip in most runs. A `<noscript>` link serves
 * browsers without scripts.
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
    // Nor `.site-laid-out *`, whose class a script sets (src/styles/site.css).
    allowRules: [/:where\(\[class/, /^\.site-laid-out /],
    logLevel: 'silent',
  });
  return async (html) => {
    const deferred: string[] = [];
    const inlined = (await beasties.process(html))
      .replace(/(<html\b[^>]*?) data-beasties-container(="")?/, '$1')
      .replace(DEFERRED_LINK, (_link, href: string) => {
        deferred.push(href);
        return '';
      });
    if (deferred.length === 0) return inlined;
    const script = `<script type="module" data-deferred-css="${deferred.join(' ')}">${ADD_STYLESHEETS}</script>`;
    return inlined.replace('</head>', `${script}</head>`);
  };
}
