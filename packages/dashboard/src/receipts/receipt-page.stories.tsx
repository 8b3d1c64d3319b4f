import { fail, ok, pending, receiptOf } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withFocusRingMargin } from '../test-support/order-stories';
import {
  receiptApi,
  storyReceiptApi,
  UNUSED_RECEIPT_CLIENT,
} from '../test-support/receipt-stories';
import { ReceiptPage } from './receipt-page';

const meta = {
  title: 'Dashboard/Receipts/ReceiptPage',
  component: ReceiptPage,
  parameters: {
    docs: {
      description: {
        component: `A receipt (\`receipts/{id}/\`, linked from the balance's history and from the payment's
e-mail): the seller's name, registration number and address from the company settings, the
receipt's number (its ledger entry's, 'R-000123') and date, the customer, how it was paid (card
through the payment provider, the balance, or both), what was paid with its discount, the total,
and the refunds against it. 'Print' prints it; the print stylesheet leaves only the receipt,
black on white, without the site's and the dashboard's menus. Another customer's receipt is not
found.

**Driven by** \`useReceipt\` over \`createReceiptClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: {
    client: UNUSED_RECEIPT_CLIENT,
    receiptId: 123,
    back: { href: '/dashboard/customer/balance/', label: 'Back to your balance' },
    print: fn(),
  },
  render: (args, context) => <ReceiptPage {...args} client={storyReceiptApi(context).client} />,
} satisfies Meta<typeof ReceiptPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const RECEIPT = 'GET /receipts/123';
const REFUNDED = receiptOf({
  refunds: [
    { amount_cents: 3978, to: 'balance', created_at: Date.UTC(2026, 10, 23, 9, 0) },
    { amount_cents: 3978, to: 'card', created_at: Date.UTC(2026, 10, 23, 9, 0) },
  ],
});

export const Loading: Story = {
  ...receiptApi({ [RECEIPT]: pending() }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your receipt')).toBeVisible();
  },
};

/** Another customer's receipt, or one that does not exist. */
export const NotFound: Story = {
  ...receiptApi({ [RECEIPT]: fail('not_found', 404) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('There is no such receipt among yours.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Print' })).toBeNull();
  },
};

/** An order paid by card, with the welcome discount; 'Print' prints it. */
export const OrderPayment: Story = {
  ...receiptApi({ [RECEIPT]: ok({ receipt: receiptOf() }) }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const receipt = await canvas.findByRole('article', { name: 'Receipt R-000123' });
    const seller = within(receipt).getByRole('group', { name: 'Seller' });
    await expect(seller).toHaveTextContent('BB Academic Services Ltd');
    await expect(seller).toHaveTextContent('Company No. 08741952');
    const lines = within(receipt).getByRole('table', { name: 'What was paid' });
    await expect(lines).toHaveTextContent(
      'Order #41, “The ethics of Kant’s categorical imperative”$46.80',
    );
    await expect(lines).toHaveTextContent('Welcome discount (15%)−$7.02');
    await expect(lines).toHaveTextContent('Total paid$39.78');
    await expect(receipt).toHaveTextContent('Payment methodCard, through our payment provider');
    await expect(receipt).toHaveTextContent('CustomerAlex Morgan, customer@demo.bb.example');
    const print = canvas.getByRole('button', { name: 'Print' });
    await userEvent.click(print);
    await expect(args.print).toHaveBeenCalledOnce();
    print.blur();
  },
};

/**
 * An operator's, opened from their page of the customer: once read, the receipt names its
 * customer, and the back link goes to that customer's page.
 */
export const ForAnOperator: Story = {
  ...receiptApi({ [RECEIPT]: ok({ receipt: receiptOf() }) }),
  args: {
    back: (receipt) =>
      receipt
        ? {
            href: `/dashboard/operator/customers/${receipt.customer.id}/`,
            label: `Back to customer #${receipt.customer.id}`,
          }
        : { href: '/dashboard/operator/customers/', label: 'Back to customers' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Receipt R-000123' });
    await expect(canvas.getByRole('link', { name: 'Back to customer #7' })).toHaveAttribute(
      'href',
      '/dashboard/operator/customers/7/',
    );
  },
};

/** The same payment, refunded to the balance and on to the card, on a phone. */
export const RefundedOnPhone: Story = {
  ...receiptApi({ [RECEIPT]: ok({ receipt: REFUNDED }) }),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const refunds = await canvas.findByRole('table', { name: 'Refunds' });
    await expect(refunds).toHaveTextContent('Nov 23, 2026, 09:00: Refunded to your balance$39.78');
    await expect(refunds).toHaveTextContent('Sent back to your card$39.78');
  },
};

/** A top-up of the balance, which has no order nor discount, paid by card. */
export const TopUp: Story = {
  ...receiptApi({
    [RECEIPT]: ok({
      receipt: receiptOf({
        kind: 'top_up',
        amount_cents: 5000,
        card_cents: 5000,
        order: null,
        discount: null,
        customer: { id: 7, name: null, email: 'customer@demo.bb.example' },
      }),
    }),
  }),
  play: async ({ canvasElement }) => {
    const lines = await within(canvasElement).findByRole('table', { name: 'What was paid' });
    await expect(lines).toHaveTextContent('Top-up of your balance$50.00');
    await expect(lines).toHaveTextContent('Total paid$50.00');
  },
};

/** An order paid partly by a card top-up and partly from the balance, on a phone. */
export const CardAndBalanceOnPhone: Story = {
  ...receiptApi({
    [RECEIPT]: ok({
      receipt: receiptOf({ payment_method: 'card_and_balance', card_cents: 2000, discount: null }),
    }),
  }),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const receipt = await within(canvasElement).findByRole('article');
    await expect(receipt).toHaveTextContent(
      'Card, through our payment provider ($20.00), and your balance ($19.78)',
    );
  },
};
