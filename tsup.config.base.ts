import { defineConfig, type Options } from 'tsup';

/**
 * The one build every @bb package shares: ESM + CJS + types from `src/index.ts`, or from the
 * entries given (a package with a second public entry, e.g. `@bb/validation/requests`).
 */
export function definePackageBuild(
  options: { react?: boolean; entry?: Record<string, string> } = {},
) {
  const config: Options = {
    entry: options.entry ?? ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    // No Rollup tree-shaking pass: it drops the 'use client' directive. esbuild still drops unused code.
    external: ['react', 'react-dom', /^@bb\//],
    // React packages keep the directive at the top of the entry so RSC consumers can import them.
    ...(options.react ? { banner: { js: "'use client';" } } : {}),
  };
  return defineConfig(config);
}
