#!/usr/bin/env node
// Reads a test run's output on stdin and prints one closing line, 'N passed, N failed', summed
// over every Vitest summary in it ("Tests  2 failed | 117 passed (119)"), for CI to read.
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const output = stripVTControlCharacters(readFileSync(0, 'utf8'));
let passed = 0;
let failed = 0;
for (const line of output.split('\n')) {
  const summary = line.match(/\sTests\s+(.*\(\d+\))\s*$/);
  if (!summary) continue;
  passed += Number(summary[1].match(/(\d+) passed/)?.[1] ?? 0);
  failed += Number(summary[1].match(/(\d+) failed/)?.[1] ?? 0);
}
console.log(`${passed} passed, ${failed} failed`);
