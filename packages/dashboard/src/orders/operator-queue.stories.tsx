import { fail, ok, pending } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ADA,
  GRACE,
  orderApi,
  orderOf,
  orderPages,
  storyOrderApi,
  UNUSED_ORDER_CLIENT,
  withFocusRingMargin,
  writerOf,
} from '../test-support/order-stories';
import { OperatorQueue } from './operator-queue';
import { OrderAssign } from './order-assign';

const QUEUE = [
  orderOf({ id: 41, requested_writer: writerOf(GRACE) }),
  orderOf({ id: 42, title: 'Java linked list', status: 'assigned', writer: writerOf(ADA) }),
];

const meta = {
  title: 'Dashboard/Orders/OperatorQueue',
  component: OperatorQueue,
  subcomponents: { OrderAssign },
  parameters: {
    docs: {
      description: {
        component: `The operator's home: the queue of paid orders waiting for an expert and of assigned ones not
yet accepted (nearest deadline first, as the API lists them; 'Show' narrows it to one of the two,
each counted), each with its status, deadline, price, expert and the writer the customer
requested; then the experts, each with how many orders they have in progress. Both a page at a
time: 'Show more' under each while another page follows; the experts of every page loaded are
the assign selects' choices (the requested writer is offered even before their page is).

**Subcomponent.** \`OrderAssign\`: one order's 'Expert' select (the requested writer first, marked
'requested by the customer' and chosen; then the others) and 'Assign'; choosing nobody is
refused beside the select; the outcome is announced in a \`role="status"\` region that takes
focus. It also serves the operator's order page.

**Driven by** \`useOrderList\` (party \`operator\`), \`useOrderExperts\` and \`useOrderAssign\`
(\`@bb/form-hooks\`) over \`createOrderClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: {
    client: UNUSED_ORDER_CLIENT,
    orderHref: (id: number) => `/dashboard/operator/orders/${id}/`,
  },
  render: (args, context) => <OperatorQueue {...args} client={storyOrderApi(context).client} />,
} satisfies Meta<typeof OperatorQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A queue whose first order names a requested writer: first in its select, marked and chosen. */
export const RequestedWriter: Story = {
  ...orderApi({
    'GET /operators/orders': orderPages(QUEUE, 20),
    'GET /operators/experts': ok({ experts: [ADA, GRACE], next_cursor: null }),
    'POST /operators/orders/41/assign': ok({
      order: orderOf({
        id: 41,
        status: 'assigned',
        requested_writer: writerOf(GRACE),
        writer: writerOf(GRACE),
      }),
    }),
  }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: 'Expert for order #41' });
    await expect(select).toHaveValue('grace-h');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options).toEqual([
      'Choose an expert',
      'Grace H. (requested by the customer), 0 in progress',
      'Ada L., 2 in progress',
    ]);
    await expect(canvas.getByText('Ada L.: 2 in progress')).toBeVisible();
    const [assignFirst] = canvas.getAllByRole('button', { name: 'Assign' });
    if (!assignFirst) throw new Error('No Assign button');
    await userEvent.click(assignFirst);
    await expect(await canvas.findByText('Order #41: assigned to Grace H.')).toHaveFocus();
    await expect(storyOrderApi({ loaded }).mock.requests.at(-1)?.form?.get('writer_slug')).toBe(
      'grace-h',
    );
  },
};

/** No expert chosen: refused beside the select, nothing sent. */
export const NoExpertChosen: Story = {
  ...orderApi({
    'GET /operators/orders': orderPages([orderOf({ id: 43 })]),
    'GET /operators/experts': ok({ experts: [ADA, GRACE], next_cursor: null }),
  }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: 'Expert for order #43' });
    await expect(select).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    await expect(select).toHaveAccessibleDescription('Please choose an expert first.');
    await expect(select).toHaveFocus();
    await expect(storyOrderApi({ loaded }).mock.count('POST /operators/orders/43/assign')).toBe(0);
  },
};

/** An expert who does not accept orders (or is blocked) is listed but cannot be chosen. */
export const ExpertNotAccepting: Story = {
  ...orderApi({
    'GET /operators/orders': orderPages([orderOf({ id: 43 })]),
    'GET /operators/experts': ok({
      experts: [ADA, { ...GRACE, is_available: false, is_assignable: false }],
      next_cursor: null,
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: 'Expert for order #43' });
    const option = canvas.getByRole('option', { name: /Grace H\..*not accepting orders/ });
    await expect(option).toBeDisabled();
    await expect(canvas.getByRole('option', { name: /Ada L\./ })).toBeEnabled();
  },
};

/** The assignment is refused (another operator was faster). */
export const AssignRefused: Story = {
  ...orderApi({
    'GET /operators/orders': orderPages(QUEUE.slice(0, 1)),
    'GET /operators/experts': ok({ experts: [ADA, GRACE], next_cursor: null }),
    'POST /operators/orders/41/assign': fail('order_action_refused', 409),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Assign' }));
    await expect(await canvas.findByText(/This order cannot take that step now/)).toHaveFocus();
  },
};

/** An empty queue. */
export const Empty: Story = {
  ...orderApi({
    'GET /operators/orders': orderPages([]),
    'GET /operators/experts': ok({ experts: [ADA], next_cursor: null }),
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No order is waiting for an expert.'),
    ).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  ...orderApi({ 'GET /operators/orders': pending(), 'GET /operators/experts': pending() }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading orders');
  },
};

/** The queue could not be loaded. */
export const LoadError: Story = {
  ...orderApi({
    'GET /operators/orders': fail('internal_error', 500),
    'GET /operators/experts': ok({ experts: [ADA], next_cursor: null }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Hmm, something seems to be missing',
    );
  },
};

const LONGER_QUEUE = [
  ...QUEUE,
  orderOf({ id: 43, title: 'Python web scraper', status: 'paid', price_cents: 6400 }),
];

/** More of the queue and more experts follow: 'Show more' under each. */
export const MorePages: Story = {
  ...orderApi({
    'GET /operators/orders': orderPages(LONGER_QUEUE, 2),
    'GET /operators/experts': ({ query }) =>
      query.get('cursor') === null
        ? ok({ experts: [ADA], next_cursor: 'Mn4y' })
        : ok({ experts: [GRACE], next_cursor: null }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: 'Expert for order #42' });
    await expect(canvas.getAllByRole('button', { name: 'Show more' })).toHaveLength(2);
    await expect(canvas.getByRole('combobox', { name: 'Show' })).toHaveTextContent(
      'All orders (3)',
    );
  },
};

/** Every page loaded: the third order and the second expert (now a choice for each order). */
export const LastPage: Story = {
  ...MorePages,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: 'Expert for order #42' });
    const [moreOrders, moreExperts] = canvas.getAllByRole('button', { name: 'Show more' });
    if (!moreOrders || !moreExperts) throw new Error('No Show more buttons');
    await userEvent.click(moreOrders);
    await expect(
      await canvas.findByRole('combobox', { name: 'Expert for order #43' }),
    ).toBeVisible();
    await userEvent.click(moreExperts);
    await expect(await canvas.findByText('Grace H.: 0 in progress')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
    const options = within(canvas.getByRole('combobox', { name: 'Expert for order #43' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options).toEqual([
      'Choose an expert',
      'Ada L., 2 in progress',
      'Grace H., 0 in progress',
    ]);
  },
};

/** Narrowed to the assigned orders: the API sends only those. */
export const Filtered: Story = {
  ...orderApi({
    'GET /operators/orders': orderPages(LONGER_QUEUE, 20),
    'GET /operators/experts': ok({ experts: [ADA, GRACE], next_cursor: null }),
  }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: 'Expert for order #41' });
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Show' }),
      'Assigned to an expert (1)',
    );
    await waitFor(() =>
      expect(canvas.queryByRole('combobox', { name: 'Expert for order #41' })).toBeNull(),
    );
    await expect(await canvas.findByText('Java linked list')).toBeVisible();
    const requests = storyOrderApi({ loaded }).mock.requests;
    await expect(requests.at(-1)?.query.get('status')).toBe('assigned');
  },
};

/**
 * A search: any status, words of the title, a customer; the results in the queue's place, a page
 * at a time, until 'Back to the queue'.
 */
export const Search: Story = {
  ...orderApi({
    'GET /operators/orders': (request) => {
      if (!request.query.has('q')) return orderPages(QUEUE, 20)(request);
      // Every state: the fixture's pages unfiltered.
      const query = new URLSearchParams(request.query);
      query.delete('status');
      return orderPages(LONGER_QUEUE.slice(1), 1)({ ...request, query });
    },
    'GET /operators/experts': ok({ experts: [ADA, GRACE], next_cursor: null }),
  }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: 'Expert for order #41' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'all');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Order number or words' }), 'java');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Customer' }), 'ann@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('heading', { name: 'Orders found' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));
    await expect(await canvas.findByText('Python web scraper')).toBeVisible();
    const searched = storyOrderApi(context).mock.requests.filter((request) =>
      request.query.has('q'),
    );
    await expect(searched[0]?.query.toString()).toBe(
      'status=all&customer=ann%40example.com&q=java',
    );
  },
};

/** A search that finds nothing. */
export const SearchFoundNothing: Story = {
  ...orderApi({
    'GET /operators/orders': (request) =>
      request.query.has('expert')
        ? ok({ orders: [], next_cursor: null })
        : orderPages(QUEUE, 20)(request),
    'GET /operators/experts': ok({ experts: [ADA], next_cursor: null }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expert' }), 'Nobody');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('No order matches this search.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the queue' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Orders waiting for an expert' }),
    ).toBeVisible();
  },
};

/** A customer that is neither an account number nor an e-mail address, and a range reversed. */
export const SearchFieldErrors: Story = {
  ...orderApi({
    'GET /operators/orders': orderPages(QUEUE, 20),
    'GET /operators/experts': ok({ experts: [ADA], next_cursor: null }),
  }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Customer' }), 'somebody');
    await userEvent.type(canvas.getByLabelText('Due from'), '2026-12-10');
    await userEvent.type(canvas.getByLabelText('Due until'), '2026-12-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByText('Enter an account number or an e-mail address.')).toBeVisible();
    await expect(canvas.getByText('The end of the range is before its start.')).toBeVisible();
    const searched = storyOrderApi(context).mock.requests.filter((request) =>
      request.query.has('customer'),
    );
    await expect(searched).toEqual([]);
  },
};
