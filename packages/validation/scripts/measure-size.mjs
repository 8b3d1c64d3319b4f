// Measures what @bb/validation and its schema library cost a browser bundle: esbuild bundles,
// minified, gzip level 9. Prints the figures quoted in the README.
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));

async function measure(label, contents, external = []) {
  const result = await build({
    stdin: { contents, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    write: false,
    external,
  });
  const code = result.outputFiles[0].contents;
  const gzip = gzipSync(code, { level: 9 }).length;
  console.log(
    `${label.padEnd(58)} ${String(code.length).padStart(7)} B  ${String(gzip).padStart(6)} B gzip`,
  );
  return gzip;
}

console.log(`${'bundle'.padEnd(58)} ${'minified'.padStart(9)}  ${'gzip'.padStart(11)}`);
const whole = await measure('whole package (every export)', `export * from '${entry}';`);
const own = await measure('whole package, valibot left out', `export * from '${entry}';`, [
  'valibot',
]);
await measure(
  'field rules + messages + mapServerErrors (a form)',
  `export { validateLoginForm, validateShortOrderForm, mapServerErrors, MESSAGES } from '${entry}';`,
);
await measure(
  'one request schema + parseRequest (a server route)',
  `export { sessionCreateBody, parseRequest } from '${entry}';`,
);
console.log(`valibot's share of the whole package: ${whole - own} B gzip`);
