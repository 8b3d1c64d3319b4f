import { fail, ok, pending } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CUSTOMER,
  CUSTOMER_ORDERS,
  LEDGER,
  operatorAccountApi,
  storyOperatorAccountApi,
  TICKETS,
  UNUSED_OPERATOR_ACCOUNT_CLIENT,
} from '../test-support/operator-account-stories';
import { withFocusRingMargin } from '../test-support/order-stories';
import { onPhone } from '../test-support/phone-cards';
import { CustomerAccountPage } from './customer-account-page';

const meta = {
  title: 'Dashboard/Accounts/CustomerAccountPage',
  component: CustomerAccountPage,
  parameters: {
    docs: {
      description: {
        component: `A customer's page for the operator (\`customers/{id}/\`): their e-mail,
sign-up date, status and balance with Block (or Unblock), confirmed in a dialog; then their orders,
their balance's ledger (each top-up and order payment linking its receipt, \`receiptHref\`, as on
the customer's balance page; a refund has none) and their tickets, each paged ('Show more') and
linking the operator's order and ticket pages. The account's audit trail goes right after the details (\`auditTrail\`).

**Driven by** \`useCustomerAccount\` over \`createOperatorAccountClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: {
    client: UNUSED_OPERATOR_ACCOUNT_CLIENT,
    customerId: CUSTOMER.id,
    orderHref: (id: number) => `/dashboard/operator/orders/${id}/`,
    receiptHref: (id: number) => `/dashboard/operator/receipts/${id}/`,
    ticketHref: (id: number) => `/dashboard/operator/tickets/${id}/`,
  },
  render: (args, context) => (
    <CustomerAccountPage {...args} client={storyOperatorAccountApi(context).client} />
  ),
} satisfies Meta<typeof CustomerAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const ACCOUNT = 'GET /operators/customers/41';
const BLOCK = 'POST /operators/accounts/41/block';
const lists = {
  'GET /operators/customers/41/orders': (request: { query: URLSearchParams }) =>
    request.query.has('cursor')
      ? ok({ orders: CUSTOMER_ORDERS.slice(2), next_cursor: null })
      : ok({ orders: CUSTOMER_ORDERS.slice(0, 2), next_cursor: 'MTc2~NTI' }),
  'GET /operators/customers/41/balance': ok({
    balance_cents: CUSTOMER.balance_cents,
    entries: LEDGER,
    next_cursor: null,
  }),
  'GET /operators/customers/41/tickets': ok({
    tickets: TICKETS,
    counts: { waiting: 1, answered: 0, closed: 0 },
    next_cursor: null,
  }),
};

export const Loading: Story = {
  ...operatorAccountApi({ ...lists, [ACCOUNT]: pending() }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the account')).toBeVisible();
  },
};

/** The customer's details and their lists, the orders longer than a page. */
export const Loaded: Story = {
  ...operatorAccountApi({ ...lists, [ACCOUNT]: ok({ customer: CUSTOMER }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('maria.lopez@example.com')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Dijkstra in Python' })).toHaveAttribute(
      'href',
      '/dashboard/operator/orders/52/',
    );
    await expect(
      await canvas.findByRole('link', { name: 'Can I change the deadline?' }),
    ).toHaveAttribute('href', '/dashboard/operator/tickets/9/');
    await expect(await canvas.findByText('Payment for order #41')).toBeVisible();
    // The payment's and the top-up's receipts, by their ledger entry; the refund has none.
    const ledger = canvas.getByRole('region', { name: 'The balance’s ledger, the newest first' });
    await expect(
      within(ledger)
        .getAllByRole('link', { name: 'Receipt' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dashboard/operator/receipts/4/', '/dashboard/operator/receipts/3/']);
    await expect(canvas.getByRole('button', { name: 'Show more' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Block' })).toBeVisible();
  },
};

/** A customer a referral partner brought: the operator sees who, and since when. */
export const Referred: Story = {
  ...operatorAccountApi({
    ...lists,
    [ACCOUNT]: ok({
      customer: {
        ...CUSTOMER,
        referral: {
          partner_user_id: 7,
          partner_email: 'earnings@demo.bb.example',
          attributed_at: Date.UTC(2026, 3, 14, 9, 5),
        },
      },
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Referred by')).toBeVisible();
    await expect(
      canvas.getByText(/^earnings@demo\.bb\.example, signed up through their link on/),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  ...operatorAccountApi({ ...lists, [ACCOUNT]: fail('internal_error', 500) }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hmm, something seems to be missing')).toBeVisible();
    const { mock } = storyOperatorAccountApi(context);
    const asked = mock.count(ACCOUNT);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mock.count(ACCOUNT)).toBe(asked + 1));
  },
};

/** Block asks first: the dialog says what a block does, and Cancel leaves everything as it was. */
export const BlockDialog: Story = {
  ...operatorAccountApi({ ...lists, [ACCOUNT]: ok({ customer: CUSTOMER }) }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Block' }));
    const dialog = within(document.body).getByRole('dialog', {
      name: 'Block maria.lopez@example.com?',
    });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await expect(
      within(dialog).getByText(
        'Their sessions end at once and they cannot sign in until an operator unblocks them.',
      ),
    ).toBeVisible();
    await expect(storyOperatorAccountApi(context).mock.count(BLOCK)).toBe(0);
  },
};

/** Blocked once confirmed: the status says so, the page offers Unblock, and the step is said. */
export const Blocked: Story = {
  ...operatorAccountApi({
    ...lists,
    [ACCOUNT]: ok({ customer: CUSTOMER }),
    [BLOCK]: ok({ account: { ...CUSTOMER, role: 'customer', status: 'blocked' } }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = await canvas.findByRole('button', { name: 'Block' });
    await userEvent.click(block);
    const dialog = within(document.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await expect(
      await canvas.findByText('maria.lopez@example.com is blocked: their sessions ended.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unblock' })).toBeVisible();
    await expect(canvas.getByText('Blocked')).toBeVisible();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** On a phone: the customer's orders and payments as cards. */
export const PhoneCards: Story = onPhone(Loaded);
