import type { Order, OrderParty } from '@bb/api-client';
import { fail, type MockRoutes, ok, pending, topUpOf } from '@bb/api-client/testing';
import { ERROR_CATALOGUE } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrderFiles } from '../order-files/order-files';
import {
  ADA,
  checkoutApi,
  GRACE,
  messageOf,
  orderApi,
  orderFileOf,
  orderOf,
  storyCheckout,
  storyOrderApi,
  threadPage,
  UNUSED_ORDER_CLIENT,
  withFocusRingMargin,
  writerOf,
} from '../test-support/order-stories';
import { OrderPage } from './order-page';

const meta = {
  title: 'Dashboard/Orders/OrderPage',
  component: OrderPage,
  subcomponents: { OrderFiles },
  parameters: {
    docs: {
      description: {
        component: `One order's page for its customer, its expert or an operator, headed by the order's title as
the page's \`h1\`: its status in plain words, deadline, price, expert (and the writer the customer
requested), discipline, type and size; the steps that party may take in the order's state (the
customer pays or cancels an order awaiting payment and approves a delivered one or asks for a
revision; the expert accepts or declines an assigned order (reading first 'You earn $29.75 for
this order': the API's \`expert_earning_cents\`, also a fact of their page) and marks it delivered; the operator
assigns a paid order and may cancel it); the brief; the files; the message thread
(\`OrderThread\`). An id the party may not see (another customer's order) shows 'Order not found'.

**Files.** \`OrderFiles\` for the party: the list with downloads, uploads for the customer and
the expert (the expert's files become the result when they mark the order delivered).

**After an action** the outcome ('You approved the result. The order is finished.', or the error
catalogue's text such as \`order_action_refused\` and \`balance_too_low\`) is said in a
\`role="status"\` region that takes focus.

**Paying through a top-up.** Given \`navigate\` and \`address\` (the site passes
\`location.assign\` and \`browserAddressBar()\`), the customer's order awaiting payment loads their
balance; when it does not cover the price (or Pay answered \`balance_too_low\`), 'Top up and pay'
takes Pay's place, with the balance and what the checkout will charge (what is missing, at least
$10). Back from the checkout (\`?top_up=8\`) the page waits for the payment, says 'Your payment of
$32.50 has arrived. The order is paid.' and shows the order paid. Without \`navigate\`, Pay stays
offered after \`balance_too_low\`.

**Driven by** \`useOrder\`, \`useOrderExperts\` and \`useOrderAssign\` (\`@bb/form-hooks\`) over
\`createOrderClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: {
    client: UNUSED_ORDER_CLIENT,
    party: 'customer',
    orderId: 41,
    listHref: '/dashboard/customer/orders/',
  },
  render: (args, context) => <OrderPage {...args} client={storyOrderApi(context).client} />,
} satisfies Meta<typeof OrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST_PATHS: Record<OrderParty, string> = {
  customer: '/customers/orders',
  expert: '/writers/orders',
  operator: '/operators/orders',
};

/** The routes of one order's page: the order as the party reads it, and its thread. */
function pageTable(order: Order, party: OrderParty = 'customer', extra: MockRoutes = {}) {
  const list = LIST_PATHS[party];
  return {
    [`GET ${list}/${order.id}`]: ok({ order }),
    [`GET ${list}/${order.id}/files`]: ok({ files: order.files }),
    [`GET ${list}/${order.id}/messages`]: ok(
      threadPage([messageOf(1, 'customer', 'The data set is attached. Thank you!')]),
    ),
    'GET /operators/experts': ok({ experts: [ADA, GRACE], next_cursor: null }),
    ...extra,
  };
}

const pageRoutes = (...args: Parameters<typeof pageTable>) => orderApi(pageTable(...args));

const heading = (canvas: HTMLElement, name: string) =>
  within(canvas).findByRole('heading', { level: 1, name });
const actionButtons = (canvas: HTMLElement) =>
  within(canvas)
    .queryAllByRole('button')
    .filter((button) => button.closest('.bb-order-page__actions'))
    .map((button) => button.textContent);

/** Awaiting payment: the customer may pay it from the balance or cancel it. */
export const AwaitingPayment: Story = {
  ...pageRoutes(
    orderOf({
      status: 'pre_order',
      requested_writer: writerOf(GRACE),
      files: [orderFileOf({ name: 'data.csv', size: 18_432, content_type: 'text/csv' })],
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'Linear regression in R')).toBeVisible();
    await expect(canvas.getByText('Awaiting payment')).toBeVisible();
    await expect(canvas.getByText('Dec 05, 2026, 14:30')).toBeVisible();
    await expect(canvas.getByText('$42.50')).toBeVisible();
    await expect(canvas.getByText('Grace H.')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'data.csv' })).toBeVisible();
    await expect(actionButtons(canvasElement)).toEqual(['Pay', 'Cancel order']);
  },
};

/** A first order awaiting payment: the welcome discount's line between the list price and the price. */
export const AwaitingPaymentWithDiscount: Story = {
  ...pageRoutes(
    orderOf({
      status: 'pre_order',
      list_price_cents: 5000,
      discount_kind: 'welcome',
      discount_percent: 15,
      discount_cents: 750,
      price_cents: 4250,
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'Linear regression in R')).toBeVisible();
    await expect(canvas.getByText('List price')).toBeVisible();
    await expect(canvas.getByText('$50.00')).toBeVisible();
    await expect(canvas.getByText('Welcome discount (15%)')).toBeVisible();
    await expect(canvas.getByText('−$7.50')).toBeVisible();
    await expect(canvas.getByText('$42.50')).toBeVisible();
  },
};

/** Paid, waiting for an expert: nothing for the customer to do but talk to the team. */
export const Paid: Story = {
  ...pageRoutes(orderOf({ status: 'paid' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Paid, waiting for an expert')).toBeVisible();
    await expect(canvas.getByText('Not assigned yet')).toBeVisible();
    await expect(actionButtons(canvasElement)).toEqual([]);
    await expect(await canvas.findByText('The data set is attached. Thank you!')).toBeVisible();
  },
};

/** Assigned to an expert who has not accepted yet. */
export const Assigned: Story = {
  ...pageRoutes(orderOf({ status: 'assigned', writer: writerOf(ADA) })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Assigned to an expert')).toBeVisible();
    await expect(canvas.getByText('Ada L.')).toBeVisible();
  },
};

/** In progress: the expert works on it. */
export const InProgress: Story = {
  ...pageRoutes(orderOf({ status: 'in_progress', writer: writerOf(ADA) })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('In progress')).toBeVisible();
    await expect(actionButtons(canvasElement)).toEqual([]);
  },
};

/** Delivered: the customer approves the result; focus lands on what happened. */
export const DeliveredApprove: Story = {
  ...pageRoutes(orderOf({ status: 'delivered', writer: writerOf(ADA) }), 'customer', {
    'POST /customers/orders/41/approve': ok({
      order: orderOf({
        status: 'finished',
        writer: writerOf(ADA),
        finished_datetime: Date.UTC(2026, 11, 4, 10, 0),
      }),
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(
      'The expert delivered the result. Approve it, or ask for a revision or a dispute below.',
    );
    await expect(actionButtons(canvasElement)).toEqual(['Approve']);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    const status = await canvas.findByText('You approved the result. The order is finished.');
    await waitFor(() => expect(status).toHaveFocus());
    await expect(status).toHaveAttribute('role', 'status');
    await expect(canvas.getAllByText('Finished')).toHaveLength(2);
    await expect(actionButtons(canvasElement)).toEqual([]);
  },
};

/** Delivered: the customer asks for a revision instead, saying what to change. */
export const DeliveredRevision: Story = {
  ...pageRoutes(orderOf({ status: 'delivered', writer: writerOf(ADA) }), 'customer', {
    'POST /customers/orders/41/revision': ok({
      order: orderOf({
        status: 'revision',
        writer: writerOf(ADA),
        revision_count: 1,
        revision_reason: 'Explain each coefficient.',
      }),
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'What should the expert change?' }),
      'Explain each coefficient.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for a revision' }));
    await expect(
      await canvas.findByText('You asked for a revision. The expert will deliver again.'),
    ).toHaveFocus();
    await expect(canvas.getByText('Revision requested')).toBeVisible();
    await expect(canvas.getByText('Explain each coefficient.')).toBeVisible();
  },
};

/** Finished: the thread is read only. */
export const Finished: Story = {
  ...pageRoutes(
    orderOf({
      status: 'finished',
      writer: writerOf(ADA),
      finished_datetime: Date.UTC(2026, 11, 4, 10, 0),
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Dec 04, 2026, 10:00')).toBeVisible();
    await expect(
      await canvas.findByText('This order is closed: its thread takes no new messages.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Your message' })).toBeNull();
  },
};

/** Cancelled. */
export const Cancelled: Story = {
  ...pageRoutes(orderOf({ status: 'cancelled' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Cancelled')).toBeVisible();
    await expect(actionButtons(canvasElement)).toEqual([]);
  },
};

/** Pay with too little on the balance: the catalogue's text, and Pay stays to try again. */
export const BalanceTooLow: Story = {
  ...pageRoutes(orderOf({ status: 'pre_order' }), 'customer', {
    'POST /customers/orders/41/pay': fail('balance_too_low', 409),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay' }));
    await expect(await canvas.findByText(ERROR_CATALOGUE.balance_too_low.message)).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Pay' })).toBeEnabled();
    await expect(canvas.getByText('Awaiting payment')).toBeVisible();
  },
};

/** An action under way: its button spins, the others wait. */
export const ActionBusy: Story = {
  ...pageRoutes(orderOf({ status: 'pre_order' }), 'customer', {
    'POST /customers/orders/41/pay': pending(),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Pay' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.getByRole('button', { name: 'Cancel order' })).toBeDisabled();
  },
};

/** The server refuses a step (the order moved on meanwhile): said plainly, the page stays. */
export const ActionRefused: Story = {
  ...pageRoutes(orderOf({ status: 'assigned', writer: writerOf(ADA) }), 'expert', {
    'POST /writers/orders/41/accept': fail('order_action_refused', 409),
  }),
  args: { party: 'expert', listHref: '/dashboard/writer/orders_progress/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept' }));
    await expect(
      await canvas.findByText(ERROR_CATALOGUE.order_action_refused.message),
    ).toHaveFocus();
    await expect(canvas.getByText('Assigned to an expert')).toBeVisible();
  },
};

/** The expert's assigned order: what they earn for it, then accept or decline it. */
export const ExpertAccepts: Story = {
  ...pageRoutes(
    orderOf({ status: 'assigned', writer: writerOf(ADA), expert_earning_cents: 2975 }),
    'expert',
    {
      'POST /writers/orders/41/accept': ok({
        order: orderOf({
          status: 'in_progress',
          writer: writerOf(ADA),
          expert_earning_cents: 2975,
        }),
      }),
    },
  ),
  args: { party: 'expert', listHref: '/dashboard/writer/orders_progress/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Accept' });
    await expect(
      canvas.getByText(
        'You earn $29.75 for this order. The amount is fixed when you accept it, and paid with the first payout after the customer approves the result.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('You earn').nextElementSibling).toHaveTextContent('$29.75');
    await expect(actionButtons(canvasElement)).toEqual(['Accept', 'Decline']);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(
      await canvas.findByText('You accepted the order. It is in progress.'),
    ).toHaveFocus();
    await expect(actionButtons(canvasElement)).toEqual(['Mark delivered']);
    await expect(canvas.queryByText(/^You earn \$29\.75 for this order/)).toBeNull();
    await expect(canvas.getByText('Customer')).toBeVisible();
  },
};

/** The expert's order in progress, its result uploaded: they mark it delivered. */
export const ExpertDelivers: Story = {
  ...orderApi(() => {
    // The delivery hands the uploaded result over; the files the page loads again show it.
    let delivered = false;
    const result = () =>
      orderFileOf({
        id: 'f4',
        name: 'model.R',
        size: 6_200,
        party: 'expert',
        is_result: delivered,
      });
    return pageTable(
      orderOf({ status: 'in_progress', writer: writerOf(ADA), files: [result()] }),
      'expert',
      {
        'GET /writers/orders/41/files': () => ok({ files: [result()] }),
        'POST /writers/orders/41/deliver': () => {
          delivered = true;
          return ok({ order: orderOf({ status: 'delivered', writer: writerOf(ADA) }) });
        },
      },
    );
  }),
  args: { party: 'expert', listHref: '/dashboard/writer/orders_progress/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not delivered yet')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark delivered' }));
    await expect(
      await canvas.findByText('The order is marked delivered. The customer is told.'),
    ).toHaveFocus();
    await expect(canvas.getByText('Delivered')).toBeVisible();
    await expect(actionButtons(canvasElement)).toEqual([]);
    await waitFor(() => expect(canvas.queryByText('Not delivered yet')).toBeNull());
    await expect(canvas.getByText('Result')).toBeVisible();
  },
};

/** The operator's view of a paid order: the requested writer first in the assign control. */
export const OperatorAssigns: Story = {
  ...pageRoutes(orderOf({ status: 'paid', requested_writer: writerOf(GRACE) }), 'operator', {
    'POST /operators/orders/41/assign': ok({
      order: orderOf({
        status: 'assigned',
        requested_writer: writerOf(GRACE),
        writer: writerOf(GRACE),
      }),
    }),
  }),
  args: { party: 'operator', listHref: '/dashboard/operator/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: 'Expert for order #41' });
    await expect(select).toHaveValue('grace-h');
    await expect(actionButtons(canvasElement)).toEqual(['Cancel order']);
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    await expect(await canvas.findByText('Order #41: assigned to Grace H.')).toHaveFocus();
    await expect(canvas.getByText('Assigned to an expert')).toBeVisible();
  },
};

/** Another customer's order id: not found, never the order. */
export const NotFound: Story = {
  ...orderApi({ 'GET /customers/orders/41': fail('not_found', 404) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'Order not found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute(
      'href',
      '/dashboard/customer/orders/',
    );
  },
};

/** The order could not be loaded. */
export const LoadError: Story = {
  ...orderApi({ 'GET /customers/orders/41': fail('internal_error', 500) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Hmm, something seems to be missing',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Loading. */
export const Loading: Story = {
  ...orderApi({ 'GET /customers/orders/41': pending() }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the order');
  },
};

/** The customer's order with checkout wired in (`navigate`, `address`), as the site renders it. */
const withCheckout: Story['render'] = (args, context) => {
  const { address, navigation } = storyCheckout(context);
  return (
    <OrderPage
      {...args}
      client={storyOrderApi(context).client}
      navigate={navigation.navigate}
      address={address}
    />
  );
};

const ORDER_URL = 'http://bb.test/dashboard/customer/orders/41/';
const CHECKOUT_URL = 'https://checkout.example/c/pay_8';
const topUpForOrder = (status: 'pending' | 'paid') =>
  topUpOf({ id: 8, amount_cents: 3250, order_id: 41, status });

/** The balance does not cover the price: one way to pay, through the checkout for what is missing. */
export const ShortBalance: Story = {
  ...checkoutApi(
    {
      'GET /customers/orders/41': ok({ order: orderOf({ status: 'pre_order' }) }),
      'GET /customers/orders/41/files': ok({ files: [] }),
      'GET /customers/orders/41/messages': ok(threadPage([])),
      'GET /customers/balance': ok({ balance_cents: 1000, entries: [], next_cursor: null }),
      'POST /customers/balance/top-ups': ok({
        top_up: topUpForOrder('pending'),
        checkout_url: CHECKOUT_URL,
      }),
    },
    ORDER_URL,
  ),
  render: withCheckout,
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    const topUp = await canvas.findByRole('button', { name: 'Top up and pay' });
    await expect(actionButtons(canvasElement)).toEqual(['Top up and pay', 'Cancel order']);
    await expect(
      canvas.getByText(
        "Your balance is $10.00. 'Top up and pay' takes you to a secure payment page for the $32.50 missing; the order is paid as soon as it arrives.",
      ),
    ).toBeVisible();
    topUp.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(storyCheckout(context).navigation.visited).toEqual([CHECKOUT_URL]));
    const sent = storyOrderApi(context).mock.requests.find((request) => request.method === 'POST');
    await expect(sent?.form?.get('order_id')).toBe('41');
    await expect(canvas.getByRole('button', { name: 'Top up and pay' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Back from the checkout: the page waits for the payment, then shows the order paid. */
export const ShortBalanceBackPaid: Story = {
  ...checkoutApi((checkout) => {
    let checks = 0;
    const arrived = () => checkout.payment.arrived || checks > 1;
    return {
      'GET /customers/orders/41': () =>
        ok({ order: orderOf({ status: arrived() ? 'paid' : 'pre_order' }) }),
      'GET /customers/orders/41/files': ok({ files: [] }),
      'GET /customers/orders/41/messages': ok(threadPage([])),
      'GET /customers/balance': ok({ balance_cents: 1000, entries: [], next_cursor: null }),
      'GET /customers/balance/top-ups/8': () => {
        checks += 1;
        return ok({ top_up: topUpForOrder(arrived() ? 'paid' : 'pending') });
      },
    };
  }, `${ORDER_URL}?top_up=8`),
  render: withCheckout,
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await expect(storyCheckout(context).address.href()).toBe(ORDER_URL);
    const status = await canvas.findByText(
      'Your payment of $32.50 has arrived. The order is paid.',
      undefined,
      { timeout: 5000 },
    );
    await waitFor(() => expect(status).toHaveFocus());
    await expect(await canvas.findByText('Paid, waiting for an expert')).toBeVisible();
    await expect(actionButtons(canvasElement)).toEqual([]);
  },
};
