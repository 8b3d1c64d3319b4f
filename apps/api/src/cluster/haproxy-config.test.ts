import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findHaproxy } from './haproxy';
import { clusterHaproxyConfig, exampleHaproxyConfig } from './haproxy-config';

const dir = mkdtempSync(path.join(tmpdir(), 'bb-haproxy-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** HAProxy's own verdict on a configuration (`haproxy -c`). */
function haproxyCheck(config: string): string {
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  const result = spawnSync(findHaproxy(), ['-c', '-f', file], { encoding: 'utf8' });
  return result.status === 0 ? 'valid' : `${result.stderr}${result.stdout}`;
}

describe("the cluster's HAProxy configuration", () => {
  const options = {
    host: '0.0.0.0',
    port: 8080,
    processes: [
      { name: 'api1', port: 41001 },
      { name: 'api2', port: 41002 },
      { name: 'api3', port: 41003 },
    ],
    adminSocket: path.join(dir, 'admin.sock'),
  };

  it('is the example with this run’s address, one server a process and the runtime socket', () => {
    const example = readFileSync(exampleHaproxyConfig(), 'utf8');
    const config = clusterHaproxyConfig(options);
    expect(config.match(/^\s*server .*$/gm)?.map((line) => line.trim())).toEqual([
      'server api1 127.0.0.1:41001',
      'server api2 127.0.0.1:41002',
      'server api3 127.0.0.1:41003',
    ]);
    expect(config).toMatch(/^\s*bind 0\.0\.0\.0:8080$/m);
    expect(config).toContain(`stats socket ${options.adminSocket} mode 600 level admin`);
    // Checks, retries and timeouts are the example's, line for line.
    const kept = (text: string) =>
      text.split('\n').filter((line) => !/^\s*(bind|server|stats socket|#)/.test(line));
    expect(kept(config)).toEqual(kept(example));
  });

  it('is accepted by haproxy, as is the example itself', () => {
    expect(haproxyCheck(readFileSync(exampleHaproxyConfig(), 'utf8'))).toBe('valid');
    expect(haproxyCheck(clusterHaproxyConfig(options))).toBe('valid');
  });

  it('checks readiness, and sends only reads again after they reached a process', () => {
    const config = clusterHaproxyConfig(options);
    expect(config).toMatch(/^\s*option httpchk GET \/api\/en\/1\/ready$/m);
    expect(config).toMatch(/^\s*http-request disable-l7-retry unless METH_GET$/m);
  });

  it('refuses an example that lost a line it fills in', () => {
    expect(() => clusterHaproxyConfig(options, 'frontend public\n    bind :80\n')).toThrow(
      /lost its bind, server or stats socket line/,
    );
  });
});
