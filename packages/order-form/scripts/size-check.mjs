#!/usr/bin/env node
// The size budgets of issue 5, measured as a host's bundler would see the packages: a consumer
// entry `import { ShortOrderForm } from '@bb/order-form'` bundled by esbuild from the built dist
// of every @bb package (minified, for the browser, React left out), gzipped at level 9, must stay
// within 35 kB; @bb/ui's built stylesheet gzipped within 15 kB; and valibot (the server's request
// schemas, `@bb/validation/requests`) must not be in it. The Radix packages @bb/ui uses are
// printed alone for scale, with what each package adds to the form's bundle. Run after `build`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const KB = 1024;
const BUDGETS = { orderForm: 35 * KB, uiCss: 15 * KB };
const packagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const uiDir = path.join(packagesDir, 'ui');

/**
 * Follows `@bb/*` (and `@bb/name/entry`) into each package's built dist, as its packed manifest
 * (publishConfig) says.
 */
const builtBbPackages = {
  name: 'bb-dist',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^@bb\// }, ({ path: specifier }) => {
      const [, name, ...entry] = specifier.split('/');
      const dir = path.join(packagesDir, name);
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      const subpath = entry.length ? `./${entry.join('/')}` : '.';
      const target = manifest.publishConfig?.exports?.[subpath]?.import?.default;
      const file = target && path.join(dir, target);
      if (!file || !existsSync(file)) {
        return { errors: [{ text: `${specifier} has no built dist (${file}): run build first` }] };
      }
      return { path: file };
    });
  },
};

async function bundle(contents, resolveDir) {
  const result = await build({
    stdin: { contents, resolveDir, loader: 'js' },
    plugins: [builtBbPackages],
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    // What every production build of a host defines.
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    write: false,
    outfile: 'bundle.js',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const [output] = Object.values(result.metafile.outputs);
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length, output };
}

function gzipFile(file) {
  if (!existsSync(file)) throw new Error(`${file} is missing: run build first`);
  const content = readFileSync(file);
  return { minified: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/** The package a bundled file belongs to: '@bb/ui', 'valibot', '@radix-ui/react-popover'… */
function packageOf(input) {
  const inNodeModules = input.split('node_modules/');
  if (inNodeModules.length > 1) {
    const segments = inNodeModules.at(-1).split('/');
    return segments[0].startsWith('@') ? `${segments[0]}/${segments[1]}` : segments[0];
  }
  return `@bb/${path.relative(packagesDir, input).split(path.sep)[0]}`;
}

/**
 * Minified bytes each part contributes to a bundle, largest first: every @bb package on its
 * own, the Radix primitives together with the helpers they pull in (Floating UI,
 * react-remove-scroll, aria-hidden…), and any other library on its own.
 */
function byPart(output) {
  const ownParts = /^(@bb\/|valibot$|clsx$)/;
  const totals = new Map();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const name = packageOf(input);
    const part = ownParts.test(name) ? name : 'Radix primitives and their helpers';
    totals.set(part, (totals.get(part) ?? 0) + bytesInOutput);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

const started = performance.now();
const form = await bundle(
  "export { ShortOrderForm } from '@bb/order-form';",
  path.join(packagesDir, 'order-form'),
);
const uiManifest = JSON.parse(readFileSync(path.join(uiDir, 'package.json'), 'utf8'));
const radixPackages = Object.keys(uiManifest.dependencies).filter((name) =>
  name.startsWith('@radix-ui/'),
);
const radixNames = radixPackages.map((name) => name.replace('@radix-ui/react-', '')).join(' + ');
const radix = await bundle(
  radixPackages.map((name, index) => `export * as Radix${index} from '${name}';`).join('\n'),
  uiDir,
);
const formParts = byPart(form.output);
const valibotInForm = formParts.some(([part]) => part === 'valibot');
const uiCss = gzipFile(path.join(uiDir, 'dist/styles.css'));
const formCss = gzipFile(path.join(packagesDir, 'order-form/dist/styles.css'));

const rows = [
  ['@bb/order-form ShortOrderForm, all it pulls in (JS)', form, BUDGETS.orderForm],
  ['@bb/ui styles.css', uiCss, BUDGETS.uiCss],
  [`  for scale: Radix ${radixNames} (what @bb/ui uses)`, radix, null],
  ['  for scale: @bb/order-form styles.css (ui + form)', formCss, null],
];
const failures = rows.filter(([, size, budget]) => budget !== null && size.gzip > budget);

console.log('Size check (esbuild minify, platform browser, react/react-dom external; gzip -9)');
console.table(
  rows.map(([name, size, budget]) => ({
    bundle: name,
    minified: kb(size.minified),
    gzip: kb(size.gzip),
    budget: budget === null ? '' : kb(budget),
    status: budget === null ? '' : size.gzip <= budget ? 'ok' : 'OVER',
  })),
);
console.log('What each part adds to the ShortOrderForm bundle (minified, before gzip):');
console.table(formParts.map(([part, bytes]) => ({ part, minified: kb(bytes) })));
console.log(`valibot in the ShortOrderForm bundle: ${valibotInForm ? 'YES' : 'no'}`);
console.log(`size check took ${Math.round(performance.now() - started)} ms`);

if (failures.length > 0) {
  for (const [name, size, budget] of failures) {
    console.error(`${name}: ${kb(size.gzip)} gzip is over its budget of ${kb(budget)}`);
  }
  process.exitCode = 1;
}
if (valibotInForm) {
  console.error('valibot is in the ShortOrderForm bundle: browser code must not import requests');
  process.exitCode = 1;
}
