import type { Order } from '@bb/api-client';
import { extensionRequestOf, fail, ok } from '@bb/api-client/testing';
import { ERROR_CATALOGUE } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import {
  ADA,
  orderApi,
  orderOf,
  storyOrderApi,
  UNUSED_ORDER_CLIENT,
  withFocusRingMargin,
  writerOf,
} from '../test-support/order-stories';
import { OrderDeadline, type OrderDeadlineProps } from './order-deadline';
import { ORDER_DEADLINE_TEXTS } from './order-deadline-texts';

/** The part as the order page holds it: each step's answer replaces the order. */
function OnOrderPage(props: OrderDeadlineProps) {
  const [order, setOrder] = useState<Order>(props.order);
  return <OrderDeadline {...props} order={order} onChanged={setOrder} />;
}

const IN_PROGRESS = orderOf({ status: 'in_progress', writer: writerOf(ADA) });
const REQUEST = extensionRequestOf();

const meta = {
  title: 'Dashboard/Orders/OrderDeadline',
  component: OrderDeadline,
  parameters: {
    docs: {
      description: {
        component: `The deadline part of one order's page (\`OrderPage\` mounts it under the steps), for its
customer, its expert or an operator: the late badge when the deadline passed while work is due
(\`is_late\`; the lists show the badge beside the deadline too), 'Approved automatically on …' for
a delivered order (\`review_ends_datetime\`, the end of the review period), the customer's form to
extend the deadline while work is due, the expert's form to ask for more time (a date and a
reason) while they work, and the pending request, which the customer accepts or declines and the
expert waits on. A refusal shows beside its field (\`deadline_not_later\`,
\`extension_reason_required\`) or is announced (\`extension_pending\`, \`order_action_refused\`).

**Driven by** \`useOrderDeadline\` over \`createOrderClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: { client: UNUSED_ORDER_CLIENT, party: 'customer', order: IN_PROGRESS },
  render: (args, context) => <OnOrderPage {...args} client={storyOrderApi(context).client} />,
} satisfies Meta<typeof OrderDeadline>;

export default meta;
type Story = StoryObj<typeof meta>;

const dateField = (canvas: HTMLElement, name: string) =>
  within(canvas).getByLabelText(name) as HTMLInputElement;

/** Delivered: the customer reads when the order is approved unless they answer first. */
export const DeliveredAutoApproval: Story = {
  ...orderApi({}),
  args: {
    order: orderOf({
      status: 'delivered',
      writer: writerOf(ADA),
      review_ends_datetime: Date.UTC(2026, 11, 19, 14, 30),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Approved automatically on Dec 19, 2026, 14:30 unless you approve it or ask for a revision before then.',
      ),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Late: the customer sees the badge and moves the deadline later. */
export const LateCustomerExtends: Story = {
  ...orderApi({
    'POST /customers/orders/41/deadline': ok({
      order: { ...IN_PROGRESS, deadline_datetime: Date.UTC(2026, 11, 8, 10, 0) },
    }),
  }),
  args: { order: { ...IN_PROGRESS, is_late: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ORDER_DEADLINE_TEXTS.late)).toBeVisible();
    fireEvent.change(dateField(canvasElement, ORDER_DEADLINE_TEXTS.newDeadline), {
      target: { value: '2026-12-08T10:00' },
    });
    await userEvent.click(canvas.getByRole('button', { name: ORDER_DEADLINE_TEXTS.extend }));
    const said = await canvas.findByText('The deadline is now Dec 08, 2026, 10:00.');
    await waitFor(() => expect(said).toHaveFocus());
    await expect(canvas.queryByText(ORDER_DEADLINE_TEXTS.late)).toBeNull();
  },
};

/** A deadline not later than the current one: the server's refusal beside the field. */
export const ExtendRefused: Story = {
  ...orderApi({ 'POST /customers/orders/41/deadline': fail('deadline_not_later', 400) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: ORDER_DEADLINE_TEXTS.extend }));
    await expect(await canvas.findByText(ORDER_DEADLINE_TEXTS.dateRequired)).toBeVisible();
    fireEvent.change(dateField(canvasElement, ORDER_DEADLINE_TEXTS.newDeadline), {
      target: { value: '2026-12-01T10:00' },
    });
    const extend = canvas.getByRole('button', { name: ORDER_DEADLINE_TEXTS.extend });
    await userEvent.click(extend);
    await expect(await canvas.findByText(ERROR_CATALOGUE.deadline_not_later.message)).toBeVisible();
    // Whether the button kept its focus ring through its short busy state is timing: no focus
    // for the snapshot.
    extend.blur();
  },
};

/** The expert asks for more time, with a reason; then waits for the customer. */
export const ExpertAsks: Story = {
  ...orderApi({
    'POST /writers/orders/41/extension-request': ok({
      order: { ...IN_PROGRESS, extension_request: REQUEST },
    }),
  }),
  args: { party: 'expert' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.change(dateField(canvasElement, ORDER_DEADLINE_TEXTS.neededDeadline), {
      target: { value: '2026-12-07T14:30' },
    });
    await userEvent.type(canvas.getByLabelText(ORDER_DEADLINE_TEXTS.reason), REQUEST.reason);
    await userEvent.click(canvas.getByRole('button', { name: ORDER_DEADLINE_TEXTS.ask }));
    await expect(await canvas.findByText(ORDER_DEADLINE_TEXTS.asked)).toBeVisible();
    await expect(
      canvas.getByText(ORDER_DEADLINE_TEXTS.requestWaiting('Dec 07, 2026, 14:30')),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: ORDER_DEADLINE_TEXTS.ask })).toBeNull();
  },
};

/** The expert's request pending: they wait for the customer's answer. */
export const ExpertWaits: Story = {
  ...orderApi({}),
  args: { party: 'expert', order: { ...IN_PROGRESS, extension_request: REQUEST } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(ORDER_DEADLINE_TEXTS.requestWaiting('Dec 07, 2026, 14:30')),
    ).toBeVisible();
  },
};

/** The customer reads the expert's request and its reason, and accepts it. */
export const CustomerAccepts: Story = {
  ...orderApi({
    'POST /customers/orders/41/extension-request/accept': ok({
      order: { ...IN_PROGRESS, deadline_datetime: REQUEST.proposed_deadline_datetime },
    }),
  }),
  args: { order: { ...IN_PROGRESS, extension_request: REQUEST } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(REQUEST.reason)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ORDER_DEADLINE_TEXTS.accept }));
    await expect(
      await canvas.findByText('You accepted. The deadline is now Dec 07, 2026, 14:30.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: ORDER_DEADLINE_TEXTS.decline })).toBeNull();
  },
};

/** An operator reads the pending request, without answering it. */
export const OperatorReads: Story = {
  ...orderApi({}),
  args: { party: 'operator', order: { ...IN_PROGRESS, is_late: true, extension_request: REQUEST } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(REQUEST.reason)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
