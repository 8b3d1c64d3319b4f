// The root's `start` as a newcomer runs it: turbo's `start` task (`turbo run start`, which passes
// a task only the variables turbo.json lists) on the built site, with a setting of each group of
// the configuration, each seen applied; the address it prints opens a page whose sign-in works,
// and the loopback twin of that address redirects there. The build is the suite's (`--only`).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@bb/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port';
import { launchBrowser, signInFormReady } from './browser';

const root = path.resolve(import.meta.dirname, '../../..');
const xhr = { 'x-requested-with': 'XMLHttpRequest' };

/** `turbo run start` for the site alone, its output collected; `env` replaces the environment. */
function startThroughTurbo(env: Record<string, string>) {
  const turbo = spawn(
    path.join(root, 'node_modules/.bin/turbo'),
    ['run', 'start', '--filter=@bb/site', '--only'],
    // Its own process group, so stopping it stops the server turbo started.
    { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const run = { turbo, output: '' };
  const read = (chunk: Buffer) => {
    run.output += chunk.toString('utf8');
  };
  turbo.stdout?.on('data', read);
  turbo.stderr?.on('data', read);
  return run;
}

async function stop(turbo: ChildProcess): Promise<void> {
  if (turbo.exitCode !== null || turbo.pid === undefined) return;
  const exited = new Promise((resolve) => turbo.once('exit', resolve));
  process.kill(-turbo.pid, 'SIGINT');
  await exited;
}

/** Waits for `pattern` in the output, or fails with the output when turbo exits first. */
async function waitFor(run: ReturnType<typeof startThroughTurbo>, pattern: RegExp) {
  for (;;) {
    const match = pattern.exec(run.output);
    if (match) return match;
    if (run.turbo.exitCode !== null) throw new Error(`turbo exited:\n${run.output}`);
    await sleep(100);
  }
}

/** The machine's environment without payment settings, pnpm's folder first (turbo runs pnpm). */
function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && !/^(STRIPE|PAYPAL)_/.test(name)) env[name] = value;
  env.PATH = `${path.join(root, 'node_modules/.bin')}${path.delimiter}${env.PATH ?? ''}`;
  return env;
}

