import type { Earnings, Payout } from '@bb/api-client';
import { earningOf, earningsOf, fail, ok, payoutOf, pending } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  listPages,
  orderApi,
  storyOrderApi,
  UNUSED_ORDER_CLIENT,
  withFocusRingMargin,
} from '../test-support/order-stories';
import { onPhone } from '../test-support/phone-cards';
import { FinancialOverviewPage } from './financial-overview-page';

const EARNINGS = 'GET /writers/earnings';
const PAYOUTS = 'GET /writers/payouts';
const NO_PAYOUTS = { payouts: [], next_cursor: null };
/** What the overview's two calls answer: the totals and earnings, and the payouts. */
type OverviewBodies = Earnings & { payouts: Payout[] };
/** The overview's two calls, each its one and last page. */
const overview = ({ payouts, ...earnings }: OverviewBodies) => ({
  [EARNINGS]: ok(earnings),
  [PAYOUTS]: ok({ payouts, next_cursor: null }),
});
const NEW_EXPERT: OverviewBodies = { ...earningsOf(), payouts: [] };
const DEMO_EXPERT: OverviewBodies = {
  ...earningsOf({
    available_cents: 2975,
    expected_cents: 4830,
    paid_out_cents: 12_600,
    paypal_email: 'writer@demo.bb.example',
    earnings: [
      earningOf({
        order_id: 44,
        title: 'Dijkstra in Python',
        order_status: 'in_progress',
        status: 'expected',
        amount_cents: 4830,
        accepted_at: Date.UTC(2026, 10, 25, 9, 0),
        available_at: null,
      }),
      earningOf(),
      earningOf({
        order_id: 38,
        title: 'SQL joins explained on a sample shop database',
        amount_cents: 12_600,
        status: 'paid_out',
        available_at: Date.UTC(2026, 10, 12, 11, 30),
        paid_on: '2026-11-16',
        payout_status: 'paid',
      }),
    ],
  }),
  payouts: [payoutOf({ earnings_qty: 1 })],
};

