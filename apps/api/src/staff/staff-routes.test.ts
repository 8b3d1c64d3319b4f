import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed-data';
import { type ApiClient, type ApiResponse, slugOf } from '../testing/api-client';
import { clientFactory } from '../testing/customer-fixtures';
import { findLink, readOutbox } from '../testing/outbox';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';

const NEW_PASSWORD = 'Staff-password-7';

describe.each(ENGINES)('staff and account blocking on %s', (engine) => {
  let server: TestServer;
  const { newClient, signedIn } = clientFactory(() => server, '10.28.0');
  let operator: ApiClient;
  let invited = 0;

  beforeAll(async () => {
    server = await startTestServer(engine);
    operator = await signedIn('operator');
  });
  afterAll(() => server.close());

  const refusal = (response: ApiResponse) => [response.status, slugOf(response)];
  const userId = async (email: string) =>
    (
      await server.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  /** The code of the latest set-password link e-mailed to `email`. */
  const invitationCode = (email: string) => {
    const mail = readOutbox(server.outboxDir)
      .filter((message) => message.to === email)
      .at(-1);
    const link = findLink(mail?.text ?? '', `${PUBLIC_ORIGIN}/auth_password_reset.html?code=`);
    return new URL(link ?? PUBLIC_ORIGIN).searchParams.get('code') ?? '';
  };

  const invite = (role: string) => {
    const email = `staff-${engine}-${++invited}@example.com`;
    return operator.post('operators/staff', { email, role }).then((response) => ({
      response,
      email,
    }));
  };

  /** Follows the e-mailed link (sets the password), then signs in on a new client. */
  const acceptInvitation = async (email: string) => {
    const reset = await newClient().patch('users/password-restore', {
      code: invitationCode(email),
      password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    return signInAs(email);
  };

  const signInAs = async (email: string, password = NEW_PASSWORD) => {
    const client = newClient();
    const response = await client.post('users/sessions', {
      login: email,
      password,
      policy_agree: '1',
    });
    return { client, response };
  };

  it('refuses every route to anyone signed out and to every role but the operator', async () => {
    const customerId = await userId(DEMO_ACCOUNTS.customer);
    const calls = (client: ApiClient) => [
      client.get('operators/staff'),
      client.post('operators/staff', { email: 'x@example.com', role: 'seo' }),
      client.post(`operators/staff/${customerId}/invitation`),
      client.post(`operators/accounts/${customerId}/block`),
      client.post(`operators/accounts/${customerId}/unblock`),
    ];
    for (const response of await Promise.all(calls(newClient()))) {
      expect(refusal(response)).toEqual([401, 'not_authenticated']);
    }
    for (const role of ['customer', 'writer', 'seo', 'support_contract', 'earnings'] as const) {
      const client = await signedIn(role);
      for (const response of await Promise.all(calls(client))) {
        expect(refusal(response), role).toEqual([403, 'user_role_required_user_not_matched']);
      }
    }
    expect(readOutbox(server.outboxDir).filter((mail) => mail.to === 'x@example.com')).toEqual([]);
  });

  it('invites a person: the e-mailed link sets their password, and they sign in with the role', async () => {
    const { response, email } = await invite('support_contract');
    expect(response.status).toBe(200);
    expect(response.json.body.staff_member).toMatchObject({
      email,
      role: 'support_contract',
      status: 'invited',
    });
    const mail = readOutbox(server.outboxDir).find((message) => message.to === email);
    expect(mail?.subject).toBe('You are invited to BB as support contract');

    const { response: session } = await acceptInvitation(email);
    expect(session.status).toBe(200);
    expect(session.json.body).toMatchObject({
      user_role: 'support_contract',
      dashboard_home_url_path: '/support-contract/',
    });
    const staff = (await operator.get('operators/staff', { query: { limit: '100' } })).json.body
      .staff;
    expect(staff.find((member: { email: string }) => member.email === email)).toMatchObject({
      role: 'support_contract',
      status: 'active',
    });
    const events = await server.ctx.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'action', 'detail'])
      .where('subject_user_id', '=', await userId(email))
      .execute();
    expect(events).toEqual([
      {
        actor_user_id: await userId(DEMO_ACCOUNTS.operator),
        action: 'staff_invited',
        detail: 'support_contract',
      },
    ]);
  });

  it('refuses bad input beside its field, and an address that has an account', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ role: 'seo' }, 'staff_email_required', 'email'],
      [{ email: 'nobody@', role: 'seo' }, 'staff_email_invalid', 'email'],
      [{ email: 'a@example.com', role: 'customer' }, 'invalid_request', 'role'],
      [{ email: 'a@example.com' }, 'invalid_request', 'role'],
      [
        { email: ` ${DEMO_ACCOUNTS.customer.toUpperCase()} `, role: 'seo' },
        'account_exists',
        'email',
      ],
    ];
    for (const [form, slug, field] of cases) {
      const response = await operator.post('operators/staff', form);
      expect(response.status, slug).toBe(slug === 'account_exists' ? 409 : 400);
      expect(response.json.meta.response).toMatchObject({ message_slug: slug, field });
    }
    for (const path of ['operators/accounts/0/block', 'operators/staff/abc/invitation']) {
      expect(refusal(await operator.post(path))).toEqual([400, 'invalid_request']);
    }
    expect(refusal(await operator.post('operators/accounts/999999/block'))).toEqual([
      404,
      'not_found',
    ]);
    expect(refusal(await operator.get('operators/staff', { query: { limit: '101' } }))).toEqual([
      400,
      'invalid_request',
    ]);
  });

  it('sends an invitation again: the new link works, the old one no longer does', async () => {
    const { response, email } = await invite('seo');
    const id = response.json.body.staff_member.id;
    const firstCode = invitationCode(email);
    const again = await operator.post(`operators/staff/${id}/invitation`);
    expect(again.json.body.staff_member).toMatchObject({ email, status: 'invited' });
    expect(invitationCode(email)).not.toBe(firstCode);
    const stale = await newClient().patch('users/password-restore', {
      code: firstCode,
      password: NEW_PASSWORD,
    });
    expect(slugOf(stale)).toBe('code_incorrect');
    expect((await acceptInvitation(email)).response.status).toBe(200);
    expect(refusal(await operator.post(`operators/staff/${id}/invitation`))).toEqual([
      409,
      'invitation_not_pending',
    ]);
    // Only staff accounts have invitations.
    const customerId = await userId(DEMO_ACCOUNTS.customer);
    expect(refusal(await operator.post(`operators/staff/${customerId}/invitation`))).toEqual([
      404,
      'not_found',
    ]);
  });

  it('pages through the staff, newest first, each once, with people invited between pages', async () => {
    for (let i = 0; i < 3; i++) await invite('earnings');
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const body = (await operator.get('operators/staff', { query: { limit: '2', cursor } })).json
        .body;
      seen.push(...body.staff.map((member: { email: string }) => member.email));
      cursor = body.next_cursor ?? undefined;
      if (++pages === 1) await invite('earnings');
    } while (cursor);
    const expected = await server.ctx.db
      .selectFrom('users')
      .select('email')
      .where('role', 'in', ['operator', 'seo', 'support_contract', 'earnings'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    // The one invited after the first page is newer than the page's start: it is not listed.
    expect(seen).toEqual(expected.map((row) => row.email).slice(1));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toContain(DEMO_ACCOUNTS.operator);
    expect(seen).not.toContain(DEMO_ACCOUNTS.customer);
  });

  it('blocks an account: its sessions end, it cannot sign in or restore its password, until it is unblocked', async () => {
    const customer = await signedIn('customer');
    const id = await userId(DEMO_ACCOUNTS.customer);
    const blocked = await operator.post(`operators/accounts/${id}/block`);
    expect(blocked.json.body.account).toMatchObject({ id, status: 'blocked' });

    expect((await customer.get('users/sessions')).json.body).toEqual({});
    expect(refusal(await customer.get('customers/orders'))).toEqual([401, 'not_authenticated']);
    const signIn = await newClient().post('users/sessions', {
      login: DEMO_ACCOUNTS.customer,
      password: DEMO_PASSWORD,
    });
    expect(refusal(signIn)).toEqual([403, 'user_blocked']);
    expect(signIn.json.meta.response.field).toBe('login');
    const restore = await newClient().post('users/password-restore', {
      login: DEMO_ACCOUNTS.customer,
      captcha_token: 'skipped',
    });
    expect(refusal(restore)).toEqual([403, 'user_blocked']);

    expect((await operator.post(`operators/accounts/${id}/unblock`)).json.body.account.status).toBe(
      'active',
    );
    const again = await signedIn('customer');
    expect((await again.get('customers/orders')).status).toBe(200);
    const actions = await server.ctx.db
      .selectFrom('audit_events')
      .select('action')
      .where('subject_user_id', '=', id)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['account_blocked', 'account_unblocked']);
  });

  it('answers user_blocked to a session its account was blocked under', async () => {
    const expert = await signedIn('writer');
    const id = await userId(DEMO_ACCOUNTS.writer);
    // A sign-in that finished after the block: its session exists, its account is blocked.
    await server.ctx.db.updateTable('users').set({ is_blocked: 1 }).where('id', '=', id).execute();
    expect(refusal(await expert.get('writers/orders'))).toEqual([403, 'user_blocked']);
    expect((await expert.get('users/sessions')).json.body).toEqual({});
    await server.ctx.db.updateTable('users').set({ is_blocked: 0 }).where('id', '=', id).execute();
  });

  it('blocking an invited person voids their link; nobody blocks themselves', async () => {
    const { response, email } = await invite('seo');
    const id = response.json.body.staff_member.id;
    const code = invitationCode(email);
    await operator.post(`operators/accounts/${id}/block`);
    const listed = (await operator.get('operators/staff', { query: { limit: '100' } })).json.body
      .staff;
    expect(listed.find((member: { id: number }) => member.id === id).status).toBe('blocked');
    const reset = await newClient().patch('users/password-restore', {
      code,
      password: NEW_PASSWORD,
    });
    expect(slugOf(reset)).toBe('code_incorrect');

    const self = await userId(DEMO_ACCOUNTS.operator);
    expect(refusal(await operator.post(`operators/accounts/${self}/block`))).toEqual([
      403,
      'block_self_refused',
    ]);
    expect((await operator.get('operators/staff')).status).toBe(200);
  });

  it('never leaves zero active operators when the last two block each other at once', async () => {
    // Every other operator is blocked: the demo operator and one invited now are the last two.
    const { email } = await invite('operator');
    const second = (await acceptInvitation(email)).client;
    const firstId = await userId(DEMO_ACCOUNTS.operator);
    const secondId = await userId(email);
    await server.ctx.db
      .updateTable('users')
      .set({ is_blocked: 1 })
      .where('role', '=', 'operator')
      .where('id', 'not in', [firstId, secondId])
      .execute();

    let clients = { [firstId]: operator, [secondId]: second };
    for (let round = 0; round < 4; round++) {
      const [a, b] = await Promise.all([
        clients[firstId]?.post(`operators/accounts/${secondId}/block`),
        clients[secondId]?.post(`operators/accounts/${firstId}/block`),
      ]);
      // One block passes. The other is refused: counted under the lock after the first (its
      // actor is the last active operator), or its session already ended with the first.
      const outcomes = [a, b].map((response) => refusal(response as ApiResponse)).sort();
      expect(outcomes[0]).toEqual([200, undefined]);
      expect([
        [401, 'not_authenticated'],
        [409, 'last_active_operator'],
      ]).toContainEqual(outcomes[1]);
      const active = await server.ctx.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'operator')
        .where('is_blocked', '=', 0)
        .execute();
      expect(active).toHaveLength(1);
      // The survivor unblocks the other, who signs in again (their sessions ended).
      const survivor = active[0]?.id === firstId ? firstId : secondId;
      const other = survivor === firstId ? secondId : firstId;
      await clients[survivor]?.post(`operators/accounts/${other}/unblock`);
      const otherEmail = other === firstId ? DEMO_ACCOUNTS.operator : email;
      const { client } = await signInAs(
        otherEmail,
        other === firstId ? DEMO_PASSWORD : NEW_PASSWORD,
      );
      clients = { ...clients, [other]: client };
    }
    operator = clients[firstId] as ApiClient;
  });
});
