import { earningOf, earningsOf, fail, ok, payoutOf, pending } from '@bb/api-client/testing';
import { ERROR_CATALOGUE } from '@bb/validation';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOrderClient } from '../test-support/order-fixtures';
import { useFinancialOverview } from './use-financial-overview';

const EARNINGS = 'GET /writers/earnings';
const PAYOUTS = 'GET /writers/payouts';
const NO_PAYOUTS = ok({ payouts: [], next_cursor: null });
const NOTHING_YET = earningsOf();

function setup(routes: Parameters<typeof mockOrderClient>[0]) {
  const { client, mock } = mockOrderClient(routes);
  const hook = renderHook(() =>
    useFinancialOverview({ client, orderHref: (id) => `/dashboard/writer/orders_progress/${id}/` }),
  );
  return { mock, ...hook };
}

describe('useFinancialOverview', () => {
  it('loads the expert’s earnings and payouts in plain words', async () => {
    const { result, mock } = setup({
      [EARNINGS]: ok(
        earningsOf({
          available_cents: 2975,
          paid_out_cents: 12_600,
          paypal_email: 'writer@demo.bb.example',
          earnings: [earningOf()],
        }),
      ),
      [PAYOUTS]: ok({ payouts: [payoutOf()], next_cursor: null }),
    });
    expect(result.current.status).toBe('loading');
    expect(result.current.overview).toBeNull();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.overview).toMatchObject({
      available: '$29.75',
      paidOut: '$126.00',
      nextPayoutDate: 'Dec 01, 2026',
      paypalEmail: 'writer@demo.bb.example',
    });
    expect(result.current.overview?.earnings[0]?.orderHref).toBe(
      '/dashboard/writer/orders_progress/41/',
    );
    expect(result.current.empty).toBe(false);
    expect(mock.unmatched).toEqual([]);
  });

  it('says so when the expert has taken no order yet', async () => {
    const { result } = setup({ [EARNINGS]: ok(NOTHING_YET), [PAYOUTS]: NO_PAYOUTS });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.empty).toBe(true);
    expect(result.current.overview?.available).toBe('$0.00');
    expect(result.current.overview?.paypalEmail).toBeNull();
  });

  it('says what went wrong and loads again on Try again', async () => {
    let down = true;
    const { result } = setup({
      [EARNINGS]: () => (down ? fail('internal_error', 500) : ok(NOTHING_YET)),
      [PAYOUTS]: NO_PAYOUTS,
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.errorMessage).toBe(ERROR_CATALOGUE.internal_error.message);
    expect(result.current.texts.reload).toBe('Try again');
    down = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.overview?.available).toBe('$0.00');
  });

  it('stays loading while the answer has not come', async () => {
    const { result, mock } = setup({ [EARNINGS]: pending(), [PAYOUTS]: pending() });
    await waitFor(() => expect(mock.count(EARNINGS)).toBeGreaterThan(0));
    expect(result.current.status).toBe('loading');
    expect(result.current.overview).toBeNull();
  });
});
