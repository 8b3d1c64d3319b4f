// The API as a process manager stops it: a real child process of src/main.ts, sent SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, onTestFinished } from 'vitest';
import { listeningOrigin } from '../../../../scripts/listening-origin';
import { startSlowRequest } from '../testing/slow-request';

const apiDir = path.resolve(import.meta.dirname, '../..');

async function startApi(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-api-shutdown-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: '0',
      // Starting under tsx on a busy machine lags the event loop; shedding is not tested here.
      SHED_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  onTestFinished(async () => {
    child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { origin: await listeningOrigin(child, 'the API'), child, exited };
}

/** Whether a new connection is refused, asked until it is (bounded). */
async function refusesConnections(origin: string): Promise<boolean> {
  for (let tries = 0; tries < 100; tries++) {
    try {
      await fetch(`${origin}/api/en/1/health`);
    } catch {
      return true;
    }
    await sleep(20);
  }
  return false;
}

describe('the API process on SIGTERM', () => {
  it('refuses new connections, answers the request in flight, and exits 0', async () => {
    const { origin, child, exited } = await startApi();
    const slow = await startSlowRequest(origin);
    child.kill('SIGTERM');
    expect(await refusesConnections(origin)).toBe(true);
    const answered = await slow.finish();
    expect(answered.status).toBe(200);
    expect(await exited).toBe(0);
  }, 60_000);

  it('cuts a request still in flight after SHUTDOWN_GRACE_MS, and exits 1', async () => {
    const { origin, child, exited } = await startApi({ SHUTDOWN_GRACE_MS: '300' });
    const slow = await startSlowRequest(origin);
    const signalled = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(5_000);
    expect(Number.isNaN((await slow.finish()).status)).toBe(true);
  }, 60_000);
});
