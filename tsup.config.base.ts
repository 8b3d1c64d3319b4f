import { readdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { defineConfig, type Options } from 'tsup';

/**
 * The one build every @bb package shares: ESM + CJS + types for its public entries
 * (`src/index.ts`, or the entries given, e.g. `@bb/validation/requests`), and one dist file for
 * every source module those entries reach. A host's bundler then meets our modules as we wrote
 * them: one that keeps or drops whole modules (Turbopack) ships only the modules a page uses,
 * not one file holding the whole package.
 */
export function definePackageBuild(
  options: {
    react?: boolean;
    entry?: Record<string, string>;
    /** Stylesheets built beside the code (esbuild inlines their `@import`s). */
    styles?: Record<string, string>;
    noExternal?: Options['noExternal'];
  } = {},
) {
  const publicEntries = options.entry ?? { index: 'src/index.ts' };
  return defineConfig(async () => {
    const { modules, loadedOnDemand } = await modulesReachedFrom(Object.values(publicEntries));
    // What stays an entry file: the public entries, and the modules `import()` loads by name.
    const moduleEntries = Object.keys(modules).filter(
      (name) => !(name in publicEntries) && !loadedOnDemand.has(modules[name] ?? ''),
    );
    const config: Options = {
      entry: { ...modules, ...publicEntries, ...options.styles },
      // Every module an entry of its own, so esbuild's code splitting gives each its own chunk,
      // which the public entries import; the modules' entry files are then removed (nothing
      // imports them).
      splitting: true,
      format: ['esm', 'cjs'],
      dts: { entry: publicEntries },
      sourcemap: true,
      clean: true,
      target: 'es2022',
      // No Rollup tree-shaking pass: it drops the 'use client' directive. esbuild still drops unused code.
      external: ['react', 'react-dom', /^@bb\//],
      noExternal: options.noExternal,
      // React packages keep the directive at the top of every file so RSC consumers can import them.
      ...(options.react ? { banner: { js: "'use client';" } } : {}),
      onSuccess: async () => {
        await removeModuleEntries('dist', moduleEntries);
        if (options.react) await directiveFirstInCommonJs('dist');
      },
    };
    return config;
  });
}

/**
 * Every source module the entries import, named by its path under `src/` (`login/login-steps`),
 * and those of them that are imported with `import()`. Type-only modules are not among them:
 * nothing of theirs is left in JavaScript.
 */
async function modulesReachedFrom(
  entries: string[],
): Promise<{ modules: Record<string, string>; loadedOnDemand: Set<string> }> {
  const { metafile } = await build({
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'dist',
    format: 'esm',
    splitting: true,
    jsx: 'automatic',
    packages: 'external',
    external: ['*.css'],
    logLevel: 'silent',
  });
  const modules = Object.keys(metafile.inputs).filter((input) => /^src\/.+\.tsx?$/.test(input));
  const loadedOnDemand = new Set(
    Object.values(metafile.inputs).flatMap((input) =>
      input.imports.filter((each) => each.kind === 'dynamic-import').map((each) => each.path),
    ),
  );
  return {
    modules: Object.fromEntries(
      modules.map((module) => [module.replace(/^src\//, '').replace(/\.tsx?$/, ''), module]),
    ),
    loadedOnDemand,
  };
}

/** The entry files of the modules: each only re-exports its chunk, and no file imports it. */
async function removeModuleEntries(dir: string, names: string[]) {
  const suffixes = ['.js', '.js.map', '.cjs', '.cjs.map'];
  await Promise.all(
    names.flatMap((name) =>
      suffixes.map((suffix) => rm(path.join(dir, `${name}${suffix}`), { force: true })),
    ),
  );
  // The folders left empty, deepest first (rmdir leaves a folder that still holds files).
  const folders = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort((a, b) => b.length - a.length);
  for (const folder of folders) await rmdir(folder).catch(() => {});
}

/**
 * tsup's CommonJS code splitting writes its `"use strict"` prologue before the banner. Both are
 * directives of one prologue; swapping them on that first line puts 'use client' first, where
 * React Server Components bundlers look, and leaves every later line (and its source map) as is.
 */
async function directiveFirstInCommonJs(dir: string) {
  const files = await readdir(dir, { recursive: true });
  for (const file of files.filter((name) => name.endsWith('.cjs'))) {
    const target = path.join(dir, file);
    const code = await readFile(target, 'utf8');
    const swapped = code.replace(/^("use strict";.*?)'use client';/, "'use client';$1");
    if (swapped !== code) await writeFile(target, swapped);
  }
}
