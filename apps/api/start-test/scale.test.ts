// `start:cluster` as an operator runs it: two built API processes on one throwaway PostgreSQL
// behind HAProxy, all on 127.0.0.1. What one process held in memory must hold across both, and
// the balancer must hide a process that dies or restarts.
import { setTimeout as sleep } from 'node:timers/promises';
import { LIST_PAGE_MAX_LIMIT } from '@bb/validation';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EXPIRED_ROWS_SWEEP_QUEUE, PAYOUT_RUN_QUEUE, START_RUN_REASON } from '../src/app-jobs';
import { RATE_LIMITS } from '../src/auth/rate-limits';
import { MAX_FAILURES_PER_CLIENT } from '../src/auth/sign-in-guard';
import { findHaproxy } from '../src/cluster/haproxy';
import { PG_BOSS_SCHEMA } from '../src/jobs/pg-boss-jobs';
import { type PayPalStandIn, startPayPalStandIn } from '../src/payouts/paypal-stand-in';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/seed-data';
import { type ClusterRun, runCluster } from '../src/testing/cluster-run';

const xhr = { 'x-requested-with': 'XMLHttpRequest' };

/** A database of its own on the run's PostgreSQL server, for one cluster. */
async function newDatabase(name: string): Promise<string> {
  const url = inject('pgUrl');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop database if exists ${name}`);
  await client.query(`create database ${name}`);
  await client.end();
  const database = new URL(url);
  database.pathname = `/${name}`;
  return database.href;
}

beforeAll(() => {
  // Not a skip: CI installs it (.ci/run), and a machine without it must say so.
  findHaproxy();
});

describe('limits and scheduled jobs with two processes', () => {
  let cluster: ClusterRun;
  let paypal: PayPalStandIn;
  let databaseUrl = '';
  let startedAt = 0;
  beforeAll(async () => {
    startedAt = Date.now();
    // PayPal here, where the test sees every batch that reaches it.
    paypal = await startPayPalStandIn();
    databaseUrl = await newDatabase('scale_limits');
    // The payout run every minute, as both processes' schedulers read it, beside the sweep's own.
    cluster = await runCluster(databaseUrl, { ...paypal.env, PAYOUT_RUN_SCHEDULE: '* * * * *' });
  }, 200_000);
  afterAll(async () => {
    expect(await cluster?.stop()).toBe(0);
    await paypal?.close();
  });

  /** Each process's own address, to spread requests over both exactly. */
  const eachProcess = () =>
    [...cluster.processes().values()].map(({ port }) => `http://127.0.0.1:${port}/api/en/1`);

  it("counts the pre-check's per-address limit once, not once per process", async () => {
    const { max } = RATE_LIMITS.preCheck.ip;
    const processes = eachProcess();
    expect(processes).toHaveLength(2);
    // Every login different, so only the per-address limit can refuse; all sent at once.
    const statuses = await Promise.all(
      Array.from({ length: max + 20 }, async (_, index) => {
        const base = processes[index % processes.length];
        const login = encodeURIComponent(`visitor-${index}@scale.example`);
        const response = await fetch(`${base}/users/pre-check?login=${login}`);
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('gives sign-in guesses at one account no more verdicts over two processes than over one', async () => {
    const processes = eachProcess();
    const guesses = MAX_FAILURES_PER_CLIENT * 3;
    const answers = await Promise.all(
      Array.from({ length: guesses }, async (_, index) => {
        const response = await fetch(`${processes[index % processes.length]}/users/sessions`, {
          method: 'POST',
          headers: xhr,
          body: new URLSearchParams({
            login: DEMO_ACCOUNTS.customer,
            password: `wrong-guess-${index}`,
          }),
        });
        const { meta } = await response.json();
        return `${response.status} ${meta.response.message_slug}`;
      }),
    );
    const verdicts = answers.filter((answer) => !answer.startsWith('429 '));
    expect(verdicts).toHaveLength(MAX_FAILURES_PER_CLIENT);
    expect(answers.filter((answer) => answer === '429 account_throttled')).toHaveLength(
      guesses - MAX_FAILURES_PER_CLIENT,
    );
  });

  it('fires the payout run and the sweep, each scheduled every minute, once per minute, not once per process', async () => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    /**
     * Scheduled jobs of a queue by the minute they were sent in; completed ones counted apart. A
     * process's payout run at start is not a scheduled one.
     */
    const jobsByMinute = async (queue: string) =>
      (
        await db.query(
          `select date_trunc('minute', created_on) as minute, count(*)::int as sent,
             count(*) filter (where state = 'completed')::int as completed
           from ${PG_BOSS_SCHEMA}.job
           where name = $1 and data->>'reason' is distinct from $2 group by 1 order by 1`,
          [queue, START_RUN_REASON],
        )
      ).rows as Array<{ minute: Date; sent: number; completed: number }>;
    const deadline = Date.now() + 80_000;
    while ((await jobsByMinute(PAYOUT_RUN_QUEUE)).every((minute) => minute.completed === 0)) {
      if (Date.now() > deadline) throw new Error('no payout run in 80 s');
      await sleep(500);
    }
    // Room for a second process's run of the same minute, had there been one.
    await sleep(3000);

    for (const queue of [PAYOUT_RUN_QUEUE, EXPIRED_ROWS_SWEEP_QUEUE]) {
      const minutes = await jobsByMinute(queue);
      expect(minutes.length).toBeGreaterThan(0);
      expect(
        minutes.filter((minute) => minute.sent !== 1),
        `${queue}: one job a minute`,
      ).toEqual([]);
    }
    // Every seeded payout, the experts' and the referral partners', reached PayPal once: one
    // batch each, each under its own sender id. (The demo partner's payout of 45 days ago is
    // history, seeded as paid.)
    const payouts =
      'select status, batch_id, sent_at from expert_payouts union all select status, batch_id, sent_at from partner_payouts';
    const pending = await db.query(`select * from (${payouts}) as p where status = 'pending'`);
    expect(pending.rows).toEqual([]);
    const sent = (
      await db.query(`select batch_id from (${payouts}) as p where sent_at >= $1`, [startedAt])
    ).rows as Array<{ batch_id: string }>;
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(sent.map((row) => row.batch_id))).toEqual(new Set(paypal.batches.keys()));
    const senderIds = [...paypal.batches.values()].map((batch) => batch.sender_batch_id);
    expect(new Set(senderIds).size).toBe(sent.length);
    await db.end();
  }, 120_000);
});

describe('a process lost, and a rolling restart', () => {
  let cluster: ClusterRun;
  let cookie = '';
  let orderId = 0;
  beforeAll(async () => {
    // Limits off: this load comes from one address and would otherwise be refused by design.
    cluster = await runCluster(await newDatabase('scale_writes'), { RATE_LIMIT: 'off' });
    const signIn = await fetch(`${cluster.api}/users/sessions`, {
      method: 'POST',
      headers: xhr,
      body: new URLSearchParams({ login: DEMO_ACCOUNTS.customer, password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const { body } = await (
      await fetch(`${cluster.api}/customers/orders`, { headers: { ...xhr, cookie } })
    ).json();
    const open = body.orders.find((order: { status: string }) => order.status === 'in_progress');
    orderId = open.id;
  }, 200_000);
  afterAll(async () => {
    expect(await cluster?.stop()).toBe(0);
  });

  type Sent = { text: string; status: number; startedAt: number };
  /** Posts a message with a text never sent before; any failure to answer is status 0. */
  const sendMessage = async (text: string): Promise<Sent> => {
    const startedAt = Date.now();
    const status = await fetch(`${cluster.api}/customers/orders/${orderId}/messages`, {
      method: 'POST',
      headers: { ...xhr, cookie },
      body: new URLSearchParams({ body: text }),
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
    return { text, status, startedAt };
  };
  const readSettings = async (): Promise<Sent> => {
    const startedAt = Date.now();
    const status = await fetch(`${cluster.api}/common/settings`).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
    return { text: 'GET common/settings', status, startedAt };
  };
  /** `clients` loops sending one request after another until `until` resolves. */
  const load = async (
    clients: number,
    until: Promise<unknown>,
    request: (client: number, index: number) => Promise<Sent>,
  ): Promise<Sent[]> => {
    let done = false;
    void until.finally(() => {
      done = true;
    });
    const sent: Sent[] = [];
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        for (let index = 0; !done; index += 1) sent.push(await request(client, index));
      }),
    );
    return sent;
  };
  /** Every message of the thread: its pages (newest first), followed to the last. */
  const threadTexts = async (): Promise<string[]> => {
    const texts: string[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ limit: String(LIST_PAGE_MAX_LIMIT) });
      if (cursor) query.set('cursor', cursor);
      const { body } = await (
        await fetch(`${cluster.api}/customers/orders/${orderId}/messages?${query}`, {
          headers: { ...xhr, cookie },
        })
      ).json();
      texts.push(...body.messages.map((message: { body: string }) => message.body));
      cursor = body.next_cursor;
    } while (cursor);
    return texts;
  };

  it('moves traffic to the other process when one is killed (kill -9) during writes: every acknowledged write is there once, none twice', async () => {
    const victim = cluster.processes().get('api1');
    if (!victim) throw new Error('no api1');
    let killedAt = 0;
    const since = cluster.output().length;
    const kill = (async () => {
      await sleep(1500);
      killedAt = Date.now();
      process.kill(victim.pid, 'SIGKILL');
      // Long enough for the balancer's checks (two failed, a second apart) to take it out.
      await sleep(4000);
    })();
    const sent = await load(8, kill, (client, index) => sendMessage(`kill-${client}-${index}`));

    const acknowledged = sent.filter((write) => write.status === 200);
    const failed = sent.filter((write) => write.status !== 200);
    // Only a write in flight on the killed process, or sent to it in the moment before the balancer
    // sees its connections close, may fail (502: the balancer cannot know whether it was applied,
    // so it never sends a write again); every later one goes to the other process.
    const noticed = killedAt + 1000;
    expect(failed.length).toBeLessThanOrEqual(8);
    expect(failed.filter((write) => write.startedAt > noticed)).toEqual([]);
    expect(acknowledged.filter((write) => write.startedAt > noticed).length).toBeGreaterThan(20);

    const texts = await threadTexts();
    const counts = new Map<string, number>();
    for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
    for (const write of acknowledged) expect(counts.get(write.text)).toBe(1);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);

    // The cluster starts the killed process again.
    await cluster.waitFor(/\[cluster\] api1 \(pid \d+\) up at .*, started again/, 60_000, since);
    expect(cluster.processes().get('api1')?.pid).not.toBe(victim.pid);
  }, 90_000);

  it('restarts both processes one at a time (SIGHUP) under steady load without failing a request', async () => {
    const before = cluster.processes();
    const since = cluster.output().length;
    const restarted = (async () => {
      await sleep(500);
      cluster.signal('SIGHUP');
      await cluster.waitFor(/\[cluster\] rolling restart (done|failed)/, 120_000, since);
      await sleep(500);
    })();
    const sent = await load(6, restarted, (client, index) =>
      client % 2 === 0 ? readSettings() : sendMessage(`restart-${client}-${index}`),
    );
    expect(cluster.output().slice(since)).toContain('[cluster] rolling restart done');

    expect(sent.filter((request) => request.status !== 200)).toEqual([]);
    expect(sent.length).toBeGreaterThan(50);
    const after = cluster.processes();
    for (const [name, { pid }] of before) expect(after.get(name)?.pid).not.toBe(pid);
    const texts = new Set(await threadTexts());
    for (const write of sent.filter((request) => request.text.startsWith('restart-'))) {
      expect(texts.has(write.text)).toBe(true);
    }
  }, 150_000);
});
