import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The example configuration in the repository (apps/api/deploy), which the cluster command runs a
 * copy of: found from the sources and from the build (dist) alike.
 */
export function exampleHaproxyConfig(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return path.join(dir, 'deploy', 'haproxy.cfg');
}

export type BalancedProcess = { name: string; port: number };

export type HaproxyConfigOptions = {
  /** Where the balancer listens: the public address. */
  host: string;
  port: number;
  /** One `server` line each, on 127.0.0.1. */
  processes: readonly BalancedProcess[];
  /** The runtime API's unix socket, through which processes are drained and restored. */
  adminSocket: string;
};

const BIND = /^(\s*)bind\s/;
const SERVER = /^(\s*)server\s/;
const ADMIN_SOCKET = /^(\s*)# stats socket /;

/**
 * The example configuration with this run's public address, one server line a process and the
 * runtime socket in place of the example's: everything else (checks, retries, timeouts) is the
 * example's own, so what the repository shows is what runs.
 */
export function clusterHaproxyConfig(
  options: HaproxyConfigOptions,
  example = readFileSync(exampleHaproxyConfig(), 'utf8'),
): string {
  // IPv6 addresses go without brackets: HAProxy reads the port after the last colon.
  const host = options.host.replace(/^\[(.*)\]$/, '$1');
  const found = { bind: false, server: false, socket: false };
  const lines = example.split('\n').flatMap((line) => {
    const indent = (pattern: RegExp) => pattern.exec(line)?.[1];
    const bind = indent(BIND);
    if (bind !== undefined) {
      found.bind = true;
      return [`${bind}bind ${host}:${options.port}`];
    }
    const socket = indent(ADMIN_SOCKET);
    if (socket !== undefined) {
      found.socket = true;
      return [`${socket}stats socket ${options.adminSocket} mode 600 level admin`];
    }
    const server = indent(SERVER);
    if (server === undefined) return [line];
    // The first server line becomes this run's servers; the example's others go.
    if (found.server) return [];
    found.server = true;
    return options.processes.map(({ name, port }) => `${server}server ${name} 127.0.0.1:${port}`);
  });
  if (!found.bind || !found.server || !found.socket) {
    throw new Error('The HAProxy example lost its bind, server or stats socket line');
  }
  return lines.join('\n');
}
