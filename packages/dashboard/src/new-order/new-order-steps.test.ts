// @vitest-environment node
import { createOrderClient } from '@bb/api-client';
import { createSubmission } from '@bb/form-hooks';
import { error, type FakeApiServer, ok, startFakeApiServer } from '@bb/form-hooks/test-support';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NEW_ORDER_FLOW, type NewOrderRun } from './new-order-steps';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function submitOnce() {
  const submission = createSubmission(NEW_ORDER_FLOW);
  const log: string[] = [];
  const run: NewOrderRun = {
    order: { title: 'Lab 3', pages_qty: 2, create_datetime: 1_800_000_000_000 },
    client: createOrderClient({ origin: server.origin }),
    setLoading: submission.setLoading,
    clearStorage: () => log.push('cleared'),
    navigate: (url) => log.push(`went to ${url}`),
    orderPageUrl: (id) => `/dashboard/customer/orders/${id}/`,
  };
  return { submission, log, result: submission.run(run) };
}

describe('the full order page submit, without React', () => {
  it('creates the pre-order, clears the stored draft and writer, then goes to the order', async () => {
    server.on('POST /customers/pre-orders', ok({ order: { id: 42, status: 'paid' } }));
    const { submission, log, result } = submitOnce();
    expect((await result).outcome).toBe('succeeded');
    expect(server.requestsTo('POST /customers/pre-orders')[0]?.form).toEqual({
      title: 'Lab 3',
      pages_qty: '2',
      create_datetime: '1800000000000',
    });
    expect(log).toEqual(['cleared', 'went to /dashboard/customer/orders/42/']);
    expect(submission.getState()).toMatchObject({ status: 'succeeded', loading: true });
  });

  it('keeps the draft and stays when the server refuses, with the slug mapped', async () => {
    server.on('POST /customers/pre-orders', error('title_required'));
    const { submission, log, result } = submitOnce();
    const outcome = await result;
    expect(outcome.outcome).toBe('failed');
    if (outcome.outcome === 'failed') {
      expect(outcome.mapping?.fields).toEqual({ title: 'Please enter a title for your order' });
    }
    expect(log).toEqual([]);
    expect(submission.getState()).toMatchObject({ loading: false, submitError: 'title_required' });
    expect(submission.getState().steps.map((step) => `${step.name}:${step.outcome}`)).toEqual([
      'loadingOn:done',
      'createPreOrder:failed',
      'errorHandling:done',
    ]);
  });
});
