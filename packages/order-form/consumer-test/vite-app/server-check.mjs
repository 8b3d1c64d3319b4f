// A host's server, on whichever Node runs this file: every packed @bb package loads as ESM and as
// CommonJS, the API client talks to the API at the origin given as the first argument, and the
// form renders to HTML. Prints one JSON line for the consumer test to read.
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const PACKAGES = [
  '@bb/validation',
  '@bb/api-client',
  '@bb/analytics',
  '@bb/form-hooks',
  '@bb/ui',
  '@bb/order-form',
];

const require = createRequire(import.meta.url);
const exportsBySystem = {};
for (const name of PACKAGES) {
  const esm = await import(name);
  const cjs = require(name);
  exportsBySystem[name] = { esm: Object.keys(esm).sort(), cjs: Object.keys(cjs).sort() };
}

const { validateLogin } = await import('@bb/validation');
const { createApiClient } = await import('@bb/api-client');
const { ShortOrderForm } = await import('@bb/order-form');

const settings = await createApiClient({ origin: process.argv[2] }).getCommonSettings();

console.log(
  JSON.stringify({
    node: process.version,
    exportsBySystem,
    loginError: validateLogin('not an e-mail')?.message ?? null,
    googleSignIn: settings.env.is_google_oauth2_available,
    html: renderToString(createElement(ShortOrderForm, { pageType: 'landing' })),
  }),
);
