import { defineConfig } from 'tsup';

// The site's server: the built API (`@bb/api/built`, run from apps/api with its own dependencies)
// and the static pages Astro writes to dist/site.
export default defineConfig({
  entry: { main: 'server/main.ts' },
  outDir: 'dist/server',
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  clean: true,
  external: [/^@bb\/api(\/|$)/],
  // The workspace's packages publish their TypeScript sources: bundled, as Node cannot run them.
  noExternal: [/^@bb\/(api-client|validation)/],
  removeNodeProtocol: false,
});
