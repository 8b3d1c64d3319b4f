// The first operator: the command run as a process on a fresh database, its printed link followed.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ApiClient, slugOf } from '../testing/api-client';
import {
  createPostgresDatabase,
  ENGINES,
  PUBLIC_ORIGIN,
  startTestServer,
} from '../testing/test-server';
import { AdminCommandError, createUserCommand } from './create-user';

const apiDir = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'First-operator-9';
/** A command is a process of its own, started under tsx: slow on a busy machine. */
const PROCESS_TEST = { timeout: 60_000 };

/** Runs `admin …` as `pnpm --filter @bb/api admin …` does, on the database `env` names. */
async function admin(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/admin/admin-main.ts', ...args],
      {
        cwd: apiDir,
        env: { ...process.env, PUBLIC_ORIGIN, SEED_DEMO_DATA: '0', LOG_LEVEL: 'silent', ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe.each(ENGINES)('admin create-user on a fresh %s database', (engine) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-admin-'));
  let env: Record<string, string>;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    if (engine === 'postgres') {
      const database = await createPostgresDatabase();
      env = { DATA_DIR: dataDir, DATABASE_URL: database.url };
      dropDatabase = database.drop;
    } else {
      // DATABASE_URL unset: the server's default, DATA_DIR/bb.sqlite.
      env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    }
  });
  afterAll(async () => {
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'creates the first operator, whose printed link sets a password to sign in with',
    PROCESS_TEST,
    async () => {
      const created = await admin(
        ['create-user', '--role', 'operator', '--email', ' First@Example.com '],
        env,
      );
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      const lines = created.stdout.trim().split('\n');
      expect(lines[0]).toMatch(/^Created the operator account first@example\.com \(id \d+\)\.$/);
      const link = new URL(lines.at(-1) ?? '');
      expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_ORIGIN}/auth_password_reset.html`);

      const server = await startTestServer('sqlite', {
        ...env,
        DATABASE_URL: env.DATABASE_URL || path.join(dataDir, 'bb.sqlite'),
        SEED_DEMO_DATA: '0',
      });
      try {
        const client = new ApiClient(server.app, '10.29.0.1');
        const code = link.searchParams.get('code') ?? '';
        expect(
          (await client.patch('users/password-restore', { code, password: PASSWORD })).status,
        ).toBe(200);
        const again = await client.patch('users/password-restore', { code, password: PASSWORD });
        expect(slugOf(again)).toBe('code_incorrect');
        const session = await client.post('users/sessions', {
          login: 'first@example.com',
          password: PASSWORD,
          policy_agree: '1',
        });
        expect(session.json.body).toMatchObject({
          user_role: 'operator',
          dashboard_home_url_path: '/operator/',
        });
        expect((await client.get('operators/staff')).json.body.staff).toMatchObject([
          { email: 'first@example.com', role: 'operator', status: 'active' },
        ]);
        const events = await server.ctx.db
          .selectFrom('audit_events')
          .select(['actor_user_id', 'action', 'detail'])
          .execute();
        expect(events).toEqual([
          { actor_user_id: null, action: 'account_created', detail: 'operator' },
        ]);
      } finally {
        await server.close();
      }
    },
  );

  it('refuses an address that has an account, with exit code 1', PROCESS_TEST, async () => {
    const again = await admin(
      ['create-user', '--role', 'seo', '--email', 'first@example.com'],
      env,
    );
    expect(again).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'An account with the e-mail first@example.com exists already.\n',
    });
  });
});

describe('admin create-user refusals', () => {
  const env = { DATA_DIR: path.join(tmpdir(), 'bb-admin-never-created'), DATABASE_URL: '' };

  it.each([
    [
      ['create-user', '--role', 'admin', '--email', 'a@example.com'],
      'Unknown role "admin": use --role with one of operator, seo, support_contract, earnings.\n',
    ],
    [['remove-user'], 'Usage: admin create-user --role ROLE --email EMAIL\n'],
  ])(
    '%j, with exit code 1, before any database is opened',
    async (args, message) => {
      expect(await admin(args, env)).toEqual({ code: 1, stdout: '', stderr: message });
      expect(existsSync(env.DATA_DIR)).toBe(false);
    },
    PROCESS_TEST.timeout,
  );

  it.each([
    [{ email: 'a@example.com' }, 'Unknown role "": use --role with one of'],
    [
      { role: 'seo', email: 'nobody@' },
      '--email: Please enter an e-mail address like name@example.com.',
    ],
    [{ role: 'seo' }, '--email: Please enter the e-mail address of the person you invite.'],
  ])('%j is refused with its reason', async (options, message) => {
    const refusal = createUserCommand(loadConfig(env), options);
    await expect(refusal).rejects.toBeInstanceOf(AdminCommandError);
    await expect(refusal).rejects.toThrow(message);
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });
});
