// `pnpm start` as a person runs it: the built server (dist/main.js) on the pinned Node, on a new
// SQLite file that it creates, migrates and seeds, answering on its port, and stopping cleanly.
// The unit tests run the TypeScript sources, so only this catches what the build does to them.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningOrigin } from '../../../scripts/listening-origin';

const main = path.resolve(import.meta.dirname, '../dist/main.js');
const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-api-start-'));
let server: ChildProcess;
let origin = '';
let output = '';

beforeAll(async () => {
  if (!existsSync(main)) throw new Error('apps/api is not built: run its build first');
  server = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  origin = await listeningOrigin(server, 'the server');
  // As a balancer does: a process that has just started may shed load for a second (the start's
  // own work shows as event-loop delay in its first sample), and says so on its readiness.
  for (let tries = 0; (await fetch(`${origin}/api/en/1/ready`)).status !== 200; tries++) {
    if (tries > 300) throw new Error('the server never became ready');
    await sleep(100);
  }
}, 60_000);

afterAll(() => {
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the built API server', () => {
  it('prints the configured origin as the address of the API, beside the socket it listens on', () => {
    // PORT 0 picks a port; the configured origin (the default here) is what clients must call.
    expect(output).toContain(
      `The API answers at http://localhost:3000/api/en/1 (listening at ${origin})`,
    );
  });

  it('creates and seeds its SQLite file and answers under /api/en/1', async () => {
    expect(existsSync(path.join(dataDir, 'bb.sqlite'))).toBe(true);
    const settings = await fetch(`${origin}/api/en/1/common/settings`);
    expect(settings.status).toBe(200);
    expect((await settings.json()).meta.response.status).toBe('ok');
    const writers = await fetch(`${origin}/api/en/1/widgets/writers-top`);
    const { body } = await writers.json();
    expect(body.writers.length).toBeGreaterThan(0);
  });

  it('serves its OpenAPI document and the reference page with Redoc from its dependencies', async () => {
    const document = await (await fetch(`${origin}/api/en/1/openapi.json`)).json();
    expect(document.paths['/customers/pre-orders'].post.requestBody).toBeDefined();
    const script = await fetch(`${origin}/api/en/1/reference/redoc.standalone.js`);
    expect(script.status).toBe(200);
    expect((await script.text()).length).toBeGreaterThan(500_000);
  });

  it('keeps an uploaded file in the files folder of its data directory', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    const response = await fetch(`${origin}/api/en/1/widgets/orphanage-file`, {
      method: 'POST',
      body: form,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    const { body } = await response.json();
    expect(body.file).toMatchObject({ name: 'notes.txt', size: 5 });
    expect(readFileSync(path.join(dataDir, 'files', body.file.id), 'utf8')).toBe('hello');
  });

  it('takes a top-up on the demo checkout, where no card is charged, into the balance', async () => {
    const api = `${origin}/api/en/1`;
    const xhr = { 'x-requested-with': 'XMLHttpRequest' };
    while (!output.includes('demo checkout')) await sleep(20);
    expect(output).toMatch(
      /Payments go to a demo checkout at http:\/\/127\.0\.0\.1:\d+ where no card is charged; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    const signIn = await fetch(`${api}/users/sessions`, {
      method: 'POST',
      headers: xhr,
      body: new URLSearchParams({ login: 'customer@demo.bb.example', password: 'Demo-password-1' }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const headers = { ...xhr, cookie };
    const balance = async () =>
      (await (await fetch(`${api}/customers/balance`, { headers })).json()).body.balance_cents;
    const before = await balance();

    const started = await fetch(`${api}/customers/balance/top-ups`, {
      method: 'POST',
      headers,
      body: new URLSearchParams({ amount_cents: '5000' }),
    });
    const { checkout_url } = (await started.json()).body;
    expect(await (await fetch(checkout_url)).text()).toContain('Pay $50.00');
    const paid = await fetch(checkout_url, { method: 'POST', redirect: 'manual' });
    expect(paid.headers.get('location')).toMatch(
      /^http:\/\/localhost:3000\/dashboard\/customer\/balance\/\?top_up=\d+$/,
    );
    expect(await balance()).toBe(before + 5000);
  });

  it("sends the demo expert's payouts to the demo PayPal, where no money moves, and shows them paid", async () => {
    expect(output).toMatch(
      /Expert payouts go to a demo PayPal at http:\/\/127\.0\.0\.1:\d+ where no money moves; set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET/,
    );
    const api = `${origin}/api/en/1`;
    const xhr = { 'x-requested-with': 'XMLHttpRequest' };
    const signIn = await fetch(`${api}/users/sessions`, {
      method: 'POST',
      headers: xhr,
      body: new URLSearchParams({ login: 'writer@demo.bb.example', password: 'Demo-password-1' }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const statuses = async () => {
      const { body } = await (
        await fetch(`${api}/writers/payouts`, { headers: { ...xhr, cookie } })
      ).json();
      return body.payouts.map((payout: { status: string }) => payout.status);
    };
    // The first payout run goes on at start: sent, then read back paid (seconds on a busy machine).
    const until = Date.now() + 30_000;
    while ((await statuses()).some((status: string) => status !== 'paid') && Date.now() < until) {
      await sleep(100);
    }
    const shown = await statuses();
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set(['paid']));
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
