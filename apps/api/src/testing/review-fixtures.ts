import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed-data';
import { type clientFactory, createExpertAccount, expertOrderSteps } from './customer-fixtures';
import type { TestServer } from './test-server';

/**
 * The demo customer and operator and a new expert (`name`, no orders yet) signed in, the customer
 * given funds for many orders, and the order's steps driven by the three of them.
 */
export async function reviewParties(
  server: TestServer,
  clients: ReturnType<typeof clientFactory>,
  name: string,
) {
  const { customer, operator } = await clients.signedInParties();
  const email = `${name}@bb.example`;
  const writer = await createExpertAccount(server.ctx, email, DEMO_PASSWORD);
  const expert = clients.newClient();
  await expert.post('users/sessions', { login: email, password: DEMO_PASSWORD });
  const { db } = server.ctx;
  const demoCustomer = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS.customer)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('balance_entries')
    .values({
      user_id: demoCustomer.id,
      amount_cents: 100_000_00,
      reason: 'top_up',
      order_id: null,
      created_at: server.clock.now,
    })
    .execute();
  const parties = { customer, operator, expert, expertSlug: writer.slug };
  return {
    ...parties,
    writer,
    customerUserId: demoCustomer.id,
    steps: expertOrderSteps(
      () => server,
      () => parties,
    ),
  };
}
