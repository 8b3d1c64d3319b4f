import { fail, ok, pending } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ADA,
  orderApi,
  orderOf,
  orderPages,
  storyOrderApi,
  UNUSED_ORDER_CLIENT,
  writerOf,
} from '../test-support/order-stories';
import { OrderList } from './order-list';

const ORDERS = [
  orderOf({
    id: 44,
    status: 'pre_order',
    title: 'SQL joins on a shop database',
    price_cents: 3100,
  }),
  orderOf({ id: 43, status: 'delivered', title: 'Excel pivot tables', writer: writerOf(ADA) }),
  orderOf({ id: 42, status: 'in_progress', title: 'Java linked list', writer: writerOf(ADA) }),
  orderOf({ id: 41, status: 'finished', writer: writerOf(ADA), price_cents: 12000 }),
];

const meta = {
  title: 'Dashboard/Orders/OrderList',
  component: OrderList,
  parameters: {
    docs: {
      description: {
        component: `A party's orders (the customer's \`orders/\`, the expert's \`orders_progress/\`) as a table:
the order (linked to its page), its status in plain words ('Awaiting payment' for an order not yet
paid), the deadline (spec §9's 'MMM dd, yyyy' and the time), the price and, for the customer, the
expert (the expert's own list leaves out their own name). Below 600 px each order is a card, every
value led by its column's name (the kit's \`ScrollingTable\`). A 'Show'
filter narrows it to one status (the API filters), each option with the count the API sends with
the first page. A page at a time: 'Show more' under the table while another page follows (busy
while it loads; a failure in words beside it). While loading: a spinner and a
skeleton; when the orders cannot be loaded: 'Hmm, something seems to be missing' and 'Try again';
no orders, or none with the chosen status: a sentence that says so. The area gives the \`h1\`.

**Driven by** \`useOrderList\` (\`@bb/form-hooks\`) over \`createOrderClient()\` (\`@bb/api-client\`),
given as \`client\`.

**Keyboard.** Tab reaches the filter, then the table (which scrolls sideways when it must, from
600 px), then each order's link.`,
      },
    },
  },
  args: {
    client: UNUSED_ORDER_CLIENT,
    party: 'customer',
    orderHref: (id: number) => `/dashboard/customer/orders/${id}/`,
  },
  render: (args, context) => <OrderList {...args} client={storyOrderApi(context).client} />,
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The orders are loading: a spinner that says so, the filter waits. */
export const Loading: Story = {
  ...orderApi({ 'GET /customers/orders': pending() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading orders');
    await expect(canvas.getByRole('combobox', { name: 'Show' })).toBeDisabled();
  },
};

/** A customer without orders. */
export const Empty: Story = {
  ...orderApi({
    'GET /customers/orders': ok({ orders: [], next_cursor: null, status_counts: {} }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('There are no orders here yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Orders in several states: status in words, deadline, price from cents, the expert or none. */
export const SomeOrders: Story = {
  ...orderApi({ 'GET /customers/orders': orderPages(ORDERS, 20) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent(
      'SQL joins on a shop database#44Awaiting paymentDec 05, 2026, 14:30$31.00Not assigned yet',
    );
    await expect(within(table).getByRole('link', { name: 'Excel pivot tables' })).toHaveAttribute(
      'href',
      '/dashboard/customer/orders/43/',
    );
    await expect(rows[4]).toHaveTextContent('Finished');
    await expect(rows[4]).toHaveTextContent('$120.00');
    await expect(rows[4]).toHaveTextContent('Ada L.');
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** An order past its deadline with work due: 'Late' beside its deadline. */
export const LateOrder: Story = {
  ...orderApi({
    'GET /customers/orders': orderPages(
      [orderOf({ id: 45, status: 'in_progress', writer: writerOf(ADA), is_late: true })],
      20,
    ),
  }),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Dec 05, 2026, 14:30 Late',
    );
  },
};

/** More pages follow the first: 'Show more' under the table. */
export const MorePages: Story = {
  ...orderApi({ 'GET /customers/orders': orderPages(ORDERS, 2) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Show more' })).toBeVisible();
  },
};

/** 'Show more' up to the last page: every order shown, in the API's order, and no button. */
export const LastPage: Story = {
  ...orderApi({ 'GET /customers/orders': orderPages(ORDERS, 2) }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(await canvas.findByRole('link', { name: 'Java linked list' })).toBeVisible();
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows.slice(1).map((row) => row.textContent?.match(/#(\d+)/)?.[1])).toEqual([
      '44',
      '43',
      '42',
      '41',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
    const requests = storyOrderApi({ loaded }).mock.requests;
    await expect(requests.at(-1)?.query.get('cursor')).toBe('2');
  },
};

/** Filtered to one status: the API sends only the delivered order. */
export const Filtered: Story = {
  ...orderApi({ 'GET /customers/orders': orderPages(ORDERS, 20) }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'Delivered (1)');
    await waitFor(() =>
      expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    await expect(canvas.getByText('Excel pivot tables')).toBeVisible();
    const requests = storyOrderApi({ loaded }).mock.requests;
    await expect(requests.at(-1)?.query.get('status')).toBe('delivered');
  },
};

/** A status no order has: the list says so instead of showing an empty table. */
export const FilteredEmpty: Story = {
  ...orderApi({ 'GET /customers/orders': orderPages(ORDERS, 20) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'Cancelled (0)');
    await expect(await canvas.findByText('No orders have this status.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The orders could not be loaded: the widget's failure text and a way to try again. */
export const LoadError: Story = {
  ...orderApi({ 'GET /customers/orders': fail('internal_error', 500) }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Hmm, something seems to be missing',
    );
    const before = storyOrderApi({ loaded }).mock.count('GET /customers/orders');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(storyOrderApi({ loaded }).mock.count('GET /customers/orders')).toBe(before + 1);
  },
};

const DUE = (day: number) => Date.UTC(2026, 11, day, 14, 30);
/** An expert's list as the API orders it: new and current work by deadline, then the rest. */
const EXPERT_ORDERS = [
  orderOf({ id: 58, status: 'assigned', title: 'Dijkstra in Python', deadline_datetime: DUE(2) }),
  orderOf({ id: 42, status: 'in_progress', title: 'Java linked list', deadline_datetime: DUE(3) }),
  orderOf({ id: 43, status: 'delivered', title: 'Excel pivot tables', deadline_datetime: DUE(4) }),
  orderOf({ id: 39, status: 'disputed', title: 'SQL window functions', deadline_datetime: DUE(6) }),
  orderOf({ id: 57, status: 'finished', price_cents: 12000, deadline_datetime: DUE(1) }),
  orderOf({ id: 33, status: 'cancelled', title: 'Essay on the Marshall Plan' }),
].map((order) => ({ ...order, writer: writerOf(ADA) }));

/**
 * The expert's list: the orders assigned to them, without a column of their own name; new and
 * current work first (nearest deadline first, a dispute among it), then finished and cancelled.
 */
export const ExpertOrders: Story = {
  args: { party: 'expert', orderHref: (id: number) => `/dashboard/writer/orders_progress/${id}/` },
  ...orderApi({ 'GET /writers/orders': orderPages(EXPERT_ORDERS, 20) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Java linked list' })).toHaveAttribute(
      'href',
      '/dashboard/writer/orders_progress/42/',
    );
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Order',
      'Status',
      'Deadline',
      'Price',
    ]);
    const rows = canvas.getAllByRole('row').slice(1);
    const statusOf = (row: HTMLElement) => within(row).getAllByRole('cell')[1]?.textContent;
    await expect(rows.map(statusOf)).toEqual([
      'Assigned to an expert',
      'In progress',
      'Delivered',
      'Disputed, held for an operator',
      'Finished',
      'Cancelled',
    ]);
    const filter = canvas.getByRole('combobox', { name: 'Show' });
    await expect(within(filter).getByRole('option', { name: 'Cancelled (1)' })).toHaveValue(
      'cancelled',
    );
  },
};

/** On a phone: each order a card, every value labelled by its column, nothing cut off. */
export const PhoneCards: Story = {
  ...SomeOrders,
  globals: { viewport: { value: 'mobile' } },
  parameters: { themeReferences: true },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    const price = within(table).getByText('$120.00');
    await expect(price).toHaveAttribute('data-label', 'Price');
    await expect(price).toBeVisible();
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The expert's list on a phone, as cards. */
export const ExpertPhoneCards: Story = {
  ...ExpertOrders,
  globals: { viewport: { value: 'mobile' } },
  parameters: { themeReferences: true },
};
