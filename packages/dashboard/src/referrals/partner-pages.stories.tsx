import {
  fail,
  ok,
  partnerCustomerOf,
  partnerOrderOf,
  partnerOverviewOf,
  partnerPayoutOf,
  pending,
} from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listPages, withFocusRingMargin } from '../test-support/order-stories';
import {
  partnerApi,
  storyPartnerApi,
  UNUSED_PARTNER_CLIENT,
} from '../test-support/partner-stories';
import { onPhone } from '../test-support/phone-cards';
import { PartnerEarningsPage } from './partner-earnings-page';
import { PartnerCustomersPage, PartnerOrdersPage } from './partner-list-pages';

const OVERVIEW = 'GET /partners/overview';
const PAYOUTS = 'GET /partners/payouts';
const METHOD = 'GET /partners/payout-method';
const ORDERS = 'GET /partners/orders';
const CUSTOMERS = 'GET /partners/customers';
const NONE = { next_cursor: null };

const ORDERS_SHOWN = [
  partnerOrderOf(2, {
    order_status: 'in_progress',
    commission_status: 'pending',
    available_at: null,
  }),
  partnerOrderOf(12),
  partnerOrderOf(60, { commission_status: 'paid_out', paid_on: '2026-10-16' }),
  partnerOrderOf(70, {
    order_status: 'cancelled',
    amount_cents: 0,
    commission_cents: 0,
    commission_status: 'void',
  }),
];
const CUSTOMERS_SHOWN = [
  partnerCustomerOf(9, 1, { orders_qty: 0, total_cents: 0 }),
  partnerCustomerOf(8, 9, { orders_qty: 1, total_cents: 11_150 }),
  partnerCustomerOf(7, 25),
];

const meta = {
  title: 'Dashboard/Referrals/PartnerEarningsPage',
  component: PartnerEarningsPage,
  subcomponents: { PartnerOrdersPage, PartnerCustomersPage },
  parameters: {
    docs: {
      description: {
        component: `The referral partner's \`earnings/\` (the earnings role's home, spec §2). The partner shares a link
(\`/?ref=CODE\`, any page); a visitor who signs up through it within 30 days becomes their customer, and
the partner earns a share of each order that customer pays: **pending** until the order is finished
and can no longer be refunded, then **available**, and **paid out** with the experts' payouts on the
1st and the 16th, to the PayPal e-mail set here with the password.

The link with a copy button; the funnel (visits, sign-ups, customers who ordered); the commissions
this month, last month and all time, and by state (a refund after a payout shows as owed); the next
payout date; the payout method; the payouts with their state. \`PartnerOrdersPage\` (\`orders/\`) lists the
paid orders of the partner's customers with the commission on each and its state, and
\`PartnerCustomersPage\` (\`customers/\`) the customers under an anonymous number with their orders and
total: neither shows who a customer is (the stories below the earnings' show both).

**Driven by** \`usePartnerEarnings\` over \`createPartnerClient()\` (\`GET /partners/overview\`,
\`GET /partners/payouts\`, \`GET|PATCH /partners/payout-method\`).`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: { client: UNUSED_PARTNER_CLIENT, origin: 'https://bb.example' },
  render: (args, context) => (
    <PartnerEarningsPage {...args} client={storyPartnerApi(context).client} />
  ),
} satisfies Meta<typeof PartnerEarningsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const earningsRoutes = (overrides = {}) => ({
  [OVERVIEW]: ok(partnerOverviewOf()),
  [PAYOUTS]: ok({ payouts: [partnerPayoutOf()], ...NONE }),
  [METHOD]: ok({ paypal_email: 'earnings@demo.bb.example' }),
  ...overrides,
});

/** The figures are loading. */
export const Loading: Story = {
  ...partnerApi({ [OVERVIEW]: pending(), [PAYOUTS]: pending() }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your referral figures')).toBeVisible();
  },
};

/** The figures could not be loaded: the error widget, and a retry that asks again. */
export const LoadFailed: Story = {
  ...partnerApi(earningsRoutes({ [OVERVIEW]: fail('internal_error', 500) })),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    const { mock } = storyPartnerApi(context);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mock.count(OVERVIEW)).toBe(2));
  },
};

