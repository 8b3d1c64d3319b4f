import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFactory, orderDraft } from '../testing/customer-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

describe.each(ENGINES)('reminders on %s', (engine) => {
  let server: TestServer;
  const { newClient, signedIn } = clientFactory(() => server, '10.7.3');
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('reminds a customer of what is left to do', async () => {
    expect((await newClient().get('widgets/reminders')).json.body.reminders).toEqual([]);
    const fresh = newClient();
    await fresh.post('customers', { login: 'reminded@bb.example', policy_agree: '1' });
    await fresh.post('customers/pre-orders', orderDraft(server, { title: 'Unpaid work' }));
    const types = (await fresh.get('widgets/reminders')).json.body.reminders.map(
      (reminder: { type: string }) => reminder.type,
    );
    expect(types).toEqual(['verify_email', 'set_password', 'pre_order_unpaid']);
    const customer = await signedIn('customer');
    const reminders = (await customer.get('widgets/reminders')).json.body.reminders;
    expect(reminders).toContainEqual(
      expect.objectContaining({
        type: 'order_post_experience',
        url_path: expect.stringMatching(/^\/dashboard\/customer\/orders\/\d+$/),
      }),
    );
    const writer = await signedIn('writer');
    expect((await writer.get('widgets/reminders')).json.body.reminders).toEqual([]);
  });
});
