import { describe, expect, it } from 'vitest';
import { createMockReceiptClient, fail, ok } from './testing';

const RECEIPT = {
  id: 41,
  number: 'R-000041',
  kind: 'top_up',
  issued_at: 1,
  amount_cents: 5000,
  payment_method: 'card',
  card_cents: 5000,
  order: null,
  discount: null,
  refunds: [],
  customer: { id: 7, name: null, email: 'customer@bb.example' },
  company: null,
  support_email: 'support@bb.example',
};

describe('the receipt calls', () => {
  it('read a receipt by its ledger entry’s id', async () => {
    const { mock, client } = createMockReceiptClient({
      'GET /receipts/41': ok({ receipt: RECEIPT }),
    });
    expect(await client.receipt(41)).toEqual({ receipt: RECEIPT });
    expect(mock.unmatched).toEqual([]);
  });

  it('reject with the API’s slug when it is not the reader’s', async () => {
    const { client } = createMockReceiptClient({ 'GET /receipts/42': fail('not_found', 404) });
    await expect(client.receipt(42)).rejects.toMatchObject({
      messageSlug: 'not_found',
      status: 404,
    });
  });
});
