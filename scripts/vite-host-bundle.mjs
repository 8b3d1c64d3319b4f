// A host page's production build of a few lines of code, as the size checks measure it (Vite's
// production build with Rolldown, minified, react/react-dom/jsx-runtime external, NODE_ENV
// production): what the page loads up front (the entry and every chunk it imports statically)
// and, apart, what loads on demand (dynamic imports).
//
// The entry stands for the host's own entry, which nothing imports: as in Vite's app build
// (`preserveEntrySignatures: false`), Rolldown may add exports to it (it keeps the ones it has,
// so what the entry names stays in), and merges the modules the entry shares with its on-demand
// chunks into it rather than into chunks of their own.
// `entrySignature: 'strict'` builds it as a library's entry instead (Vite's library mode, and
// Astro's islands, whose entries export their component), where they are split out.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';

/**
 * Builds `contents` as if it were a file of the package in `root` (its imports resolve from
 * there). `plugins` come first (e.g. one resolving `@bb/*` to their dist); `external` is added to
 * React's; `entrySignature` is Rolldown's `preserveEntrySignatures` for the entry.
 */
export async function bundleAsHost(
  contents,
  root,
  { plugins = [], external = [], entrySignature = 'allow-extension' } = {},
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bb-size-'));
  const entry = path.join(dir, 'entry.js');
  writeFileSync(entry, contents);
  try {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root,
      plugins: [...plugins, entryResolvedFrom(entry, root)],
      // What every production build of a host defines.
      define: { 'process.env.NODE_ENV': '"production"' },
      // Sources (.tsx) compile as the packages' tsconfig says (react-jsx); dist has no JSX left.
      oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
      build: {
        write: false,
        minify: true,
        modulePreload: false,
        rollupOptions: {
          input: entry,
          external: ['react', 'react-dom', 'react/jsx-runtime', ...external],
          preserveEntrySignatures: entrySignature,
        },
      },
    });
    const chunks = (Array.isArray(result) ? result[0] : result).output.filter(
      (item) => item.type === 'chunk',
    );
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const upFront = new Set();
    const visit = (chunk) => {
      if (!chunk || upFront.has(chunk)) return;
      upFront.add(chunk);
      for (const name of chunk.imports) visit(byName.get(name));
    };
    visit(chunks.find((chunk) => chunk.isEntry));
    return { upFront: [...upFront], onDemand: chunks.filter((chunk) => !upFront.has(chunk)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The entry's own imports resolve from `root`, as if it were a file of that package. */
function entryResolvedFrom(entry, root) {
  return {
    name: 'entry-in-root',
    resolveId(specifier, importer) {
      if (importer !== entry) return null;
      return this.resolve(specifier, path.join(root, 'package.json'), { skipSelf: true });
    },
  };
}
