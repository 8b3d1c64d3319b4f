#!/usr/bin/env node
// The size of what form-hooks ships, built from the packages' sources as a host's Vite would
// build them (Vite's production build, minified, react/react-dom/jsx-runtime external,
// NODE_ENV production), gzipped at level 9 per chunk: the short order form's up-front bundle
// (`import { ShortOrderForm } from '@bb/order-form'`, the entry and the chunks it imports
// statically) and form-hooks' whole bundle (`export * from '@bb/form-hooks'`), with and without the
// @bb packages it imports (api-client, validation, analytics). Sources, not dist,
// so any commit can be measured with this one script and this checkout's Vite, without a build:
//
//   node packages/form-hooks/scripts/size.mjs [CHECKOUT] [--modules=N] [--json=FILE]
//
// CHECKOUT is the root of an installed checkout (default: this one); --modules prints the N
// largest modules of each bundle (rendered bytes after tree shaking, before minifying); --json
// writes every module's bytes, to compare two checkouts.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { bundleAsHost } from '../../../scripts/vite-host-bundle.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const checkout = path.resolve(
  args.find((arg) => !arg.startsWith('--')) ??
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..'),
);
const modulesShown = Number(option('modules') ?? 0);

/** What a host loads up front of `contents` (a file of the package in `root`), and its modules. */
async function bundle(contents, root, external = []) {
  const { upFront } = await bundleAsHost(contents, root, { external });
  let minified = 0;
  let gzip = 0;
  const modules = {};
  for (const chunk of upFront) {
    minified += chunk.code.length;
    gzip += gzipSync(chunk.code, { level: 9 }).length;
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (module.renderedLength > 0) modules[path.relative(checkout, id)] = module.renderedLength;
    }
  }
  return { minified, gzip, modules };
}

const packages = path.join(checkout, 'packages');
const results = {
  'ShortOrderForm, loaded up front': await bundle(
    "export { ShortOrderForm } from '@bb/order-form';",
    path.join(packages, 'order-form'),
  ),
  '@bb/form-hooks, whole (export *)': await bundle(
    "export * from '@bb/form-hooks';",
    path.join(packages, 'form-hooks'),
  ),
  '  its own code (other @bb packages external)': await bundle(
    "export * from '@bb/form-hooks';",
    path.join(packages, 'form-hooks'),
    [/^@bb\/(?!form-hooks)/],
  ),
};

console.log(`Sizes from sources of ${checkout} (Vite production build, gzip -9), bytes`);
console.table(
  Object.entries(results).map(([bundleName, { minified, gzip, modules }]) => ({
    bundle: bundleName,
    minified,
    gzip,
    'form-hooks modules': Object.entries(modules)
      .filter(([id]) => id.startsWith('packages/form-hooks/'))
      .reduce((sum, [, bytes]) => sum + bytes, 0),
  })),
);
if (modulesShown > 0) {
  for (const [bundleName, { modules }] of Object.entries(results)) {
    console.log(`${bundleName}: the ${modulesShown} largest modules (rendered bytes)`);
    console.table(
      Object.entries(modules)
        .sort((a, b) => b[1] - a[1])
        .slice(0, modulesShown)
        .map(([module, bytes]) => ({ module, bytes })),
    );
  }
}
const jsonFile = option('json');
if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
