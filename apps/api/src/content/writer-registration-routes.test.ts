import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugOf } from '../testing/api-client';
import { clientFactory } from '../testing/customer-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

describe.each(ENGINES)('writer registration on %s', (engine) => {
  let server: TestServer;
  const { newClient } = clientFactory(() => server, '10.7.4');
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('takes expert applications once per e-mail, with writer-specific terms', async () => {
    const info = (await newClient().get('widgets/writer-registration')).json.body;
    expect(info).toMatchObject({
      terms_url_path: '/writer-terms-and-conditions.html',
      privacy_url_path: '/writer-privacy-policy.html',
    });
    const application = {
      login: 'expert@bb.example',
      name: 'Grace H.',
      discipline_subs: '101,402',
      experience: 'Ten years of teaching Python and SQL at university level.',
      policy_agree: '1',
    };
    const created = await newClient().post('widgets/writer-registration-request', application);
    expect(created.json.body).toMatchObject({
      status: 'received',
      request_id: expect.any(Number),
    });
    expect(slugOf(await newClient().post('widgets/writer-registration-request', application))).toBe(
      'user_exists',
    );
    expect(
      slugOf(
        await newClient().post('widgets/writer-registration-request', {
          ...application,
          login: 'x@bb.example',
          policy_agree: '0',
        }),
      ),
    ).toBe('policy_required');
    expect(
      slugOf(
        await newClient().post('widgets/writer-registration-request', {
          ...application,
          login: 'y@bb.example',
          discipline_subs: '77777',
        }),
      ),
    ).toBe('invalid_request');
  });
});
