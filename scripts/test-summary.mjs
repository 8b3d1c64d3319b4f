#!/usr/bin/env node
// Reads a test run's output on stdin and prints, for CI to read at the end of its log (where only
// the tail may be kept): each failed test with the lines that explain it, each failed task's last
// lines when it failed without a Vitest summary (lint, typecheck, a build), then one closing line,
// 'N passed, N failed', summed over every Vitest summary ("Tests  2 failed | 117 passed (119)").
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const EXPLANATION_LINES = 14;
const TASK_TAIL_LINES = 20;

const lines = stripVTControlCharacters(readFileSync(0, 'utf8')).split('\n');
let passed = 0;
let failed = 0;
/** Turbo prefixes every line with its task ("@bb/api:test: "); the lines of each task, in order. */
const byTask = new Map();
for (const line of lines) {
  // A package's task is "@bb/api:test: ", the root's "//:lint: " ("//#lint: " in some of turbo's
  // lines), named "//:lint" in the Failed line below.
  const prefix = line.match(/^((?:@[\w/-]+:|\/\/[:#])[\w:-]+): ?(.*)$/);
  if (prefix) {
    const task = prefix[1].replace('#', ':');
    const taskLines = byTask.get(task) ?? [];
    taskLines.push(prefix[2]);
    byTask.set(task, taskLines);
  }
  const summary = line.match(/\sTests\s+(.*\(\d+\))\s*$/);
  if (!summary) continue;
  passed += Number(summary[1].match(/(\d+) passed/)?.[1] ?? 0);
  failed += Number(summary[1].match(/(\d+) failed/)?.[1] ?? 0);
}

const failedTasks = lines
  .join('\n')
  .match(/^\s*Failed:\s+(.*)$/m)?.[1]
  .split(',')
  .map((task) => task.trim().replace('#', ':'));
for (const task of failedTasks ?? []) {
  const taskLines = byTask.get(task) ?? [];
  const explained = [];
  taskLines.forEach((line, index) => {
    if (/^\s*FAIL\s/.test(line)) explained.push(taskLines.slice(index, index + EXPLANATION_LINES));
  });
  console.log(`\n=== ${task} failed ===`);
  const shown = explained.length > 0 ? explained : [taskLines.slice(-TASK_TAIL_LINES)];
  for (const block of shown) console.log(block.join('\n').trimEnd(), '\n');
}
console.log(`${passed} passed, ${failed} failed`);
