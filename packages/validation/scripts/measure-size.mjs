// Measures what @bb/validation and its schema library cost a bundle: esbuild bundles, minified,
// gzip level 9, of each entry and of typical imports. Prints the figures quoted in the README and
// whether valibot got into the main entry (it must not: browser code imports only that one).
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const requests = fileURLToPath(new URL('../src/requests.ts', import.meta.url));

async function measure(label, contents, external = []) {
  const result = await build({
    stdin: { contents, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    write: false,
    metafile: true,
    external,
  });
  const code = result.outputFiles[0].contents;
  const gzip = gzipSync(code, { level: 9 }).length;
  console.log(
    `${label.padEnd(58)} ${String(code.length).padStart(7)} B  ${String(gzip).padStart(6)} B gzip`,
  );
  const inputs = Object.keys(result.metafile.inputs);
  return { gzip, hasValibot: inputs.some((input) => input.includes('node_modules/valibot/')) };
}

console.log(`${'bundle'.padEnd(58)} ${'minified'.padStart(9)}  ${'gzip'.padStart(11)}`);
const main = await measure(
  "main entry '@bb/validation' (every export)",
  `export * from '${entry}';`,
);
const whole = await measure(
  "requests entry '@bb/validation/requests' (every export)",
  `export * from '${requests}';`,
);
const own = await measure('requests entry, valibot left out', `export * from '${requests}';`, [
  'valibot',
]);
await measure(
  'field rules + messages + mapServerErrors (a form)',
  `export { validateLoginForm, validateShortOrderForm, mapServerErrors, MESSAGES } from '${entry}';`,
);
await measure(
  'one request schema + parseRequest (a server route)',
  `export { sessionCreateBody, parseRequest } from '${requests}';`,
);
console.log(`valibot's share of the requests entry: ${whole.gzip - own.gzip} B gzip`);
console.log(`valibot in the main entry: ${main.hasValibot ? 'yes' : 'no'}`);
if (main.hasValibot) process.exitCode = 1;
