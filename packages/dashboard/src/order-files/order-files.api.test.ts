// @vitest-environment node
// Node's own fetch, FormData and File: the multipart upload goes over a real socket as a
// browser's would (jsdom's FormData is not one Node's fetch can send).
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@bb/api';
import { type CookieJarFetch, createCookieJarFetch, type TestServer } from '@bb/api/testing';
import { createApiClient, createOrderClient, type OrderClient } from '@bb/api-client';
import {
  type RealApiServer,
  startRealApiServer,
} from '@bb/form-hooks/test-support/real-api-server';
import { FILE_MAX_BYTES } from '@bb/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderFiles } from './order-files-store';

/**
 * An order's files against the API itself: what the server refuses, hands over and shows each
 * party is its own answer, not a fake's.
 */
let api: RealApiServer;
const parties = {} as Record<
  'customer' | 'operator' | 'writer',
  { client: OrderClient; fetch: CookieJarFetch }
>;

beforeAll(async () => {
  api = await startRealApiServer();
  for (const role of ['customer', 'operator', 'writer'] as const) {
    const fetch = createCookieJarFetch();
    await createApiClient({ origin: api.origin, fetch }).createSession({
      login: DEMO_ACCOUNTS[role],
      password: DEMO_PASSWORD,
      utc_offset_min: 0,
    });
    parties[role] = { client: createOrderClient({ origin: api.origin, fetch }), fetch };
  }
});
afterAll(() => api?.close());

/** A paid order of the demo customer, accepted by the demo expert. */
async function acceptedOrder(server: TestServer): Promise<number> {
  const { order } = await parties.customer.client.createPreOrder({
    paper_type: 1,
    title: 'Linear regression in R',
    discipline_sub: 101,
    pages_qty: 1,
    deadline_datetime: server.clock.now + 3 * 24 * 60 * 60 * 1000,
  });
  const { experts } = await parties.operator.client.orderExperts();
  await parties.operator.client.assignOrder(order.id, experts[0]?.slug ?? '');
  await parties.writer.client.acceptOrder(order.id);
  return order.id;
}

function openFiles(party: 'customer' | 'expert', orderId: number) {
  const { client } = party === 'customer' ? parties.customer : parties.writer;
  const files = createOrderFiles({ client, party, orderId });
  files.open();
  return files;
}

describe('createOrderFiles against the API', () => {
  it('carries files both ways: the customer sees the expert’s file only once delivered, as the result', async () => {
    const orderId = await acceptedOrder(api.server);
    const customer = openFiles('customer', orderId);
    const expert = openFiles('expert', orderId);

    await customer.upload([new File(['x,y\n1,2\n'], 'data.csv', { type: 'text/csv' })]);
    // The server's clock stands still in tests: files of one instant have no order between them.
    api.server.clock.advance(1000);
    await expert.upload([new File(['fit <- lm(y ~ x)'], 'model.R', { type: 'text/plain' })]);
    expect(expert.getState().uploads).toMatchObject([
      { status: 'done', text: 'model.R uploaded.' },
    ]);

    await customer.refresh();
    expect(customer.getState().files.map((file) => file.name)).toEqual(['data.csv']);
    await expert.refresh();
    expect(expert.getState().files.map((file) => [file.name, file.party, file.is_result])).toEqual([
      ['data.csv', 'customer', false],
      ['model.R', 'expert', false],
    ]);

    await parties.writer.client.deliverOrder(orderId);
    await customer.refresh();
    const result = customer.getState().files.find((file) => file.name === 'model.R');
    expect(result).toMatchObject({ party: 'expert', is_result: true });

    const download = await parties.customer.fetch(customer.fileUrl(result?.id ?? ''));
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('fit <- lm(y ~ x)');
  });

  it('shows the API’s refusals in the catalogue’s words; the expert takes back a file, not a result', async () => {
    const orderId = await acceptedOrder(api.server);
    const expert = openFiles('expert', orderId);
    const program = new Uint8Array([0x4d, 0x5a, 0x90, 0x00]);
    await expert.upload([
      new File([program], 'setup.exe', { type: 'application/octet-stream' }),
      new File([new Uint8Array(FILE_MAX_BYTES + 1)], 'scan.tiff'),
      new File(['draft'], 'draft.txt', { type: 'text/plain' }),
    ]);
    expect(expert.getState().uploads.map((upload) => [upload.status, upload.text])).toEqual([
      [
        'refused',
        'setup.exe was not uploaded. Programs and installers cannot be attached. Please send documents, images, archives or code.',
      ],
      [
        'refused',
        'scan.tiff was not uploaded. This file is too large. Please choose a file of up to 10 MB.',
      ],
      ['done', 'draft.txt uploaded.'],
    ]);

    const draft = expert.getState().files.find((file) => file.name === 'draft.txt');
    await expert.remove(draft?.id ?? '');
    expect(expert.getState().notice?.text).toBe('draft.txt removed.');
    await expert.refresh();
    expect(expert.getState().files).toEqual([]);

    await expert.upload([new File(['final'], 'final.txt', { type: 'text/plain' })]);
    await parties.writer.client.deliverOrder(orderId);
    await expert.refresh();
    expect(expert.getState().files).toMatchObject([{ name: 'final.txt', is_result: true }]);
  });
});
