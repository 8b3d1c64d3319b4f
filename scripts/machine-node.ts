import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export type NodeRuntime = { path: string; version: string };

/**
 * The Node installed on the machine, as opposed to the pinned runtime that pnpm puts first on
 * every script's PATH from node_modules: the first `node` on PATH outside any node_modules folder.
 * The published packages promise to work on it, so tests that prove it run their work there.
 */
export function machineNode(searchPath = process.env.PATH ?? ''): NodeRuntime | undefined {
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir || dir.split(/[\\/]/).includes('node_modules')) continue;
    const candidate = path.join(dir, process.platform === 'win32' ? 'node.exe' : 'node');
    try {
      accessSync(candidate, constants.X_OK);
    } catch {
      continue;
    }
    const version = execFileSync(candidate, ['-p', 'process.version'], { encoding: 'utf8' }).trim();
    return { path: candidate, version };
  }
  return undefined;
}

/** The Node running this process, then the machine's Node when it is another version. */
export function runtimesToCheck(): NodeRuntime[] {
  const running = { path: process.execPath, version: process.version };
  const machine = machineNode();
  return machine && machine.version !== running.version ? [running, machine] : [running];
}