/** The demo partner: the link, its funnel, the commissions by period and state, a paid payout. */
export const WithCommissions: Story = {
  ...partnerApi(earningsRoutes()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('https://bb.example/?ref=BBPARTNR')).toBeVisible();
    await expect(canvas.getByText('Visits').closest('dl')?.textContent).toBe(
      'Visits37Sign-ups4Customers who ordered3',
    );
    await expect(canvas.getByText('This month').closest('dl')?.textContent).toBe(
      'This month$16.75Last month$22.10All time$78.60',
    );
    await expect(canvas.getByText('Next payout: Dec 01, 2026')).toBeVisible();
    await expect(
      canvas.getByRole('table', { name: 'The payouts made to you, newest first' }),
    ).toBeVisible();
    await expect(await canvas.findByLabelText('PayPal e-mail')).toHaveValue(
      'earnings@demo.bb.example',
    );
  },
};

/** A new partner: nothing yet, a refund after a payout owed, no payout method. */
export const NewPartnerOwing: Story = {
  ...partnerApi(
    earningsRoutes({
      [OVERVIEW]: ok(
        partnerOverviewOf({
          visits: 0,
          sign_ups: 0,
          first_orders: 0,
          this_month_cents: 0,
          last_month_cents: 0,
          all_time_cents: 0,
          pending_cents: 0,
          available_cents: -865,
          paid_out_cents: 0,
          paypal_email: null,
        }),
      ),
      [PAYOUTS]: ok({ payouts: [], ...NONE }),
      [METHOD]: ok({ paypal_email: null }),
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Owed: refunds after a payout, taken from your next commissions'),
    ).toBeVisible();
    await expect(canvas.getByText('$8.65')).toBeVisible();
    await expect(canvas.getByText(/^No payouts yet\./)).toBeVisible();
  },
};

/** The copy button copies the whole link and says so. */
export const CopyLink: Story = {
  ...partnerApi(earningsRoutes()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByText('Link copied.')).toBeVisible();
    await expect(copied).toEqual(['https://bb.example/?ref=BBPARTNR']);
  },
};

/** `orders/`: the brought customers' orders in each commission state, no customer identity. */
export const Orders: Story = {
  ...partnerApi({ [ORDERS]: ok({ orders: ORDERS_SHOWN, ...NONE }) }),
  render: (_args, context) => <PartnerOrdersPage client={storyPartnerApi(context).client} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', {
      name: 'The paid orders of the customers you brought, newest first',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual([
      'Pending',
      'Available',
      'Paid out',
      'Refunded',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** `orders/` with more than a page: 'Show more' under the list. */
export const OrdersMorePages: Story = {
  ...partnerApi(() => ({ [ORDERS]: listPages('orders', ORDERS_SHOWN, 2) })),
  render: (_args, context) => <PartnerOrdersPage client={storyPartnerApi(context).client} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(5));
  },
};

/** `orders/` before any customer ordered. */
export const NoOrders: Story = {
  ...partnerApi({ [ORDERS]: ok({ orders: [], ...NONE }) }),
  render: (_args, context) => <PartnerOrdersPage client={storyPartnerApi(context).client} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^No orders yet\./)).toBeVisible();
  },
};

/** `customers/`: each under an anonymous number, with sign-up date, orders and total. */
export const Customers: Story = {
  ...partnerApi({ [CUSTOMERS]: ok({ customers: CUSTOMERS_SHOWN, ...NONE }) }),
  render: (_args, context) => <PartnerCustomersPage client={storyPartnerApi(context).client} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Customer 9')).toBeVisible();
    await expect(canvas.getByText('$173.00')).toBeVisible();
  },
};

/** `customers/` before anyone signed up through the link. */
export const NoCustomers: Story = {
  ...partnerApi({ [CUSTOMERS]: ok({ customers: [], ...NONE }) }),
  render: (_args, context) => <PartnerCustomersPage client={storyPartnerApi(context).client} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^No customers yet\./)).toBeVisible();
  },
};

/** On a phone: the commissions as cards, each value labelled by its column. */
export const PhoneCommissions: Story = onPhone(WithCommissions);

/** On a phone: the referred orders as cards. */
export const PhoneOrders: Story = onPhone(Orders);
