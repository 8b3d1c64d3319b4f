import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { AppContext } from '../app-context';
import { hashPassword } from '../auth/password-hashing';
import type { Database } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed-data';
import { ApiClient } from './api-client';
import type { TestServer } from './test-server';

const DAY = 24 * 60 * 60 * 1000;

/** Clients from distinct addresses (rate limits count per IP), optionally signed in as a demo role. */
export function clientFactory(server: () => TestServer, subnet: string) {
  let counter = 0;
  const newClient = () => new ApiClient(server().app, `${subnet}.${++counter}`);
  const signedIn = async (role: keyof typeof DEMO_ACCOUNTS = 'customer') => {
    const client = newClient();
    await client.post('users/sessions', { login: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD });
    return client;
  };
  /** An order's three parties, each a demo account signed in on its own client. */
  const signedInParties = async () => {
    const [customer, operator, expert] = await Promise.all([
      signedIn('customer'),
      signedIn('operator'),
      signedIn('writer'),
    ]);
    return { customer, operator, expert };
  };
  return { newClient, signedIn, signedInParties };
}

/**
 * Uploads a file like a browser's FormData with a file input: an orphan by default, or to an
 * order's files (`customers/orders/{id}/files`).
 */
export async function uploadFile(
  client: ApiClient,
  name: string,
  content: string | Uint8Array<ArrayBuffer>,
  type = 'text/x-python',
  path = 'widgets/orphanage-file',
) {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  const request = new Request('http://bb.localhost/', { method: 'POST', body: form });
  return client.request('POST', path, {
    body: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  });
}

/** The expert uploads a result file to the order `id` they accepted. */
export function uploadResult(expert: ApiClient, id: number) {
  return uploadFile(
    expert,
    'result.pdf',
    '%PDF-1.7',
    'application/pdf',
    `writers/orders/${id}/files`,
  );
}

/** A valid order draft (spec §3) due in three days, with `extra` fields replacing its own. */
export function orderDraft(server: TestServer, extra: Record<string, string> = {}) {
  return {
    paper_type: '1',
    title: 'Dijkstra in Python',
    discipline_sub: '101',
    description: 'Implement Dijkstra with a binary heap.\nExplain the complexity.',
    pages_qty: '3',
    deadline_datetime: String(server.clock.now + 3 * DAY),
    ...extra,
  };
}

/** A verified customer account with this password, straight into the database. */
export async function createAccount(
  ctx: Pick<AppContext, 'db' | 'now'>,
  email: string,
  password: string,
): Promise<string> {
  const now = ctx.now();
  await ctx.db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(password),
      role: 'customer',
      is_blocked: 0,
      name: null,
      email_verified_at: now,
      policy_agreed_at: now,
      marketing_agree: 0,
      utc_offset_min: 0,
      created_at: now,
    })
    .execute();
  return email;
}

/**
 * One more expert who signs in: an account with this e-mail and password and a new expert with a
 * complete profile, accepting orders (slug from the e-mail's name). Answers the writer's id and slug.
 */
export async function createExpertAccount(
  ctx: Pick<AppContext, 'db' | 'now'>,
  email: string,
  password: string,
): Promise<{ id: number; slug: string }> {
  await createAccount(ctx, email, password);
  const user = await ctx.db
    .updateTable('users')
    .set({ role: 'writer' })
    .where('email', '=', email)
    .returning('id')
    .executeTakeFirstOrThrow();
  const slug = (email.split('@')[0] ?? email).toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return ctx.db
    .insertInto('writers')
    .values({
      user_id: user.id,
      slug,
      pen_name: slug,
      rating_x10: 0,
      orders_finished_qty: 0,
      orders_progress_qty: 0,
      reviews_qty: 0,
      is_online: 0,
      lang: 'en',
      about: 'An expert made for a test.',
      experience_years: 1,
      created_at: ctx.now(),
      is_profile_complete: 1,
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
}

type OrderParties = {
  customer: ApiClient;
  operator: ApiClient;
  expert: ApiClient;
  /** The expert's slug, as the operator assigns by it. */
  expertSlug: string;
};

/**
 * An order's life up to the expert's earning, driven through the routes by its three parties:
 * each step answers a new order of the demo customer at that point.
 */
export function expertOrderSteps(server: () => TestServer, parties: () => OrderParties) {
  /** Paid, assigned to the expert and not yet accepted. */
  async function assignedOrder(): Promise<{ id: number; price_cents: number }> {
    const { customer, operator, expertSlug } = parties();
    const { order } = (await customer.post('customers/pre-orders', orderDraft(server()))).json.body;
    await operator.post(`operators/orders/${order.id}/assign`, { writer_slug: expertSlug });
    return order;
  }
  /** Accepted, its result uploaded and delivered. */
  async function deliveredOrder(): Promise<{ id: number; price_cents: number }> {
    const { expert } = parties();
    const order = await assignedOrder();
    await expert.post(`writers/orders/${order.id}/accept`);
    await uploadResult(expert, order.id);
    expect((await expert.post(`writers/orders/${order.id}/deliver`)).status).toBe(200);
    return order;
  }
  /** Approved now: its earning is available for the next payout date. */
  async function approvedOrder(): Promise<{ id: number; price_cents: number }> {
    const order = await deliveredOrder();
    const approved = await parties().customer.post(`customers/orders/${order.id}/approve`);
    expect(approved.status).toBe(200);
    return order;
  }
  return { assignedOrder, deliveredOrder, approvedOrder };
}

/** The demo expert's (DEMO_ACCOUNTS.writer's) writer id. */
export async function demoExpertId(db: Kysely<Database>): Promise<number> {
  const writer = await db
    .selectFrom('writers')
    .innerJoin('users', 'users.id', 'writers.user_id')
    .select('writers.id')
    .where('users.email', '=', DEMO_ACCOUNTS.writer)
    .executeTakeFirstOrThrow();
  return writer.id;
}
