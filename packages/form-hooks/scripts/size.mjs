#!/usr/bin/env node
// The size of what form-hooks ships, built from the packages' sources as a host's Vite would
// build them (Vite's production build, minified, react/react-dom/jsx-runtime external,
// NODE_ENV production, scripts/vite-host-bundle.mjs), gzipped at level 9:
//
// - the short order form's up-front code (`import { ShortOrderForm } from '@bb/order-form'`, the
//   entry and the chunks it imports statically), built as an app's entry (Vite's default: modules
//   shared with the on-demand chunks are merged into the entry) and as a library's entry (strict
//   signature: they are split into chunks of their own); each gzipped chunk by chunk, as a
//   browser downloads them, and joined into one file;
// - form-hooks' whole bundle (`export * from '@bb/form-hooks'`) and its surface before the
//   dashboard (the entry without what it takes from the dashboard's folders, which issue 14 and
//   later add), with and without the @bb packages it imports (api-client, validation, analytics).
//
// Sources, not dist, so any commit can be measured with this one script and this checkout's Vite,
// without a build:
//
//   node packages/form-hooks/scripts/size.mjs [CHECKOUT] [--modules=N] [--json=FILE]
//
// CHECKOUT is the root of an installed checkout (default: this one); --modules prints the N
// largest modules of each bundle (rendered bytes after tree shaking, before minifying); --json
// writes every module's bytes, to compare two checkouts.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { bundleAsHost } from '../../../scripts/vite-host-bundle.mjs';

/** The dashboard's folders of src/: its pages' hooks, which the site's public pages never use. */
const DASHBOARD_FOLDERS = new Set([
  'new-order',
  'orders',
  'order-files',
  'balance',
  'profile',
  'financial-overview',
  'support',
]);

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const checkout = path.resolve(
  args.find((arg) => !arg.startsWith('--')) ??
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..'),
);
const modulesShown = Number(option('modules') ?? 0);
const gzip = (code) => gzipSync(code, { level: 9 }).length;

/** What a host loads up front of `contents` (a file of the package in `root`), and its modules. */
async function bundle(contents, root, options) {
  const { upFront } = await bundleAsHost(contents, root, options);
  const modules = {};
  for (const chunk of upFront) {
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (module.renderedLength > 0) modules[path.relative(checkout, id)] = module.renderedLength;
    }
  }
  return {
    chunks: upFront.length,
    minified: upFront.reduce((sum, chunk) => sum + chunk.code.length, 0),
    gzip: upFront.reduce((sum, chunk) => sum + gzip(chunk.code), 0),
    joinedGzip: gzip(upFront.map((chunk) => chunk.code).join('\n')),
    chunkGzips: Object.fromEntries(upFront.map((chunk) => [chunk.name, gzip(chunk.code)])),
    modules,
  };
}

/**
 * The checkout's public entry without its exports from the dashboard's folders, each folder named
 * by path (its `export { type … }` names dropped: the entry is JavaScript).
 */
function entryBeforeDashboard(formHooks) {
  const source = readFileSync(path.join(formHooks, 'src/index.ts'), 'utf8');
  const statements = [];
  for (const [, what, folder] of source.matchAll(
    /export\s+(\*|\{[^}]*\})\s+from\s+'\.\/([^']+)'/g,
  )) {
    if (DASHBOARD_FOLDERS.has(folder)) continue;
    const names =
      what === '*'
        ? what
        : `{ ${what
            .slice(1, -1)
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name && !name.startsWith('type '))
            .join(', ')} }`;
    statements.push(`export ${names} from '${path.join(formHooks, 'src', folder)}';`);
  }
  return statements.join('\n');
}

const packages = path.join(checkout, 'packages');
const formHooks = path.join(packages, 'form-hooks');
const shortForm = "export { ShortOrderForm } from '@bb/order-form';";
const otherBb = { external: [/^@bb\/(?!form-hooks)/] };
const results = {
  'ShortOrderForm up front, app entry': await bundle(shortForm, path.join(packages, 'order-form')),
  'ShortOrderForm up front, library entry': await bundle(
    shortForm,
    path.join(packages, 'order-form'),
    { entrySignature: 'strict' },
  ),
  // No on-demand imports inside form-hooks: one chunk, however the entry is built.
  '@bb/form-hooks, whole (export *)': await bundle("export * from '@bb/form-hooks';", formHooks),
  '  its own code (other @bb external)': await bundle(
    "export * from '@bb/form-hooks';",
    formHooks,
    otherBb,
  ),
  '@bb/form-hooks before the dashboard': await bundle(entryBeforeDashboard(formHooks), formHooks),
  '  its own code, before the dashboard': await bundle(
    entryBeforeDashboard(formHooks),
    formHooks,
    otherBb,
  ),
};
// Vite's preload helper, which wraps every on-demand import of a host's build: the host's runtime,
// once per page, like React (the short form's up-front figures include it).
const preloadHelper = await bundle("export const load = () => import('react');", formHooks);

console.log(`Sizes from sources of ${checkout} (Vite production build, gzip -9), bytes`);
console.table(
  Object.entries(results).map(([bundleName, result]) => ({
    bundle: bundleName,
    chunks: result.chunks,
    minified: result.minified,
    'gzip (chunk by chunk)': result.gzip,
    'gzip (joined)': result.joinedGzip,
    'form-hooks modules': Object.entries(result.modules)
      .filter(([id]) => id.startsWith('packages/form-hooks/'))
      .reduce((sum, [, bytes]) => sum + bytes, 0),
  })),
);
console.log(
  'Up-front chunks (gzip):',
  Object.entries(results)
    .filter(([, result]) => result.chunks > 1)
    .map(([bundleName, result]) => `${bundleName}: ${JSON.stringify(result.chunkGzips)}`)
    .join('; ') || 'one each',
);
console.log(
  `Vite's preload helper (in the short form's up-front figures; a host's runtime, once a page): ${preloadHelper.minified} minified, ${preloadHelper.gzip} gzip on its own`,
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
