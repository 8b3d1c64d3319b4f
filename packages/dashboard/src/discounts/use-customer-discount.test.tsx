import { fail, ok, pending } from '@bb/api-client/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOrderClient } from '../test-support/order-fixtures';
import { useCustomerDiscount } from './use-customer-discount';

const PATH = 'GET /customers/discount';

function setup(answer: Parameters<typeof mockOrderClient>[0][string]) {
  const { client, mock } = mockOrderClient({ [PATH]: answer });
  return { mock, ...renderHook(() => useCustomerDiscount(client)) };
}

describe('useCustomerDiscount', () => {
  it('tells a new customer their first order’s discount', async () => {
    const { result, mock } = setup(
      ok({ discount: { kind: 'welcome', percent: 15 }, paid_total_cents: 0 }),
    );
    await waitFor(() => expect(result.current.notice).toBe('Your first order: 15% off'));
    expect(result.current.discount).toEqual({ kind: 'welcome', percent: 15 });
    expect(mock.count(PATH)).toBeGreaterThan(0);
  });

  it('tells a regular customer their loyalty discount', async () => {
    const { result } = setup(
      ok({ discount: { kind: 'loyalty', percent: 10 }, paid_total_cents: 120_000 }),
    );
    await waitFor(() => expect(result.current.notice).toBe('Your loyalty discount: 10% off'));
  });

  it('offers nothing while loading, without a discount, or when it cannot be read', async () => {
    expect(setup(pending()).result.current).toEqual({ discount: null, notice: null });
    const none = setup(ok({ discount: null, paid_total_cents: 30_000 }));
    await waitFor(() => expect(none.mock.count(PATH)).toBeGreaterThan(0));
    expect(none.result.current).toEqual({ discount: null, notice: null });
    const failed = setup(fail('not_authenticated', 401));
    await waitFor(() => expect(failed.mock.count(PATH)).toBeGreaterThan(0));
    expect(failed.result.current).toEqual({ discount: null, notice: null });
  });
});