const meta = {
  title: 'Dashboard/FinancialOverview/FinancialOverviewPage',
  component: FinancialOverviewPage,
  parameters: {
    docs: {
      description: {
        component: `The expert's Financial Overview (\`balance/\` of the writer role, spec §2 and §6). An expert earns a
share of each order's price, fixed when they accept it (their order page says 'You earn $29.75
for this order' before they do). The earning is **expected** while the order is in progress or
delivered, **available** once the customer approves it, and **paid out** on the next payout date:
the 1st and the 16th of each month, to the PayPal account on their profile.

**Totals.** Available for the next payout, expected from orders in progress, paid out so far;
the next payout date ('MMM dd, yyyy') and where the payouts go (or that none is set, with a link
to \`profileHref\`, the expert's Profile & Settings).

**Earnings per order.** A table with a caption, newest first: the order's title linked to the
expert's page of it, the state ('Expected (In progress)', 'Available', 'In the payout of Dec 01,
2026' while PayPal has not paid it, 'Paid out on Nov 16, 2026'), the amount, and the date it was approved (taken, while expected). **Payouts**: the date,
the amount, how many orders it paid, where it went and where it stands at PayPal: 'Waiting to
be sent', 'Sent to PayPal', 'Paid', or 'Failed' with PayPal's reason and the note that the
amount is available again for the next payout. A new expert reads a sentence in each.

Loading shows a spinner; a failed load the error widget and 'Try again'.

**Driven by** \`useFinancialOverview\` (\`@bb/form-hooks\`) over \`createOrderClient()\`
(\`GET /writers/earnings\`).`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: {
    client: UNUSED_ORDER_CLIENT,
    orderHref: (id: number) => `/dashboard/writer/orders_progress/${id}/`,
    profileHref: '/dashboard/writer/profile/',
  },
  render: (args, context) => (
    <FinancialOverviewPage {...args} client={storyOrderApi(context).client} />
  ),
} satisfies Meta<typeof FinancialOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** The earnings are loading. */
export const Loading: Story = {
  ...orderApi({ [EARNINGS]: pending(), [PAYOUTS]: pending() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading your earnings')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The earnings could not be loaded: the error widget, and a retry that asks again. */
export const LoadFailed: Story = {
  ...orderApi({ [EARNINGS]: fail('internal_error', 500), [PAYOUTS]: ok(NO_PAYOUTS) }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    const { mock } = storyOrderApi(context);
    await expect(await canvas.findByText('Hmm, something seems to be missing')).toBeVisible();
    const asked = mock.count(EARNINGS);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mock.count(EARNINGS)).toBe(asked + 1));
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A new expert: nothing earned yet, no payout method set. */
export const NewExpert: Story = {
  ...orderApi({ ...overview(NEW_EXPERT) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Next payout: Dec 01, 2026')).toBeVisible();
    await expect(canvas.getAllByText('$0.00')).toHaveLength(3);
    await expect(canvas.getByText(/^No earnings yet\./)).toBeVisible();
    await expect(canvas.getByText(/^No payouts yet\./)).toBeVisible();
    await expect(canvas.getByText(/^No payout method is set yet/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Set your PayPal e-mail in Profile & Settings' }),
    ).toHaveAttribute('href', '/dashboard/writer/profile/');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Earnings in each state and a payout; the tables are reached from the keyboard. */
export const WithEarnings: Story = {
  ...orderApi({ ...overview(DEMO_EXPERT) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const earnings = await canvas.findByRole('table', {
      name: 'What you earn for each order you took, newest first',
    });
    const totals = canvas.getByText('Available for the next payout').closest('dl');
    await expect(totals?.textContent).toBe(
      'Available for the next payout$29.75Expected from orders in progress$48.30Paid out so far$126.00',
    );
    await expect(canvas.getByText('Payouts go to PayPal: writer@demo.bb.example.')).toBeVisible();
    await expect(rowsOf(earnings).map((cells) => cells.slice(0, 3))).toEqual([
      ['Dijkstra in Python', 'Expected (In progress)', '$48.30'],
      ['Linear regression in R', 'Available', '$29.75'],
      ['SQL joins explained on a sample shop database', 'Paid out on Nov 16, 2026', '$126.00'],
    ]);
    await expect(canvas.getByRole('link', { name: 'Dijkstra in Python' })).toHaveAttribute(
      'href',
      '/dashboard/writer/orders_progress/44/',
    );
    const payouts = canvas.getByRole('table', { name: 'The payouts made to you, newest first' });
    await expect(rowsOf(payouts)).toEqual([
      ['Nov 16, 2026', '$126.00', '1', 'writer@demo.bb.example', 'Paid'],
    ]);
    await userEvent.tab();
    await expect(
      canvas.getByRole('region', { name: 'What you earn for each order you took, newest first' }),
    ).toHaveFocus();
  },
};

/** More earnings and payouts than a page: the newest of each, and 'Show more' under each table. */
export const MorePages: Story = {
  ...orderApi(() => {
    const { payouts, earnings, ...totals } = DEMO_EXPERT;
    const earlier = payoutOf({ id: 2, amount_cents: 8400, paid_on: '2026-11-01', earnings_qty: 2 });
    return {
      [EARNINGS]: listPages('earnings', earnings, 2, totals),
      [PAYOUTS]: listPages('payouts', [...payouts, earlier], 1),
    };
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const earnings = await canvas.findByRole('table', {
      name: 'What you earn for each order you took, newest first',
    });
    await expect(rowsOf(earnings)).toHaveLength(2);
    const payouts = canvas.getByRole('table', { name: 'The payouts made to you, newest first' });
    await expect(rowsOf(payouts)).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: 'Show more' })).toHaveLength(2);
  },
};

/**
 * The latest payout is on its way: sent to PayPal, not yet in the expert's account; the earning
 * it takes reads 'In the payout of Dec 01, 2026' until PayPal pays it.
 */
export const PayoutSent: Story = {
  ...orderApi({
    ...overview({
      ...DEMO_EXPERT,
      available_cents: 0,
      paid_out_cents: 12_600 + 2975,
      earnings: DEMO_EXPERT.earnings.map((earning) =>
        earning.status === 'available'
          ? { ...earning, status: 'paid_out', paid_on: '2026-12-01', payout_status: 'sent' }
          : earning,
      ),
      payouts: [
        payoutOf({
          id: 4,
          paid_on: '2026-12-01',
          amount_cents: 2975,
          status: 'sent',
          earnings_qty: 1,
        }),
        ...DEMO_EXPERT.payouts,
      ],
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const payouts = await canvas.findByRole('table', {
      name: 'The payouts made to you, newest first',
    });
    const earnings = canvas.getByRole('table', {
      name: 'What you earn for each order you took, newest first',
    });
    await expect(rowsOf(earnings)[1]?.slice(0, 3)).toEqual([
      'Linear regression in R',
      'In the payout of Dec 01, 2026',
      '$29.75',
    ]);
    await expect(rowsOf(payouts)).toEqual([
      ['Dec 01, 2026', '$29.75', '1', 'writer@demo.bb.example', 'Sent to PayPal'],
      ['Nov 16, 2026', '$126.00', '1', 'writer@demo.bb.example', 'Paid'],
    ]);
  },
};

/**
 * PayPal returned the latest payout: the expert reads why, and its amount is available again
 * (the totals count it there) for the next payout date.
 */
export const PayoutFailed: Story = {
  ...orderApi({
    ...overview({
      ...DEMO_EXPERT,
      available_cents: 2975 + 12_600,
      payouts: [
        payoutOf({
          id: 4,
          paid_on: '2026-12-01',
          status: 'failed',
          failure_reason: 'The receiver did not claim the payout.',
          earnings_qty: 0,
        }),
        ...DEMO_EXPERT.payouts,
      ],
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const payouts = await canvas.findByRole('table', {
      name: 'The payouts made to you, newest first',
    });
    await expect(rowsOf(payouts)[0]).toEqual([
      'Dec 01, 2026',
      '$126.00',
      '0',
      'writer@demo.bb.example',
      'FailedThe receiver did not claim the payout. The amount is available again for the next payout.',
    ]);
    const totals = canvas.getByText('Available for the next payout').closest('dl');
    await expect(totals?.textContent).toContain('Available for the next payout$155.75');
  },
};

/** On a phone: earnings and payouts as cards, each value labelled by its column. */
export const PhoneCards: Story = onPhone(WithEarnings);
