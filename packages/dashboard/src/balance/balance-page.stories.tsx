import {
  balanceEntryOf,
  fail,
  type MockRoutes,
  ok,
  pending,
  topUpOf,
} from '@bb/api-client/testing';
import { ERROR_CATALOGUE } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  checkoutApi,
  listPages,
  type StoryCheckout,
  storyCheckout,
  storyOrderApi,
  UNUSED_ORDER_CLIENT,
  withFocusRingMargin,
} from '../test-support/order-stories';
import { BalancePage } from './balance-page';

const BALANCE_URL = 'http://bb.test/dashboard/customer/balance/';
const CHECKOUT_URL = 'https://checkout.example/c/pay_7';

const meta = {
  title: 'Dashboard/Balance/BalancePage',
  component: BalancePage,
  parameters: {
    docs: {
      description: {
        component: `The customer's balance page (\`balance/\`): the balance, a top-up, and the ledger. A new customer
starts at $0.00, so their first order waits for payment until they top up.

**Top-up.** An amount in US dollars ('50', '$1,200.50'), or one of the suggested amounts ($50,
$100, $200: buttons that fill the field, the chosen one pressed). From $10 to $5,000
(\`validateTopUpAmount\`): a wrong amount is said under the field, which takes focus. 'Top up'
starts the top-up and leaves for the payment provider's checkout, spinning until the page has
gone; \`payments_unavailable\` is said above the form.

**Back from checkout** (\`?top_up=7\`, with \`&checkout=cancelled\` after a cancel; both leave
the address at once): a live region that takes focus says what happens: 'Waiting for your payment
to arrive…', then 'Your payment of $50.00 has arrived.' (the balance and ledger load again), or
that the payment was cancelled or not completed, so nothing was charged. A payment still pending
after about 12 s is said to be on its way, checked every 10 s, and after five minutes 'Check
again' asks once more.

**Ledger.** A table with a caption, newest first: 'Top-up', 'Payment for order #41' and 'Refund for
order #41' (linked to the order), signed amounts ('+$50.00', '−$42.50'), and the receipt of each
top-up and payment (\`receiptHref\`). A new customer reads 'No
payments yet.'

**Driven by** \`useBalance\` (\`@bb/form-hooks\`) over \`createOrderClient()\`; the host passes
\`navigate\` (\`location.assign\`) and \`address\` (\`browserAddressBar()\`).`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: {
    client: UNUSED_ORDER_CLIENT,
    orderHref: (id: number) => `/dashboard/customer/orders/${id}/`,
    receiptHref: (id: number) => `/dashboard/customer/receipts/${id}/`,
    navigate: () => undefined,
    address: { params: () => new URLSearchParams(), removeParams: () => undefined },
  },
  render: (args, context) => {
    const { address, navigation } = storyCheckout(context);
    return (
      <BalancePage
        {...args}
        client={storyOrderApi(context).client}
        address={address}
        navigate={navigation.navigate}
      />
    );
  },
} satisfies Meta<typeof BalancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_CUSTOMER = {
  'GET /customers/balance': ok({ balance_cents: 0, entries: [], next_cursor: null }),
};
const LEDGER = [
  balanceEntryOf({
    id: 4,
    amount_cents: 4250,
    reason: 'refund',
    order_id: 40,
    created_at: Date.UTC(2026, 10, 24, 16, 5),
  }),
  balanceEntryOf({
    id: 3,
    amount_cents: -4250,
    reason: 'order_payment',
    order_id: 40,
    created_at: Date.UTC(2026, 10, 22, 9, 30),
  }),
  balanceEntryOf({
    id: 2,
    amount_cents: -6980,
    reason: 'order_payment',
    order_id: 41,
    created_at: Date.UTC(2026, 10, 21, 10, 2),
  }),
  balanceEntryOf({ amount_cents: 10000, created_at: Date.UTC(2026, 10, 21, 10, 0) }),
];

const amountField = (canvas: HTMLElement) =>
  within(canvas).getByRole('textbox', { name: 'Amount in US dollars' });

/**
 * Back from checkout for top-up 7: still pending for `pendingChecks` checks (or until the play
 * says the payment arrived), then `status`; the balance shows the $50.00 once it is paid.
 */
function backFromCheckout(pendingChecks: number, status: 'paid' | 'expired' = 'paid') {
  return (checkout: StoryCheckout): MockRoutes => {
    let checks = 0;
    const settled = () => checkout.payment.arrived || checks > pendingChecks;
    return {
      'GET /customers/balance': () =>
        ok(
          settled() && status === 'paid'
            ? { balance_cents: 5000, entries: [balanceEntryOf({})], next_cursor: null }
            : { balance_cents: 0, entries: [], next_cursor: null },
        ),
      'GET /customers/balance/top-ups/7': () => {
        checks += 1;
        if (!settled()) return ok({ top_up: topUpOf() });
        return ok({
          top_up: topUpOf({
            status,
            paid_at: status === 'paid' ? Date.UTC(2026, 10, 21, 10, 1) : null,
          }),
        });
      },
    };
  };
}

/** The balance is loading: the top-up form is ready already. */
export const Loading: Story = {
  ...checkoutApi({ 'GET /customers/balance': pending() }, BALANCE_URL),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading your balance')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Top up' })).toBeEnabled();
  },
};

