import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../auth/rate-limits';
import { slugOf } from '../testing/api-client';
import { applicationFields, uploadSample } from '../testing/application-fixtures';
import { clientFactory } from '../testing/customer-fixtures';
import { findLink, readOutbox } from '../testing/outbox';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';

describe.each(ENGINES)('writer registration on %s', (engine) => {
  let server: TestServer;
  const { newClient } = clientFactory(() => server, '10.7.4');
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('takes expert applications with a sample once per e-mail, with writer-specific terms', async () => {
    const info = (await newClient().get('widgets/writer-registration')).json.body;
    expect(info).toMatchObject({
      terms_url_path: '/writer-terms-and-conditions.html',
      privacy_url_path: '/writer-privacy-policy.html',
    });
    const client = newClient();
    const application = {
      ...applicationFields('expert@bb.example'),
      sample_file: await uploadSample(client),
    };
    const created = await client.post('widgets/writer-registration-request', application);
    expect(created.json.body).toMatchObject({
      status: 'received',
      request_id: expect.any(Number),
    });
    // The sample is the application's now: no longer an orphan anyone holding its id can delete.
    expect((await client.get(`widgets/orphanage-file/${application.sample_file}`)).status).toBe(
      404,
    );
    const again = await newClient().post('widgets/writer-registration-request', {
      ...application,
      sample_file: await uploadSample(client),
    });
    expect([again.status, slugOf(again)]).toEqual([409, 'user_exists']);
  });

  it('refuses bad input beside its field, and a sample that is not an unclaimed upload', async () => {
    const client = newClient();
    const sample = await uploadSample(client);
    const refusal = async (fields: Record<string, string>) => {
      const answer = await newClient().post('widgets/writer-registration-request', {
        ...applicationFields(`bad-${Math.random()}@bb.example`),
        sample_file: sample,
        ...fields,
      });
      return [answer.status, slugOf(answer), answer.json.meta.response.field];
    };
    expect(await refusal({ policy_agree: '0' })).toEqual([400, 'policy_required', 'policy_agree']);
    expect(await refusal({ discipline_subs: '77777' })).toEqual([
      400,
      'invalid_request',
      'discipline_subs',
    ]);
    expect(await refusal({ name: 'G' })).toEqual([400, 'invalid_request', 'name']);
    expect(await refusal({ experience: 'Too short.' })).toEqual([
      400,
      'invalid_request',
      'experience',
    ]);
    expect(await refusal({ sample_file: '' })).toEqual([400, 'invalid_request', 'sample_file']);
    expect(await refusal({ sample_file: 'AAAAAAAAAAAAAAAAAAAAAA' })).toEqual([
      400,
      'invalid_request',
      'sample_file',
    ]);
    // Nothing above used the sample up: it still belongs to one application only.
    const used = await newClient().post('widgets/writer-registration-request', {
      ...applicationFields(`sample-${engine}@bb.example`),
      sample_file: sample,
    });
    expect(used.status).toBe(200);
    expect(await refusal({})).toEqual([400, 'invalid_request', 'sample_file']);
  });

  it('e-mails a secret status link that shows where the application stands', async () => {
    const client = newClient();
    const login = `status-${engine}@bb.example`;
    await client.post('widgets/writer-registration-request', {
      ...applicationFields(login, 'Ada L.'),
      sample_file: await uploadSample(client),
    });
    const mail = readOutbox(server.outboxDir).find((message) => message.to === login);
    const link = findLink(mail?.text ?? '', `${PUBLIC_ORIGIN}/become-an-expert-status.html?token=`);
    expect(link).toBeDefined();
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    const status = await newClient().get('widgets/writer-registration-request/status', {
      query: { token },
    });
    expect(status.json.body.application).toEqual({
      name: 'Ada L.',
      status: 'received',
      created_at: expect.any(Number),
      decided_at: null,
      message: null,
      review_days: 5,
    });
    // The token is kept only as a digest: the row never holds the link's secret.
    const stored = await server.ctx.db
      .selectFrom('writer_applications')
      .select('status_token_hash')
      .where('email', '=', login)
      .executeTakeFirstOrThrow();
    expect(stored.status_token_hash).not.toContain(token);
    const unknown = await newClient().get('widgets/writer-registration-request/status', {
      query: { token: `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}` },
    });
    expect([unknown.status, slugOf(unknown)]).toEqual([404, 'not_found']);
  });

  it('slows down guessing a status link: past the limit, even the right token is refused for a while', async () => {
    const guesser = newClient();
    for (let attempt = 0; attempt < RATE_LIMITS.writerApplicationStatus.ip.max; attempt += 1) {
      const guess = await guesser.get('widgets/writer-registration-request/status', {
        query: { token: `guess${attempt}`.padEnd(43, 'A') },
      });
      expect(slugOf(guess)).toBe('not_found');
    }
    const blocked = await guesser.get('widgets/writer-registration-request/status', {
      query: { token: 'last-guess'.padEnd(43, 'A') },
    });
    expect([blocked.status, slugOf(blocked)]).toEqual([429, 'too_many_requests']);
  });
});
