import type { AppContext } from '../app-context';
import { hashPassword } from '../auth/password-hashing';
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
