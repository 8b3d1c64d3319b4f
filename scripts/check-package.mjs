#!/usr/bin/env node
// Checks one @bb package as its consumers will get it: packs it with pnpm (so publishConfig
// swaps the source-first exports for dist), then checks the tarball's file list, its manifest,
// publint and Are-the-types-wrong. Run from the package folder (its `check:package` script).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const failures = [];
const fail = (message) => failures.push(message);

const destination = mkdtempSync(path.join(tmpdir(), 'bb-pack-'));
try {
  execFileSync(bin('pnpm'), ['pack', '--pack-destination', destination], { stdio: 'pipe' });
  const tarballName = readdirSync(destination).find((file) => file.endsWith('.tgz'));
  if (!tarballName) throw new Error('pnpm pack made no tarball');
  const tarball = path.join(destination, tarballName);

  const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((file) => file.replace(/^package\//, ''));
  const required = [
    'package.json',
    'README.md',
    'dist/index.js',
    'dist/index.cjs',
    'dist/index.d.ts',
    'dist/index.d.cts',
  ];
  for (const file of required) if (!files.includes(file)) fail(`tarball lacks ${file}`);
  for (const file of files) {
    if (/^src\/|\.test\.|\.stories\./.test(file)) fail(`tarball ships source or tests: ${file}`);
  }

  execFileSync('tar', ['-xzf', tarball, '-C', destination, 'package/package.json']);
  const packed = JSON.parse(readFileSync(path.join(destination, 'package/package.json'), 'utf8'));
  if (JSON.stringify(packed.exports).includes('/src/')) fail('packed exports still point at src');
  if (packed.peerDependencies?.react && !packed.peerDependencies.react.includes('19')) {
    fail('react peer range must include 19');
  }
  for (const [name, range] of Object.entries(packed.dependencies ?? {})) {
    if (String(range).startsWith('workspace:')) fail(`unresolved workspace range for ${name}`);
  }
  // Nothing published depends on a private package of the workspace (the dashboard, the apps):
  // the packages' arrows point down (../shared/ARCHITECTURE.md), and no host could install one.
  const privateNames = new Set(
    ['packages', 'apps'].flatMap((folder) =>
      readdirSync(path.join(root, folder)).flatMap((name) => {
        const file = path.join(root, folder, name, 'package.json');
        const other = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
        return other.private ? [other.name] : [];
      }),
    ),
  );
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const name of Object.keys(packed[field] ?? {})) {
      if (privateNames.has(name)) fail(`${field} names the private ${name}`);
    }
  }

  // React packages must keep 'use client' first so React Server Components consumers can import them.
  if (packed.peerDependencies?.react) {
    execFileSync('tar', ['-xzf', tarball, '-C', destination, 'package/dist']);
    for (const file of ['dist/index.js', 'dist/index.cjs']) {
      const code = readFileSync(path.join(destination, 'package', file), 'utf8');
      if (!/^['"]use client['"];/.test(code)) fail(`${file} does not start with 'use client'`);
    }
  }

  const run = (command, args) => {
    try {
      execFileSync(command, args, { stdio: 'pipe', encoding: 'utf8' });
    } catch (error) {
      fail(`${path.basename(command)} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    }
  };
  run(bin('publint'), ['run', tarball, '--strict', '--pack', 'false']);
  const cssEntries = Object.keys(packed.exports ?? {}).filter((entry) => entry.endsWith('.css'));
  run(bin('attw'), [
    tarball,
    ...(cssEntries.length ? ['--exclude-entrypoints', ...cssEntries] : []),
  ]);

  const summary = `${manifest.name}: ${files.length} files packed, publint and attw checked`;
  if (failures.length) {
    console.error(`${manifest.name}: package check failed\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log(summary);
  }
} finally {
  rmSync(destination, { recursive: true, force: true });
}
