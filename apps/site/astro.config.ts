import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { criticalCssIntegration } from './integrations/critical-css';
import { paintedDirective } from './integrations/painted-directive';
import { precompress } from './integrations/precompress';
import { scriptIslands } from './integrations/script-island';
import { sitemap } from './integrations/sitemap';
import { closeSiteData } from './src/site-data/site-data';

/*
 * For a host that runs no server of ours (a satellite domain, or PRERENDER_ALL=1 for a static
 * host or CDN) every page is pre-rendered, those the site's server renders on request included,
 * and no adapter is needed: the marketplace's pages are then published by a rebuild.
 */
/** Vite's module of the helper it wraps dynamic imports in (`__vitePreload`). */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

const allStatic =
  Boolean(process.env.PUBLIC_BB_SATELLITE_HOST_PREFIX) || process.env.PRERENDER_ALL === '1';

export default defineConfig({
  // The public origin: canonical links, Open Graph and the sitemap use it (as the API does).
  site: process.env.PUBLIC_ORIGIN ?? 'http://localhost:3000',
  // The sitemap is written before the files are compressed, so it is compressed too.
  integrations: [
    // Before React: a script island is not a React component, which React's check would try.
    scriptIslands(),
    react(),
    paintedDirective(),
    sitemap(),
    // Before the files are compressed: it rewrites every pre-rendered page.
    criticalCssIntegration(),
    precompress(),
    { name: 'bb-site-data', hooks: { 'astro:build:done': closeSiteData } },
    ...(allStatic
      ? [
          {
            name: 'bb-all-static',
            hooks: {
              'astro:route:setup': ({ route }: { route: { prerender?: boolean } }) => {
                route.prerender = true;
              },
            },
          },
        ]
      : []),
  ],
  // The pages rendered on request (`prerender = false`: the experts, latest orders, home and
  // landing pages) are built for the site's own Fastify server (server/live-pages.ts), which
  // caches them; every other page is pre-rendered to dist/site as before.
  adapter: allStatic ? undefined : node({ mode: 'middleware', experimentalDisableStreaming: true }),
  outDir: allStatic ? './dist/site' : './dist',
  // Every route of spec §2 ends in .html: each page is written to its own file of that name.
  // Stylesheets stay files: each page inlines only the rules it uses and loads them after its
  // first paint (integrations/critical-css).
  build: { format: 'file', inlineStylesheets: 'never', client: './site', server: './ssr' },
  trailingSlash: 'never',
  devToolbar: { enabled: false },
  server: { host: '127.0.0.1' },
  vite: {
    // `pnpm dev`: the API runs beside Astro's dev server (apps/api's dev on :3000). The Host
    // stays the dev server's: Vite's shorthand would rewrite it to 127.0.0.1:3000, the loopback
    // twin of the API's default origin, which the API refuses.
    server: { proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } } },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // What every page loads comes in a few files rather than a dozen small ones, each
              // of which gzips on its own and less well (about 4 kB more on home).
              codeSplitting: {
                groups: [
                  // The few helpers both kinds of page run (the dynamic-import helper, the scroll
                  // to the form, the tap test, the 'Place an order' destination and the dashboard's
                  // paths, the after-paint wait): on their own, so neither loads the other's code
                  // (in the light chrome's group, those last ones had the form pages load it).
                  {
                    name: 'chrome-helpers',
                    test: /preload-helper|outside-press[\\/]is-tap\.ts$|scroll-to-form[\\/](scroll-to-order-form|order-form-fields|scroll-constants|place-order-destination)\.ts$|session[\\/](dashboard-paths|signed-in-texts)\.ts$|validation[\\/]src[\\/]dashboard-paths\.ts$|painted-directive[\\/]after-paint\.ts$/,
                    priority: 6,
                  },
                  // Pages without a form: the header's menus and scroll helpers, which run at
                  // once. What they start after the first paint (session, settings, analytics)
                  // imports the `page` chunk below, which imports no React; a group of its own
                  // cost the pages with a form 1.4 kB.
                  {
                    name: 'light-chrome',
                    test: /src[\\/]light-chrome[\\/]light-chrome(-start)?\.ts$/,
                    priority: 5,
                  },
                  // What the light chrome starts after the first paint (session, settings,
                  // analytics, cookie notice) with all it imports: every public page loads it.
                  // The React header and notices islands (account pages, the dashboard) are left
                  // to the default split, so the public pages do not load their code.
                  {
                    name: 'page',
                    test: /src[\\/]light-chrome[\\/]page-services\.ts$/,
                    priority: 3,
                  },
                  // React DOM, React and Astro's renderer.
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
                    priority: 2,
                  },
                  // Code four islands or more share (e.g. the mobile menu's modal). Code of the
                  // order and account forms (fewer islands) stays with them.
                  { name: 'site', minShareCount: 4, priority: 1 },
                  // The short order form's own code in one file with its island: the dashboard's
                  // full order page shares part of it, which would otherwise split it in two.
                  // Its submit's code stays out: it loads at the form's first use.
                  {
                    name: 'order-form',
                    test: /src[\\/]islands[\\/]order-form-island\.tsx$|packages[\\/](order-form[\\/]src|ui[\\/]src[\\/](discipline-combobox|writer-card[\\/]requested-writer-card)|form-hooks[\\/]src[\\/](disciplines|short-order-form[\\/](?!short-form-submit-code|short-form-pipeline|satellite-pipeline|short-form-effects|order-url)))/,
                    priority: 0,
                  },
                ],
              },
            },
          },
        },
      },
    },
    plugins: [
      {
        // No modulepreload helper in the islands' code: it only fetches an on-demand part's
        // imports beside it, and ours (login modal, signed-in menu, query modals, writer card)
        // import little the page has not loaded already, while the helper cost every page
        // 0.6 kB gzip. Astro sets `build.modulePreload` itself, so the client environment is
        // told here.
        name: 'bb-no-module-preload',
        configEnvironment: (name) =>
          name === 'client' ? { build: { modulePreload: false } } : undefined,
      },
      {
        // Vite 8 still wraps every dynamic import in its preload helper (0.8 kB gzip in the
        // `chrome-helpers` chunk every page loads), which with `modulePreload: false` and the
        // styles inline is given no file to preload: the import itself is all it does.
        name: 'bb-no-preload-helper',
        enforce: 'pre',
        applyToEnvironment: (environment) => environment.name === 'client',
        resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : undefined),
        load: (id) =>
          id === PRELOAD_HELPER_ID ? 'export const __vitePreload = (load) => load();' : undefined,
      },
    ],
  },
});
