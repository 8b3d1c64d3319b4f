import { defineConfig } from 'tsup';

// The server runs from dist with its npm dependencies installed beside it; the workspace packages
// (@bb/*) ship as TypeScript source, so they are bundled in.
export default defineConfig({
  entry: { main: 'src/main.ts', index: 'src/index.ts', cluster: 'src/cluster/cluster-main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  clean: true,
  noExternal: [/^@bb\//],
  // Keep `node:` on built-in imports: node:sqlite exists only under that name.
  removeNodeProtocol: false,
});
