#!/usr/bin/env node
// The size budgets of issue 5, measured as a host's bundler would see the packages: a consumer
// entry `import { ShortOrderForm } from '@bb/order-form'` bundled by Vite (its Rolldown production
// build) from the built dist of every @bb package (minified, React left out), what it loads up
// front gzipped at level 9 (each chunk on its own, as a browser fetches them), must stay
// within 35 kB; @bb/ui's built stylesheet gzipped within 15 kB; and valibot (the server's request
// schemas, `@bb/validation/requests`) must not be in it. The Radix packages @bb/ui uses are
// printed alone for scale, with what each package adds to the form's bundle. Run after `build`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { bundleAsHost } from '../../../scripts/vite-host-bundle.mjs';

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
  enforce: 'pre',
  resolveId(specifier) {
    if (!specifier.startsWith('@bb/')) return null;
    const [, name, ...entry] = specifier.split('/');
    const dir = path.join(packagesDir, name);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const subpath = entry.length ? `./${entry.join('/')}` : '.';
    const target = manifest.publishConfig?.exports?.[subpath]?.import?.default;
    const file = target && path.join(dir, target);
    if (!file || !existsSync(file)) {
      throw new Error(`${specifier} has no built dist (${file}): run build first`);
    }
    return file;
  },
};

/** A host's production build of `contents`, measured up front and, apart, on demand. */
async function bundle(contents, root) {
  const { upFront, onDemand } = await bundleAsHost(contents, root, { plugins: [builtBbPackages] });
  return { ...measure(upFront), onDemand: measure(onDemand) };
}

function measure(chunks) {
  const inputs = {};
  let minified = 0;
  let gzip = 0;
  for (const chunk of chunks) {
    minified += chunk.code.length;
    gzip += gzipSync(chunk.code, { level: 9 }).length;
    for (const [id, module] of Object.entries(chunk.modules)) {
      inputs[id] = { bytesInOutput: module.renderedLength };
    }
  }
  return { minified, gzip, output: { inputs } };
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
 * The bytes each part contributes to a bundle (after tree shaking, before minifying), largest first: every @bb package on its
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
  ['@bb/order-form ShortOrderForm, loaded up front (JS)', form, BUDGETS.orderForm],
  ['  on demand (dynamic imports)', form.onDemand, null],
  ['@bb/ui styles.css', uiCss, BUDGETS.uiCss],
  [`  for scale: Radix ${radixNames} (what @bb/ui uses)`, radix, null],
  ['  for scale: @bb/order-form styles.css (ui + form)', formCss, null],
];
const failures = rows.filter(([, size, budget]) => budget !== null && size.gzip > budget);

console.log('Size check (Vite production build, react/react-dom external; gzip -9)');
console.table(
  rows.map(([name, size, budget]) => ({
    bundle: name,
    minified: kb(size.minified),
    gzip: kb(size.gzip),
    budget: budget === null ? '' : kb(budget),
    status: budget === null ? '' : size.gzip <= budget ? 'ok' : 'OVER',
  })),
);
console.log(
  "What each part adds to the ShortOrderForm bundle (each module's code after tree shaking, before minifying):",
);
console.table(
  formParts
    .filter(([, bytes]) => bytes > 0)
    .map(([part, bytes]) => ({ part, rendered: kb(bytes) })),
);
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
