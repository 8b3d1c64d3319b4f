import { LIST_PAGE_MAX_LIMIT } from '@bb/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, sendAtOnce, slugOf } from '../testing/api-client';
import { applicationFields, uploadSample } from '../testing/application-fixtures';
import { clientFactory } from '../testing/customer-fixtures';
import { findLink, readOutbox } from '../testing/outbox';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';

type Summary = { id: number; name: string; email: string; status: string; created_at: number };

describe.each(ENGINES)('expert application review on %s', (engine) => {
  let server: TestServer;
  let operator: ApiClient;
  let secondOperator: ApiClient;
  const { newClient, signedIn } = clientFactory(() => server, '10.28.0');
  let applicants = 0;

  beforeAll(async () => {
    server = await startTestServer(engine);
    [operator, secondOperator] = await Promise.all([signedIn('operator'), signedIn('operator')]);
  });
  afterAll(() => server.close());

  /** A visitor applies with a sample; answers the application's id and its status token. */
  async function apply(name = 'Grace H.') {
    const client = newClient();
    const login = `applicant-${++applicants}-${engine}@bb.example`;
    const applied = await client.post('widgets/writer-registration-request', {
      ...applicationFields(login, name),
      sample_file: await uploadSample(client, 'pandas report.py'),
    });
    expect(applied.status, applied.text).toBe(200);
    const mail = readOutbox(server.outboxDir).find((message) => message.to === login);
    const link = findLink(mail?.text ?? '', `${PUBLIC_ORIGIN}/become-an-expert-status.html`);
    return {
      id: applied.json.body.request_id as number,
      login,
      token: new URL(link ?? PUBLIC_ORIGIN).searchParams.get('token') ?? '',
    };
  }

  const statusOf = async (token: string) =>
    (await newClient().get('widgets/writer-registration-request/status', { query: { token } })).json
      .body.application;

  it('lets the operator read an application, download its sample and approve it: the expert sets a password and signs in', async () => {
    const applied = await apply();
    const waiting = await operator.get('operators/expert-applications', {
      query: { status: 'received' },
    });
    expect(waiting.json.body.applications[0]).toMatchObject({
      id: applied.id,
      name: 'Grace H.',
      email: applied.login,
      status: 'received',
    });
    expect(waiting.json.body.counts.received).toBeGreaterThanOrEqual(1);

    const read = await operator.get(`operators/expert-applications/${applied.id}`);
    expect(read.json.body.application).toMatchObject({
      experience: applicationFields('').experience,
      disciplines: [
        { id: 101, title: expect.any(String) },
        { id: 402, title: expect.any(String) },
      ],
      sample: { name: 'pandas report.py', size: 15 },
      message: null,
      writer_slug: null,
    });
    const sample = await operator.get(`operators/expert-applications/${applied.id}/sample`);
    expect(sample.status).toBe(200);
    expect(sample.text).toBe('print("hello")\n');
    expect(sample.headers['content-type']).toBe('application/octet-stream');
    expect(sample.headers['content-disposition']).toMatch(
      /^attachment; filename="pandas report\.py"/,
    );

    const approved = await operator.post(`operators/expert-applications/${applied.id}/approve`);
    expect(approved.json.body.application).toMatchObject({
      status: 'approved',
      decided_at: expect.any(Number),
      writer_slug: expect.stringMatching(/^grace-h(-\d+)?$/),
    });
    expect((await statusOf(applied.token)).status).toBe('approved');

    const welcome = readOutbox(server.outboxDir).find(
      (message) => message.to === applied.login && message.subject.includes('account is ready'),
    );
    const link = findLink(welcome?.text ?? '', `${PUBLIC_ORIGIN}/auth_password_reset.html?code=`);
    const code = new URL(link ?? PUBLIC_ORIGIN).searchParams.get('code') ?? '';
    const expert = newClient();
    const set = await expert.patch('users/password-restore', {
      code,
      password: 'Expert-pass-2026',
    });
    expect(set.status, set.text).toBe(200);
    // Single use, as every restore code.
    const reused = await newClient().patch('users/password-restore', {
      code,
      password: 'Other-pass-2026',
    });
    expect(slugOf(reused)).toBe('code_incorrect');

    const session = await expert.post('users/sessions', {
      login: applied.login,
      password: 'Expert-pass-2026',
    });
    expect(session.json.body).toMatchObject({
      user_role: 'writer',
      dashboard_home_url_path: '/writer/',
    });
    expect((await expert.get('writers/orders')).json.body.orders).toEqual([]);
  });

  it('gives each new expert a unique slug from their name', async () => {
    const slugs: string[] = [];
    for (const name of ['Léa Martin', 'Lea Martin']) {
      const { id } = await apply(name);
      const approved = await operator.post(`operators/expert-applications/${id}/approve`);
      slugs.push(approved.json.body.application.writer_slug);
    }
    expect(slugs[0]).toMatch(/^lea-martin/);
    expect(new Set(slugs).size).toBe(2);
    const profiles = await server.ctx.db
      .selectFrom('writers')
      .select(['slug', 'pen_name'])
      .where('slug', 'in', slugs)
      .execute();
    expect(profiles.map((row) => row.pen_name).sort()).toEqual(['Lea Martin', 'Léa Martin']);
  });

  it('declines with a message, e-mailed and shown on the status page, once', async () => {
    const applied = await apply('Alan T.');
    const blank = await operator.post(`operators/expert-applications/${applied.id}/decline`, {
      message: '   ',
    });
    expect([blank.status, slugOf(blank), blank.json.meta.response.field]).toEqual([
      400,
      'message_required',
      'message',
    ]);
    const reason = 'We need a sample with tests and a README.';
    const declined = await operator.post(`operators/expert-applications/${applied.id}/decline`, {
      message: reason,
    });
    expect(declined.json.body.application).toMatchObject({ status: 'declined', message: reason });
    const mail = readOutbox(server.outboxDir).find(
      (message) => message.to === applied.login && message.subject.includes('about your'),
    );
    expect(mail?.text).toContain(reason);
    expect(await statusOf(applied.token)).toMatchObject({ status: 'declined', message: reason });

    for (const step of ['approve', 'decline']) {
      const again = await secondOperator.post(
        `operators/expert-applications/${applied.id}/${step}`,
        {
          message: 'Second thoughts',
        },
      );
      expect([again.status, slugOf(again)]).toEqual([409, 'application_decided']);
    }
    const account = await server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', applied.login)
      .executeTakeFirst();
    expect(account).toBeUndefined();
  });

  it('lets one of two operators deciding at once win; the other is told 409', async () => {
    for (const steps of [
      ['approve', 'approve'],
      ['approve', 'decline'],
      ['decline', 'decline'],
    ]) {
      const { id, login } = await apply('Rosalind F.');
      const { accepted, refused } = await sendAtOnce(2, (index) =>
        (index === 0 ? operator : secondOperator).post(
          `operators/expert-applications/${id}/${steps[index]}`,
          { message: 'Not this time.' },
        ),
      );
      expect(accepted).toHaveLength(1);
      expect(refused.map((answer) => [answer.status, slugOf(answer)])).toEqual([
        [409, 'application_decided'],
      ]);
      const accounts = await server.ctx.db
        .selectFrom('users')
        .innerJoin('writers', 'writers.user_id', 'users.id')
        .select('users.id')
        .where('users.email', '=', login)
        .execute();
      const winner = accepted[0]?.json.body.application.status;
      expect(accounts).toHaveLength(winner === 'approved' ? 1 : 0);
    }
  });

  it('refuses every review route to visitors, customers and experts, changing nothing', async () => {
    const { id } = await apply('Barbara L.');
    const callers = [
      [newClient(), 401, 'not_authenticated'],
      [await signedIn('customer'), 403, 'user_role_required_user_not_matched'],
      [await signedIn('writer'), 403, 'user_role_required_user_not_matched'],
    ] as const;
    for (const [caller, status, slug] of callers) {
      for (const [method, path] of [
        ['GET', 'operators/expert-applications'],
        ['GET', `operators/expert-applications/${id}`],
        ['GET', `operators/expert-applications/${id}/sample`],
        ['POST', `operators/expert-applications/${id}/approve`],
        ['POST', `operators/expert-applications/${id}/decline`],
      ] as const) {
        const answer =
          method === 'GET' ? await caller.get(path) : await caller.post(path, { message: 'No.' });
        expect([path, answer.status, slugOf(answer)]).toEqual([path, status, slug]);
      }
    }
    const read = await operator.get(`operators/expert-applications/${id}`);
    expect(read.json.body.application.status).toBe('received');
    const missing = await operator.get('operators/expert-applications/99999999');
    expect([missing.status, slugOf(missing)]).toEqual([404, 'not_found']);
  });

  it('pages the list newest first, by status, each application once while new ones arrive', async () => {
    const seen: Summary[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await operator.get('operators/expert-applications', {
        query: { limit: '2', ...(cursor ? { cursor } : {}) },
      });
      expect(page.status, page.text).toBe(200);
      seen.push(...page.json.body.applications);
      cursor = page.json.body.next_cursor ?? undefined;
      // Arrives between pages: newer than the cursor, so it belongs to the first page's reload.
      if (pages++ === 0) await apply('Late Arrival');
    } while (cursor);
    const ids = seen.map((application) => application.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const all = await server.ctx.db
      .selectFrom('writer_applications')
      .select((eb) => eb.fn.countAll<number>().as('qty'))
      .executeTakeFirstOrThrow();
    expect(seen.length).toBe(Number(all.qty) - 1);

    const declined = await operator.get('operators/expert-applications', {
      query: { status: 'declined' },
    });
    const statuses = (declined.json.body.applications as Summary[]).map((a) => a.status);
    expect(declined.json.body.counts).toEqual({ received: expect.any(Number) });
    expect(new Set(statuses)).toEqual(new Set(['declined']));

    for (const query of [
      { limit: String(LIST_PAGE_MAX_LIMIT + 1) },
      { cursor: 'made-up' },
      { status: 'pending' },
    ]) {
      const refused = await operator.get('operators/expert-applications', { query });
      expect([refused.status, slugOf(refused)]).toEqual([400, 'invalid_request']);
    }
  });

  it('answers the first page of a list of more than 40,000 applications', async () => {
    const rows = Array.from({ length: 40_500 }, (_, index) => ({
      email: `bulk-${index}@bb.example`,
      name: `Bulk ${index}`,
      discipline_ids: '101',
      experience: 'Bulk applicant with enough experience.',
      status: index % 3 === 0 ? 'declined' : 'received',
      created_at: 1_000_000 + index,
    }));
    await server.ctx.db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += 500) {
        await trx
          .insertInto('writer_applications')
          .values(rows.slice(start, start + 500))
          .execute();
      }
    });
    const page = await operator.get('operators/expert-applications', {
      query: { status: 'received' },
    });
    expect(page.status).toBe(200);
    expect(page.json.body.applications).toHaveLength(20);
    expect(page.json.body.counts.received).toBeGreaterThan(27_000);
  });
});
