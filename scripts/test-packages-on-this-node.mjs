#!/usr/bin/env node
// The hosted workflow's Node matrix: run with the machine's `node` (not through pnpm, which would
// switch to the pinned runtime), it proves the published packages on that Node.
// 1. Each published package's unit tests, on this Node, where the test runner supports it
//    (vitest 5 and jsdom 31 need Node 22 or later).
// 2. The consumer test, which installs the packed tarballs into a fresh app and loads, builds,
//    server-renders and uses them on this Node (its harness runs on the pinned Node).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pnpm = path.join(root, 'node_modules', '.bin', 'pnpm');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const UNIT_TEST_MIN_MAJOR = 22;

const run = (command, args, cwd = root) => {
  console.log(
    `\n$ ${path.relative(root, command) || command} ${args.join(' ')}   (in ${path.relative(root, cwd) || '.'})`,
  );
  execFileSync(command, args, { cwd, stdio: 'inherit' });
};

console.log(`published packages on node ${process.version} (${process.execPath})`);
run(pnpm, ['build']);

const major = Number(process.versions.node.split('.')[0]);
if (major >= UNIT_TEST_MIN_MAJOR) {
  for (const dir of readdirSync(path.join(root, 'packages'))) {
    const packageDir = path.join(root, 'packages', dir);
    const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    if (!manifest.private) run(process.execPath, [vitest, 'run'], packageDir);
  }
} else {
  console.log(
    `\nUnit tests skipped on Node ${major}: vitest 5 and jsdom 31 need Node ${UNIT_TEST_MIN_MAJOR}+. ` +
      'The consumer test below proves the packed packages on this Node.',
  );
}

run(pnpm, ['--filter', '@bb/order-form', 'test:consumer']);
