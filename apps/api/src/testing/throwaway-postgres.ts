import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../../scripts/free-port';

const INSTALL_HINT = 'PostgreSQL is needed for the API tests: apt-get install -y postgresql';

export type ThrowawayPostgres = { url: string; stop(): void };

/**
 * A throwaway PostgreSQL server for tests and benchmarks: initdb into a temporary folder (as the
 * postgres user when running as root, which initdb refuses), pg_ctl on 127.0.0.1 and a free port
 * with fsync off. `stop` ends it and deletes the folder. Autovacuum is off: its ANALYZE, landing
 * whenever a busy machine lets it, changed the plans the query-plan test reads from one run to
 * the next; a benchmark that needs statistics runs ANALYZE itself.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = findPostgresBin();
  const runAsPostgres = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'bb-pg-'));
  const dataDir = path.join(dir, 'data');
  if (runAsPostgres) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const run = (command: string, args: string[]) => {
    const [file, fileArgs] = runAsPostgres
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    const result = spawnSync(file, fileArgs, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(
        `${command} failed: ${result.stderr || result.stdout || result.error?.message}`,
      );
    }
  };

  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c autovacuum=off -c listen_addresses=127.0.0.1 -c max_connections=200 -k ${dir}`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function findPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const [newest] = versions;
  if (!newest) throw new Error(`No PostgreSQL server binaries under ${root}. ${INSTALL_HINT}`);
  return path.join(root, newest, 'bin');
}
