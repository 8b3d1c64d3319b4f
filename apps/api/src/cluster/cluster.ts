import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../../../scripts/free-port';
import { type ApiProcess, spawnApiProcess, waitUntilReady } from './api-process';
import { type Haproxy, startHaproxy } from './haproxy';
import { clusterHaproxyConfig } from './haproxy-config';

export type ClusterOptions = {
  /** How many API processes. */
  processes: number;
  /** The balancer's public address. */
  host: string;
  port: number;
  /** The built server, dist/main.js. */
  mainFile: string;
  /** The API processes' environment (each gets its own PORT and HOST=127.0.0.1). */
  env: NodeJS.ProcessEnv;
  print: (line: string) => void;
};

export type Cluster = {
  /**
   * Restarts the processes one at a time without failing a request: the balancer stops sending
   * it requests (drain), its last ones finish, it is stopped with SIGTERM and started again, and
   * once it is ready and the balancer counts it up, the next one follows.
   */
  rollingRestart(): Promise<void>;
  /** Stops the balancer gracefully, then every process with SIGTERM. */
  stop(): Promise<void>;
  /** Rejects when the cluster cannot go on: haproxy died, or a process died again at start. */
  failed: Promise<never>;
};

type Member = {
  name: string;
  port: number;
  api: ApiProcess;
  /** Resolves once it answers its readiness check. */
  ready: Promise<void>;
  /** Stopped on purpose: its exit is no crash. */
  stopping: boolean;
};

/** A fresh start on an empty database migrates and seeds it first. */
const READY_TIMEOUT_MS = 120_000;
const DRAIN_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 30_000;
/** Two good health checks a second apart, with room for a busy machine. */
const UP_TIMEOUT_MS = 20_000;
const RESTART_DELAY_MS = 1000;

/**
 * Starts `processes` API processes at once on free ports of 127.0.0.1, waits until each is ready,
 * then HAProxy on the public address with the repository's example configuration, and resolves
 * once the balancer counts every process up. A process that dies is started again; the balancer
 * sends its requests to the others meanwhile.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { print } = options;
  const stateDir = mkdtempSync(path.join(tmpdir(), 'bb-cluster-'));
  const adminSocket = path.join(stateDir, 'haproxy.sock');
  let stopping = false;
  // A process that dies before the cluster is up fails the start instead of being restarted.
  let running = false;
  let fail: (error: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  // Handled by whoever awaits it; never an unhandled rejection of its own.
  failed.catch(() => {});

  const spawnMember = ({ name, port }: { name: string; port: number }): Member => {
    const api = spawnApiProcess(options.mainFile, name, port, options.env, print);
    const ready = waitUntilReady(port, api, READY_TIMEOUT_MS);
    // Whoever needs it awaits it; a failure is theirs to report.
    ready.catch(() => {});
    const started: Member = { name, port, api, ready, stopping: false };
    void api.exited.then((code) => restartAfterCrash(started, code));
    return started;
  };
  const members: Member[] = [];
  // One line for every start, which the scale test and the benchmark read the pids from.
  const announce = (member: Member, note: string) =>
    print(
      `[cluster] ${member.name} (pid ${member.api.child.pid}) up at http://127.0.0.1:${member.port}${note}`,
    );
  let haproxy: Haproxy | undefined;
  const restartAfterCrash = async (member: Member, code: number | string) => {
    if (!running || member.stopping || stopping) return;
    print(
      `[cluster] ${member.name} (pid ${member.api.child.pid}) exited (${code}); starting it again`,
    );
    await sleep(RESTART_DELAY_MS);
    // A rolling restart may have started it again meanwhile.
    const index = members.indexOf(member);
    if (stopping || member.stopping || index === -1) return;
    const again = spawnMember(member);
    members[index] = again;
    try {
      await again.ready;
      await haproxy?.waitFor(again.name, (state) => state.status === 'UP', UP_TIMEOUT_MS);
      announce(again, ', started again');
    } catch (error) {
      if (!again.stopping && !stopping) {
        fail(new Error(`${again.name} could not start again: ${(error as Error).message}`));
      }
    }
  };

  // Nothing outlives this process, even when it ends without stopping them.
  process.once('exit', () => {
    for (const member of members) member.api.child.kill('SIGKILL');
    haproxy?.kill();
  });
  const ports = await Promise.all(Array.from({ length: options.processes }, () => freePort()));
  members.push(...ports.map((port, index) => spawnMember({ name: `api${index + 1}`, port })));
  const stopMember = async (member: Member) => {
    member.stopping = true;
    member.api.child.kill('SIGTERM');
    const timer = setTimeout(() => member.api.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await member.api.exited;
    clearTimeout(timer);
  };
  const stop = async () => {
    stopping = true;
    await haproxy?.stop();
    await Promise.all(members.map(stopMember));
    rmSync(stateDir, { recursive: true, force: true });
  };

  try {
    await Promise.all(
      members.map((member) =>
        member.ready.catch((error: Error) => {
          throw new Error(`${member.name} did not start: ${error.message}`);
        }),
      ),
    );
    const configFile = path.join(stateDir, 'haproxy.cfg');
    writeFileSync(
      configFile,
      clusterHaproxyConfig({
        host: options.host,
        port: options.port,
        processes: members,
        adminSocket,
      }),
    );
    haproxy = await startHaproxy(configFile, adminSocket, print);
    const balancer = haproxy;
    void balancer.exited.then((code) => {
      if (!stopping) fail(new Error(`haproxy exited (${code})`));
    });
    await Promise.all(
      members.map((member) =>
        balancer.waitFor(member.name, (state) => state.status === 'UP', UP_TIMEOUT_MS),
      ),
    );
    for (const member of members) announce(member, '');
  } catch (error) {
    await stop();
    throw error;
  }
  const balancer = haproxy;
  running = true;

  let restarting: Promise<void> | undefined;
  const restartOne = async (index: number) => {
    const old = members[index];
    if (!old) return;
    // One starting again after a crash is let finish first.
    await old.ready.catch(() => {});
    print(`[cluster] ${old.name}: draining`);
    await balancer.command(`set server api/${old.name} state drain`);
    await balancer.waitFor(old.name, (state) => state.sessions === 0, DRAIN_TIMEOUT_MS);
    await stopMember(old);
    const again = spawnMember(old);
    members[index] = again;
    await again.ready;
    await balancer.command(`set server api/${again.name} state ready`);
    await balancer.waitFor(again.name, (state) => state.status === 'UP', UP_TIMEOUT_MS);
    announce(again, ', restarted');
  };

  return {
    rollingRestart() {
      // A second request while one runs joins it rather than restarting twice at once.
      restarting ??= (async () => {
        for (let index = 0; index < members.length; index += 1) await restartOne(index);
      })().finally(() => {
        restarting = undefined;
      });
      return restarting;
    },
    stop,
    failed,
  };
}