/** A stand-in for Stripe's and PayPal's APIs that records who called and refuses everything. */
async function startRecorder() {
  const calls: Array<{ url: string; authorization: string }> = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    calls.push({ url: request.url ?? '', authorization: request.headers.authorization ?? '' });
    request.resume();
    response.writeHead(400, { 'content-type': 'application/json' });
    response.end('{"error":{"type":"invalid_request_error","message":"recorded"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { calls, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('`start` through turbo, with a setting of each group', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bb-start-command-'));
  const filesDir = path.join(dir, 'uploads');
  let recorder: Awaited<ReturnType<typeof startRecorder>>;
  let run: ReturnType<typeof startThroughTurbo>;
  let port = 0;
  let printed = '';

  beforeAll(async () => {
    if (!existsSync(path.join(root, 'apps/site/dist/server/main.js')))
      throw new Error('apps/site is not built: run its build first');
    recorder = await startRecorder();
    port = await freePort();
    run = startThroughTurbo({
      ...baseEnv(),
      PORT: String(port),
      DATA_DIR: dir,
      LOG_LEVEL: 'info',
      SESSION_IDLE_HOURS: '2',
      STRIPE_SECRET_KEY: 'sk_test_start',
      STRIPE_WEBHOOK_SECRET: 'whsec_start',
      STRIPE_API_URL: recorder.url,
      PAYPAL_CLIENT_ID: 'start-client',
      PAYPAL_CLIENT_SECRET: 'start-secret',
      PAYPAL_API_URL: recorder.url,
      FILE_STORAGE: 'disk',
      FILES_DIR: filesDir,
      MAIL_FROM: 'Start Check <start-check@bb.example>',
      SITE_NAME: 'Start Check Site',
    });
    printed = (await waitFor(run, /Open (\S+) \(listening at/))[1] ?? '';
  }, 120_000);

  afterAll(async () => {
    await stop(run.turbo);
    recorder?.server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const signIn = async (login: string) => {
    const response = await fetch(`${printed}/api/en/1/users/sessions`, {
      method: 'POST',
      headers: { ...xhr, origin: printed },
      body: new URLSearchParams({ login, password: DEMO_PASSWORD, stay_signed_in: '0' }),
    });
    expect(response.status).toBe(200);
    return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  };

  it('prints the configured origin on PORT, localhost by default, as the address to open', () => {
    expect(printed).toBe(`http://localhost:${port}`);
    expect(run.output).toContain(`(listening at http://127.0.0.1:${port})`);
  });

  it('opens a page at the printed address whose sign-in works, and sends its twin there', async () => {
    const browser = await launchBrowser();
    try {
      const page = await (await browser.newContext()).newPage();
      await page.goto(`http://127.0.0.1:${port}/sign-in.html?from=twin`);
      expect(page.url()).toBe(`${printed}/sign-in.html?from=twin`);
      await signInFormReady(page);
      await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNTS.customer);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(`${printed}/dashboard/**`);
    } finally {
      await browser.close();
    }
    const twin = await fetch(`http://127.0.0.1:${port}/about-us.html?a=1`, { redirect: 'manual' });
    expect(twin.status).toBe(308);
    expect(twin.headers.get('location')).toBe(`${printed}/about-us.html?a=1`);
  });

  it('applies SITE_NAME and SESSION_IDLE_HOURS', async () => {
    const settings = await (await fetch(`${printed}/api/en/1/common/settings`)).json();
    expect(settings.body.site.name).toBe('Start Check Site');
    const cookie = await signIn(DEMO_ACCOUNTS.customer);
    const session = await (
      await fetch(`${printed}/api/en/1/users/sessions`, { headers: { cookie } })
    ).json();
    const hours = (session.body.expires_at - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);
  });

  it('keeps an upload in FILES_DIR and sends mail from MAIL_FROM', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'notes.txt');
    const upload = await fetch(`${printed}/api/en/1/widgets/orphanage-file`, {
      method: 'POST',
      headers: { ...xhr, origin: printed },
      body: form,
    });
    const { body } = await upload.json();
    expect(readFileSync(path.join(filesDir, body.file.id), 'utf8')).toBe('hello');

    const restore = await fetch(`${printed}/api/en/1/users/password-restore`, {
      method: 'POST',
      headers: { ...xhr, origin: printed },
      body: new URLSearchParams({ login: DEMO_ACCOUNTS.customer, policy_agree: '1' }),
    });
    expect(restore.status).toBe(200);
    const outbox = path.join(dir, 'outbox');
    const mails = readdirSync(outbox).map((file) => readFileSync(path.join(outbox, file), 'utf8'));
    expect(mails.some((mail) => mail.includes('From: Start Check <start-check@bb.example>'))).toBe(
      true,
    );
  });

  it("sends top-ups to STRIPE_API_URL with Stripe's key and payouts to PAYPAL_API_URL with PayPal's", async () => {
    expect(run.output).not.toContain('demo checkout');
    expect(run.output).not.toContain('demo PayPal');
    const cookie = await signIn(DEMO_ACCOUNTS.customer);
    await fetch(`${printed}/api/en/1/customers/balance/top-ups`, {
      method: 'POST',
      headers: { ...xhr, origin: printed, cookie },
      body: new URLSearchParams({ amount_cents: '5000' }),
    });
    expect(recorder.calls).toContainEqual({
      url: '/v1/checkout/sessions',
      authorization: 'Bearer sk_test_start',
    });
    // The payout run at start asks PayPal for a token with the client id and secret.
    const basic = `Basic ${Buffer.from('start-client:start-secret').toString('base64')}`;
    await expect
      .poll(() => recorder.calls.some((call) => call.authorization === basic), { timeout: 20_000 })
      .toBe(true);
  });
});

describe('`start` through turbo with a mistyped payment setting', () => {
  it('refuses to start, naming the variable', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-start-typo-'));
    const run = startThroughTurbo({
      ...baseEnv(),
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      STRIPE_SECRET_KY: 'sk_test_typo',
    });
    let outcome: unknown;
    try {
      outcome = await new Promise((resolve) => {
        run.turbo.once('close', resolve);
        // Dropped on the way, the variable would not stop the start: stop it here then.
        waitFor(run, /\(listening at/).then(
          () => resolve('started'),
          () => undefined,
        );
      });
    } finally {
      await stop(run.turbo);
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(outcome).not.toBe('started');
    expect(outcome).not.toBe(0);
    expect(run.output).toContain(
      'STRIPE_SECRET_KY is not a setting (the STRIPE_* settings are STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL)',
    );
  }, 60_000);
});
