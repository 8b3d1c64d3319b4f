import { afterAll, beforeAll } from 'vitest';
import type { ApiClient } from './api-client';
import { clientFactory, expertOrderSteps } from './customer-fixtures';
import { advanceJobsClock } from './job-clock';
import { type EngineName, startTestServer, type TestServer } from './test-server';

export type OrderPartiesSuite = {
  server: TestServer;
  customer: ApiClient;
  operator: ApiClient;
  expert: ApiClient;
  /** The demo expert's slug, as the operator assigns by it. */
  expertSlug: string;
  /** The order's steps up to an approval, driven by the three parties (`expertOrderSteps`). */
  steps: ReturnType<typeof expertOrderSteps>;
  newClient: () => ApiClient;
  /** Time passes (the jobs due by then run); the parties sign in again, their sessions ended. */
  advance(ms: number): Promise<void>;
};

/**
 * The setup of a suite about orders, registered in the calling `describe`: a test server of
 * `engine` (with `env`) and an order's three parties signed in, the demo customer, operator and
 * expert, each from `subnet`; the server closes after the suite. Read its fields inside the tests
 * (they are set before the first one).
 */
export function orderPartiesSuite(
  engine: EngineName,
  subnet: string,
  env: Record<string, string> = {},
): OrderPartiesSuite {
  const { signedInParties, newClient } = clientFactory(() => suite.server, subnet);
  const suite = {
    newClient,
    steps: expertOrderSteps(
      () => suite.server,
      () => suite,
    ),
    async advance(ms: number) {
      await advanceJobsClock(suite.server, ms);
      Object.assign(suite, await signedInParties());
    },
  } as OrderPartiesSuite;
  beforeAll(async () => {
    suite.server = await startTestServer(engine, env);
    Object.assign(suite, await signedInParties());
    suite.expertSlug = (await suite.operator.get('operators/experts')).json.body.experts[0].slug;
  });
  afterAll(() => suite.server.close());
  return suite;
}

/** The kinds of the notifications `client` got about order `id`, newest first. */
export async function notificationKindsAbout(client: ApiClient, id: number): Promise<string[]> {
  const { notifications } = (await client.get('users/notifications', { query: { limit: '100' } }))
    .json.body;
  return notifications
    .filter((notice: { order_id: number }) => notice.order_id === id)
    .map((notice: { kind: string }) => notice.kind);
}

/** The actions of order `id`'s audit trail as the operator reads them, newest first. */
export async function auditActionsOf(operator: ApiClient, id: number): Promise<string[]> {
  return (await operator.get(`operators/orders/${id}/audit-events`)).json.body.events.map(
    (event: { action: string }) => event.action,
  );
}
