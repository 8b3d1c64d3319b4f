#!/usr/bin/env node
// First line of `start` and of the test run: which Node runs the scripts. pnpm puts the pinned
// runtime (the root devDependency `node`) first on every script's PATH; this fails loudly when
// something else runs them, rather than letting a test pass on the wrong runtime.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const pinned = manifest.devDependencies.node;
const running = process.versions.node;

console.log(`node v${running} (${process.execPath}), pinned ${pinned}`);
if (running !== pinned) {
  console.error(
    `This project runs on Node ${pinned}, installed by \`pnpm install\` from the npm registry; ` +
      `v${running} is running instead. Run the command through pnpm after \`pnpm install\`.`,
  );
  process.exit(1);
}