/** The balance could not be loaded: the error widget, and a retry that asks again. */
export const LoadFailed: Story = {
  ...checkoutApi({ 'GET /customers/balance': fail('internal_error', 500) }, BALANCE_URL),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    const { mock } = storyOrderApi(context);
    await expect(await canvas.findByText('Hmm, something seems to be missing')).toBeVisible();
    const asked = mock.count('GET /customers/balance');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mock.count('GET /customers/balance')).toBe(asked + 1));
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A new customer: $0.00, no payments yet; the form is reached and used from the keyboard. */
export const NewCustomer: Story = {
  ...checkoutApi(NEW_CUSTOMER, BALANCE_URL),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$0.00')).toBeVisible();
    await expect(
      canvas.getByText(
        'No payments yet. Your top-ups, payments for orders and refunds will show here.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.tab();
    await expect(amountField(canvasElement)).toHaveFocus();
    await expect(amountField(canvasElement)).toHaveAccessibleDescription(
      'From $10 to $5,000. You pay on the payment provider’s secure page, then come back here.',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '$50' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(amountField(canvasElement)).toHaveValue('50');
    await expect(canvas.getByRole('button', { name: '$50' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The ledger, newest first: payments and refunds linked to their orders. */
export const WithEntries: Story = {
  ...checkoutApi(
    { 'GET /customers/balance': ok({ balance_cents: 7270, entries: LEDGER, next_cursor: null }) },
    BALANCE_URL,
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', {
      name: 'Top-ups, payments for orders and refunds, newest first',
    });
    await expect(canvas.getByText('$72.70')).toBeVisible();
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Nov 24, 2026, 16:05Refund for order #40+$42.50',
      'Nov 22, 2026, 09:30Payment for order #40\u2212$42.50Receipt',
      'Nov 21, 2026, 10:02Payment for order #41\u2212$69.80Receipt',
      'Nov 21, 2026, 10:00Top-up+$100.00Receipt',
    ]);
    await expect(canvas.getByRole('link', { name: 'Payment for order #41' })).toHaveAttribute(
      'href',
      '/dashboard/customer/orders/41/',
    );
    // Each payment's receipt, by its ledger entry; a refund has none.
    await expect(
      within(table)
        .getAllByRole('link', { name: 'Receipt' })
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/dashboard/customer/receipts/3/',
      '/dashboard/customer/receipts/2/',
      '/dashboard/customer/receipts/1/',
    ]);
  },
};

/** A ledger longer than a page: its newest entries, and 'Show more' under them. */
export const MorePages: Story = {
  ...checkoutApi(
    { 'GET /customers/balance': listPages('entries', LEDGER, 2, { balance_cents: 7270 }) },
    BALANCE_URL,
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', {
      name: 'Top-ups, payments for orders and refunds, newest first',
    });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 2);
    await expect(canvas.getByRole('button', { name: 'Show more' })).toBeVisible();
  },
};

/** An amount out of range: said under the field, which takes focus; nothing is sent. */
export const InvalidAmount: Story = {
  ...checkoutApi(NEW_CUSTOMER, BALANCE_URL),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('$0.00');
    await userEvent.type(amountField(canvasElement), '5{Enter}');
    await waitFor(() => expect(amountField(canvasElement)).toHaveFocus());
    await expect(amountField(canvasElement)).toBeInvalid();
    await expect(amountField(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining('Please enter an amount from $10 to $5,000'),
    );
    await expect(storyOrderApi(context).mock.count('POST /customers/balance/top-ups')).toBe(0);
  },
};

