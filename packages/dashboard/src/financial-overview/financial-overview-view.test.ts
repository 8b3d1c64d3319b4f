import { earningOf, earningsOf, payoutOf } from '@bb/api-client/testing';
import { describe, expect, it } from 'vitest';
import { financialOverviewView, formatPayoutDate } from './financial-overview-view';

const orderHref = (id: number) => `/dashboard/writer/orders_progress/${id}/`;

describe('formatPayoutDate', () => {
  it('writes a payout day in the dashboard’s date format, the same day in every time zone', () => {
    expect(formatPayoutDate('2026-12-01')).toBe('Dec 01, 2026');
    expect(formatPayoutDate('2027-01-16')).toBe('Jan 16, 2027');
  });
});

describe('financialOverviewView', () => {
  it('writes the totals in dollars and each earning with its state, amount, date and order link', () => {
    const view = financialOverviewView(
      earningsOf({
        available_cents: 2975,
        expected_cents: 105_000,
        paid_out_cents: 12_600,
        paypal_email: 'writer@demo.bb.example',
        earnings: [
          earningOf({
            order_id: 44,
            title: 'Dijkstra in Python',
            order_status: 'delivered',
            status: 'expected',
            amount_cents: 105_000,
            accepted_at: Date.UTC(2026, 10, 23, 9, 0),
            available_at: null,
          }),
          earningOf(),
          earningOf({
            order_id: 40,
            status: 'paid_out',
            paid_on: '2026-12-01',
            payout_status: 'sent',
          }),
          earningOf({
            order_id: 39,
            status: 'paid_out',
            paid_on: '2026-11-16',
            payout_status: 'paid',
          }),
        ],
      }),
      [
        payoutOf({ id: 5, paid_on: '2026-12-01', status: 'pending', earnings_qty: 1 }),
        payoutOf({ id: 4, paid_on: '2026-11-16', status: 'sent' }),
        payoutOf({
          id: 3,
          paid_on: '2026-11-01',
          status: 'failed',
          failure_reason: 'The receiver did not claim the payout.',
          earnings_qty: 0,
        }),
        payoutOf({ id: 2, paid_on: '2026-10-16' }),
      ],
      orderHref,
    );
    expect([view.available, view.expected, view.paidOut]).toEqual([
      '$29.75',
      '$1,050.00',
      '$126.00',
    ]);
    expect(view.nextPayoutDate).toBe('Dec 01, 2026');
    expect(view.paypalEmail).toBe('writer@demo.bb.example');
    expect(view.earnings.map((earning) => [earning.statusLabel, earning.amount])).toEqual([
      ['Expected (Delivered)', '$1,050.00'],
      ['Available', '$29.75'],
      ['In the payout of Dec 01, 2026', '$29.75'],
      ['Paid out on Nov 16, 2026', '$29.75'],
    ]);
    expect(view.earnings[0]).toMatchObject({
      title: 'Dijkstra in Python',
      orderHref: '/dashboard/writer/orders_progress/44/',
    });
    // An expected earning is dated when the order was taken, the others when approved.
    expect(view.earnings[0]?.date).toMatch(/^Nov 23, 2026, \d\d:\d\d$/);
    expect(view.earnings[1]?.date).toMatch(/^Nov 2[45], 2026, \d\d:\d\d$/);
    expect(view.payouts[3]).toEqual({
      id: 2,
      date: 'Oct 16, 2026',
      amount: '$126.00',
      paypalEmail: 'writer@demo.bb.example',
      earningsQty: 3,
      status: 'paid',
      statusLabel: 'Paid',
      failureNote: null,
    });
    // Where each payout stands at PayPal; a failed one says why and where its amount went.
    expect(view.payouts.map((payout) => [payout.statusLabel, payout.failureNote])).toEqual([
      ['Waiting to be sent', null],
      ['Sent to PayPal', null],
      [
        'Failed',
        'The receiver did not claim the payout. The amount is available again for the next payout.',
      ],
      ['Paid', null],
    ]);
    expect(
      financialOverviewView(
        earningsOf(),
        [payoutOf({ status: 'failed', failure_reason: 'BLOCKED' })],
        orderHref,
      ).payouts[0]?.failureNote,
    ).toBe('BLOCKED. The amount is available again for the next payout.');
  });
});
