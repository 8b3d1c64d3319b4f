import type { Order } from '@bb/api-client';
import { fail, type MockRequest, ok } from '@bb/api-client/testing';
import { ERROR_CATALOGUE } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ADA,
  orderApi,
  orderOf,
  storyOrderApi,
  UNUSED_ORDER_CLIENT,
  withFocusRingMargin,
  writerOf,
} from '../test-support/order-stories';
import { OrderCancellation, type OrderCancellationProps } from './order-cancellation';

/** The control as the order page holds it: the order a step answers takes the place of the last. */
function OnThePage(props: OrderCancellationProps) {
  const [order, setOrder] = useState(props.order);
  return <OrderCancellation {...props} order={order} onChanged={setOrder} />;
}

const meta = {
  title: 'Dashboard/Orders/OrderCancellation',
  component: OrderCancellation,
  parameters: {
    docs: {
      description: {
        component: `The refund policy's cancellations on an order's page. The customer cancels a paid order
(a full refund) or a late one (the policy's share, the API's \`cancel_refund_cents\`); when a
checkout paid for the order (\`card_refundable_cents\`) they choose the balance (the default, at
once) or the card. Once the expert started they ask to cancel, with a reason; every party then
reads that a request waits, and the operator settles it with a refund from half the price to all
of it. Outcomes and refusals are said in a \`role="status"\` region that takes focus.

**Driven by** \`usePolicyStep\` over \`createOrderClient()\`'s \`cancelOrder\`,
\`requestCancellation\` and \`settleCancellation\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: {
    client: UNUSED_ORDER_CLIENT,
    party: 'customer',
    order: orderOf({ cancel_refund_cents: 4250, card_refundable_cents: 0 }),
    onChanged: () => {},
  },
  render: (args, context) => <OnThePage {...args} client={storyOrderApi(context).client} />,
} satisfies Meta<typeof OrderCancellation>;

export default meta;
type Story = StoryObj<typeof meta>;

const STARTED = { status: 'in_progress', writer: writerOf(ADA) } as const;
const REQUEST = { reason: 'My course was cancelled.', requested_at: Date.UTC(2026, 11, 2, 9, 0) };
const cancelled = (overrides: Partial<Order> = {}) =>
  ok({ order: orderOf({ status: 'cancelled', refunded_cents: 4250, ...overrides }) });

/** A paid order paid from the balance: a full refund, to the balance. */
export const PaidFromBalance: Story = {
  ...orderApi({ 'POST /customers/orders/41/cancel': cancelled() }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel and refund' }));
    await expect(await canvas.findByText('The order is cancelled and refunded.')).toHaveFocus();
    const [request] = storyOrderApi({ loaded }).mock.requests;
    await expect(request?.form?.get('refund_to')).toBe('balance');
  },
};

/** A checkout paid for the order: the customer chooses the card. */
export const PaidByCard: Story = {
  ...orderApi({
    'POST /customers/orders/41/cancel': (request: MockRequest) =>
      request.form?.get('refund_to') === 'card' ? cancelled() : fail('invalid_request', 400),
  }),
  args: { order: orderOf({ cancel_refund_cents: 4250, card_refundable_cents: 3250 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'To your balance, at once' })).toBeChecked();
    await userEvent.click(
      canvas.getByRole('radio', { name: 'To your card, $32.50 (5 to 10 business days)' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel and refund' }));
    await expect(await canvas.findByText('The order is cancelled and refunded.')).toHaveFocus();
  },
};

/** A late order: the policy's share for late work. */
export const Late: Story = {
  ...orderApi({}),
  args: { order: orderOf({ ...STARTED, cancel_refund_cents: 3825, card_refundable_cents: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'The deadline has passed: cancelling now refunds $38.25, by the refund policy for late work.',
      ),
    ).toBeVisible();
  },
};

/** The card refund cannot be made now: said plainly, the order stays. */
export const CardRefundFailed: Story = {
  ...orderApi({ 'POST /customers/orders/41/cancel': fail('refund_failed', 503) }),
  args: { order: orderOf({ cancel_refund_cents: 4250, card_refundable_cents: 4250 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /To your card/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel and refund' }));
    await expect(await canvas.findByText(ERROR_CATALOGUE.refund_failed.message)).toHaveFocus();
  },
};

/** The expert started: the customer asks, with a reason (none is refused beside the field). */
export const AskToCancel: Story = {
  ...orderApi({
    'POST /customers/orders/41/cancellation-request': (request: MockRequest) =>
      request.form?.get('reason')
        ? ok({ order: orderOf({ ...STARTED, cancellation_request: REQUEST }) })
        : fail('reason_required', 400),
  }),
  args: { order: orderOf({ ...STARTED, cancel_refund_cents: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask to cancel' }));
    const field = canvas.getByRole('textbox', { name: 'Why do you want to cancel?' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Please tell us the reason'));
    await userEvent.type(field, REQUEST.reason);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask to cancel' }));
    await expect(await canvas.findByText(/The customer asked to cancel on/)).toBeVisible();
  },
};

/** A request waits: every party reads it (here the expert). */
export const RequestPending: Story = {
  ...orderApi({}),
  args: { party: 'expert', order: orderOf({ ...STARTED, cancellation_request: REQUEST }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'The customer asked to cancel on Dec 02, 2026, 09:00. An operator settles it.',
      ),
    ).toBeVisible();
  },
};

/** The operator settles within the bounds; out of them the server refuses beside the amount. */
export const OperatorSettles: Story = {
  ...orderApi({
    'POST /operators/orders/41/cancellation-settlement': (request: MockRequest) =>
      Number(request.form?.get('refund_cents')) >= 2125
        ? cancelled({ ...STARTED, refunded_cents: 2550 })
        : fail('refund_out_of_range', 409),
  }),
  args: { party: 'operator', order: orderOf({ ...STARTED, cancellation_request: REQUEST }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The customer’s reason: My course was cancelled.')).toBeVisible();
    const amount = canvas.getByRole('textbox', { name: 'Refund in US dollars' });
    await userEvent.type(amount, '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringContaining(ERROR_CATALOGUE.refund_out_of_range.message),
      ),
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '25.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel and refund' }));
    await expect(
      await canvas.findByText('The order is cancelled and the customer refunded.'),
    ).toHaveFocus();
  },
};