/** A suggested amount chosen and 'Top up' pressed: the button spins until the page has left. */
export const Submitting: Story = {
  ...checkoutApi({ ...NEW_CUSTOMER, 'POST /customers/balance/top-ups': pending() }, BALANCE_URL),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('$0.00');
    await userEvent.click(canvas.getByRole('button', { name: '$100' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Top up' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Top up' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(amountField(canvasElement)).toBeDisabled();
    const sent = storyOrderApi(context).mock.requests.find((request) => request.method === 'POST');
    await expect(sent?.form?.get('amount_cents')).toBe('10000');
  },
};

/** The top-up started: the page goes to the provider's checkout. */
export const GoesToCheckout: Story = {
  ...checkoutApi(
    {
      ...NEW_CUSTOMER,
      'POST /customers/balance/top-ups': ok({ top_up: topUpOf(), checkout_url: CHECKOUT_URL }),
    },
    BALANCE_URL,
  ),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('$0.00');
    await userEvent.type(amountField(canvasElement), '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(storyCheckout(context).navigation.visited).toEqual([CHECKOUT_URL]));
    await expect(canvas.getByRole('button', { name: 'Top up' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Payments are down: said above the form, in the catalogue's words. */
export const PaymentsUnavailable: Story = {
  ...checkoutApi(
    { ...NEW_CUSTOMER, 'POST /customers/balance/top-ups': fail('payments_unavailable', 503) },
    BALANCE_URL,
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('$0.00');
    await userEvent.type(amountField(canvasElement), '100{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      ERROR_CATALOGUE.payments_unavailable.message,
    );
    await expect(canvas.getByRole('button', { name: 'Top up' })).toBeEnabled();
  },
};

/** Back from checkout: the payment arrives at the second check, and the balance shows it. */
export const BackFromCheckoutPaid: Story = {
  ...checkoutApi(backFromCheckout(1), `${BALANCE_URL}?top_up=7`),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await expect(storyCheckout(context).address.href()).toBe(BALANCE_URL);
    const status = await canvas.findByText('Your payment of $50.00 has arrived.', undefined, {
      timeout: 5000,
    });
    await waitFor(() => expect(status).toHaveFocus());
    await expect(await canvas.findByText('$50.00')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Top-up' })).toBeVisible();
  },
};

/** Back from checkout having cancelled it: nothing was charged, nothing is checked. */
export const BackFromCheckoutCancelled: Story = {
  ...checkoutApi(NEW_CUSTOMER, `${BALANCE_URL}?top_up=7&checkout=cancelled`),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('You cancelled the payment. Nothing was charged.'),
    ).toHaveFocus();
    await expect(storyCheckout(context).address.href()).toBe(BALANCE_URL);
    await expect(storyOrderApi(context).mock.count('GET /customers/balance/top-ups/7')).toBe(0);
  },
};

/** Back from a checkout that expired unpaid. */
export const BackFromCheckoutExpired: Story = {
  ...checkoutApi(backFromCheckout(0, 'expired'), `${BALANCE_URL}?top_up=7`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Your payment was not completed, so nothing was charged. You can try again.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('$0.00')).toBeVisible();
  },
};

/** The payment is late: the page says it updates when it arrives, and keeps checking. */
export const BackFromCheckoutStillPending: Story = {
  ...checkoutApi(backFromCheckout(Number.POSITIVE_INFINITY), `${BALANCE_URL}?top_up=7`),
  args: { polling: { intervalMs: 50, polls: 2, slowIntervalMs: 60_000, slowPolls: 5 } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Your payment has not arrived yet. This page updates when it does.',
      ),
    ).toHaveFocus();
  },
};

/** The checks ran out: 'Check again' asks once more, and the payment is there. */
export const CheckAgain: Story = {
  ...checkoutApi(backFromCheckout(Number.POSITIVE_INFINITY), `${BALANCE_URL}?top_up=7`),
  args: { polling: { intervalMs: 20, polls: 1, slowIntervalMs: 20, slowPolls: 1 } },
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your payment has not arrived yet. Please check again in a minute.'),
    ).toBeVisible();
    storyCheckout(context).payment.arrived = true;
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await expect(await canvas.findByText('Your payment of $50.00 has arrived.')).toHaveFocus();
  },
};
