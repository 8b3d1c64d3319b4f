import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { paintedDirective } from './integrations/painted-directive';
import { precompress } from './integrations/precompress';
import { sitemap } from './integrations/sitemap';
import { closeSiteData } from './src/site-data/site-data';

export default defineConfig({
  // The public origin: canonical links, Open Graph and the sitemap use it (as the API does).
  site: process.env.PUBLIC_ORIGIN ?? 'http://localhost:3000',
  // The sitemap is written before the files are compressed, so it is compressed too.
  integrations: [
    react(),
    paintedDirective(),
    sitemap(),
    precompress(),
    { name: 'bb-site-data', hooks: { 'astro:build:done': closeSiteData } },
  ],
  outDir: './dist/site',
  // Every route of spec §2 ends in .html: each page is written to its own file of that name.
  build: { format: 'file', inlineStylesheets: 'always' },
  trailingSlash: 'never',
  devToolbar: { enabled: false },
  server: { host: '127.0.0.1' },
  vite: {
    // `pnpm dev`: the API runs beside Astro's dev server (apps/api's dev on :3000).
    server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  },
});
