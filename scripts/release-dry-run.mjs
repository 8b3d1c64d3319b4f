#!/usr/bin/env node
// Proves a release would work without publishing anything: on a scratch copy of the workspace
// manifests, a changeset bumping every public package is versioned by `changeset version`, and
// every public package is published with `--dry-run` so npm lists what it would upload.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const publicPackages = readdirSync(path.join(root, 'packages'))
  .map((dir) => ({ dir, manifest: readJson(path.join(root, 'packages', dir, 'package.json')) }))
  .filter(({ manifest }) => !manifest.private);

const scratch = mkdtempSync(path.join(tmpdir(), 'bb-release-'));
try {
  for (const file of ['package.json', 'pnpm-workspace.yaml', '.changeset']) {
    cpSync(path.join(root, file), path.join(scratch, file), { recursive: true });
  }
  for (const { dir } of publicPackages) {
    const target = path.join(scratch, 'packages', dir);
    cpSync(path.join(root, 'packages', dir, 'package.json'), path.join(target, 'package.json'));
  }
  const bumps = publicPackages.map(({ manifest }) => `'${manifest.name}': patch`).join('\n');
  writeFileSync(
    path.join(scratch, '.changeset', 'release-dry-run.md'),
    `---\n${bumps}\n---\n\nRelease dry run.\n`,
  );
  execFileSync('git', ['init', '-q'], { cwd: scratch });
  execFileSync(bin('changeset'), ['version'], { cwd: scratch, stdio: 'pipe' });

  const problems = [];
  for (const { dir, manifest } of publicPackages) {
    const versioned = readJson(path.join(scratch, 'packages', dir, 'package.json'));
    if (versioned.version === manifest.version) problems.push(`${manifest.name} was not bumped`);
    if (!existsSync(path.join(scratch, 'packages', dir, 'CHANGELOG.md'))) {
      problems.push(`${manifest.name} got no CHANGELOG.md`);
    }
    console.log(`${manifest.name}: ${manifest.version} -> ${versioned.version}`);
  }

  const output = execFileSync(
    bin('pnpm'),
    ['-r', '--filter', './packages/*', 'publish', '--dry-run', '--no-git-checks', '--json'],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const { manifest } of publicPackages) {
    if (!output.includes(manifest.name)) problems.push(`${manifest.name} missing from publish`);
  }
  if (problems.length) {
    console.error(`release dry run failed:\n- ${problems.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `release dry run: ${publicPackages.length} packages would be versioned and published`,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
