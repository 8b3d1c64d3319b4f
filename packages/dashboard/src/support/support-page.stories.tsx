import { fail, ok, pending, supportTicketOf } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listPages, withFocusRingMargin } from '../test-support/order-stories';
import { onPhone } from '../test-support/phone-cards';
import {
  storySupportApi,
  supportApi,
  UNUSED_SUPPORT_CLIENT,
} from '../test-support/support-stories';
import { SupportPage } from './support-page';

const meta = {
  title: 'Dashboard/Support/SupportPage',
  component: SupportPage,
  parameters: {
    docs: {
      description: {
        component: `The customer's Support page (\`ticketing/\`): their support tickets and a new one.

**Your tickets.** A table of subject (a link to the ticket's page), status ('Waiting for
support', 'Answered', 'Closed') and last activity, newest activity first, a page at a time ('Show
more'); the 'Show' select above it lists the tickets of one status (each counted by the API); a
spinner while they load, the error widget and 'Try again' when they cannot, a sentence when there
are none (or none of the chosen status).

**New ticket.** A subject, a message and optionally one of the customer's orders (a select of
their orders, 'Not about an order' first). An empty subject or message is said under its field,
which takes focus; the server's refusals go beside their field (an order that is not theirs beside
the order). A sent ticket clears the form, joins the top of the list, and 'Your ticket “…” was
sent.' is said in a live region that takes focus.

**Driven by** \`useSupportTickets\` (\`@bb/form-hooks\`) over \`createSupportClient()\`.

**Keyboard.** Tab through the tickets' links, then the subject, the message, the order and 'Send
ticket' (Enter in the subject sends).`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: { client: UNUSED_SUPPORT_CLIENT, ticketHref: (id: number) => `#ticket-${id}` },
  render: (args, context) => <SupportPage {...args} client={storySupportApi(context).client} />,
} satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'GET /customers/tickets';
const OPEN = 'POST /customers/tickets';
const summary = (overrides: Parameters<typeof supportTicketOf>[0]) => {
  const {
    messages: _messages,
    messages_next_cursor: _next,
    order: _order,
    ...rest
  } = supportTicketOf(overrides);
  return rest;
};
const TICKETS = [
  summary({ id: 9, subject: 'Can I change the deadline?', status: 'answered' }),
  summary({
    id: 7,
    last_activity_at: Date.UTC(2026, 10, 20, 16, 40),
  }),
  summary({
    id: 4,
    subject: 'Invoice for my company',
    status: 'closed',
    order_id: null,
    last_activity_at: Date.UTC(2026, 10, 12, 11, 5),
  }),
];
const COUNTS = { waiting: 1, answered: 1, closed: 1 };
const NO_COUNTS = { waiting: 0, answered: 0, closed: 0 };
const ORDERS = [
  { id: 41, title: 'Dijkstra in Python' },
  { id: 38, title: 'Regression analysis in R' },
];

/** The tickets are loading; the form is there already. */
export const Loading: Story = {
  ...supportApi({ [LIST]: pending() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading your tickets')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send ticket' })).toBeEnabled();
  },
};

/** The tickets could not be loaded: the error widget, and a retry that asks again. */
export const LoadFailed: Story = {
  ...supportApi({ [LIST]: fail('internal_error', 500) }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    const { mock } = storySupportApi(context);
    await expect(await canvas.findByText('Hmm, something seems to be missing')).toBeVisible();
    const asked = mock.count(LIST);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mock.count(LIST)).toBe(asked + 1));
  },
};

/** No tickets yet: a sentence pointing at the form. */
export const Empty: Story = {
  ...supportApi({
    [LIST]: ok({ tickets: [], orders: ORDERS, next_cursor: null, counts: NO_COUNTS }),
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'You have no support tickets yet. Ask us anything with the form below.',
      ),
    ).toBeVisible();
  },
};

/** Three tickets, newest activity first, each status in words. */
export const Tickets: Story = {
  ...supportApi({
    [LIST]: ok({ tickets: TICKETS, orders: ORDERS, next_cursor: null, counts: COUNTS }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => (row as HTMLTableRowElement).cells[1]?.textContent)).toEqual([
      'Answered',
      'Waiting for support',
      'Closed',
    ]);
    await expect(canvas.getByRole('link', { name: 'The report is late' })).toHaveAttribute(
      'href',
      '#ticket-7',
    );
    const order = canvas.getByRole('combobox', { name: 'Order (optional)' });
    await expect(
      Array.from((order as HTMLSelectElement).options).map((option) => option.text),
    ).toEqual(['Not about an order', '#41 Dijkstra in Python', '#38 Regression analysis in R']);
  },
};

/** More tickets than a page: the newest, and 'Show more' under them. */
export const MorePages: Story = {
  ...supportApi({ [LIST]: listPages('tickets', TICKETS, 2, { orders: ORDERS, counts: COUNTS }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 2);
    await expect(canvas.getByRole('button', { name: 'Show more' })).toBeVisible();
  },
};

/** The last page loaded: every ticket, and no 'Show more'. */
export const LastPage: Story = {
  ...supportApi({ [LIST]: listPages('tickets', TICKETS, 2, { orders: ORDERS, counts: COUNTS }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));
    await expect(await canvas.findByRole('link', { name: 'Invoice for my company' })).toBeVisible();
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(1 + 3);
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** 'Show' Answered: the API's answered tickets; each status with its count. */
export const FilteredByStatus: Story = {
  ...supportApi({
    [LIST]: (request) => {
      const status = request.query.get('status');
      const tickets = TICKETS.filter((ticket) => status === null || ticket.status === status);
      return ok({ tickets, orders: ORDERS, next_cursor: null, counts: COUNTS });
    },
  }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const show = canvas.getByRole('combobox', { name: 'Show' });
    await expect(
      Array.from((show as HTMLSelectElement).options).map((option) => option.text),
    ).toEqual(['All tickets (3)', 'Waiting for support (1)', 'Answered (1)', 'Closed (1)']);
    await userEvent.selectOptions(show, 'answered');
    await waitFor(() =>
      expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(1 + 1),
    );
    await expect(canvas.getByRole('link', { name: 'Can I change the deadline?' })).toBeVisible();
    const { mock } = storySupportApi(context);
    await expect(mock.requests.at(-1)?.query.get('status')).toBe('answered');
  },
};

/** 'Show' a status with no ticket: said so, the filter stays to choose another. */
export const NoneWithStatus: Story = {
  ...supportApi({
    [LIST]: (request) =>
      ok({
        tickets: request.query.get('status') === null ? TICKETS : [],
        orders: ORDERS,
        next_cursor: null,
        counts: COUNTS,
      }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'closed');
    await expect(await canvas.findByText('No tickets with this status.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Show' })).toBeEnabled();
  },
};

/** Sent empty: each field says why under it, and the subject takes focus. */
export const Refused: Story = {
  ...supportApi({
    [LIST]: ok({ tickets: TICKETS, orders: ORDERS, next_cursor: null, counts: COUNTS }),
  }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: 'Send ticket' }));
    const subject = canvas.getByRole('textbox', { name: 'Subject' });
    await expect(subject).toHaveAccessibleDescription('Please enter a subject');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Please write your message',
    );
    await waitFor(() => expect(subject).toHaveFocus());
    await expect(storySupportApi(context).mock.count(OPEN)).toBe(0);
  },
};

/** The server refuses the order (not the customer's): said beside the order, which takes focus. */
export const OrderRefused: Story = {
  ...supportApi({
    [LIST]: ok({ tickets: TICKETS, orders: ORDERS, next_cursor: null, counts: COUNTS }),
    [OPEN]: fail('ticket_order_not_found', 400),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Refund');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Can I get one?');
    const order = canvas.getByRole('combobox', { name: 'Order (optional)' });
    await userEvent.selectOptions(order, '41');
    await userEvent.click(canvas.getByRole('button', { name: 'Send ticket' }));
    await waitFor(() =>
      expect(order).toHaveAccessibleDescription('Please choose one of your orders, or none.'),
    );
    await waitFor(() => expect(order).toHaveFocus());
  },
};

/** Sent: the form empties, the ticket joins the top of the list, and the page says so. */
export const Sent: Story = {
  ...supportApi({
    [LIST]: ok({
      tickets: TICKETS.slice(1),
      orders: ORDERS,
      next_cursor: null,
      counts: { waiting: 1, answered: 0, closed: 1 },
    }),
    [OPEN]: ok({
      ticket: supportTicketOf({
        id: 10,
        subject: 'Refund',
        last_activity_at: Date.UTC(2026, 10, 22, 9, 30),
      }),
    }),
  }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Refund');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Can I get one?');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Order (optional)' }), '41');
    await userEvent.click(canvas.getByRole('button', { name: 'Send ticket' }));
    const sent = await canvas.findByText(
      'Your ticket “Refund” was sent. We answer within one business day.',
    );
    await waitFor(() => expect(sent).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Refund');
    // Counted with the others: it waits for support.
    await expect(canvas.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue(
      'All tickets (3)',
    );
    await expect(canvas.getByRole('option', { name: 'Waiting for support (2)' })).toBeDefined();
    await expect(storySupportApi(context).mock.requests.at(-1)?.form?.toString()).toBe(
      'subject=Refund&message=Can+I+get+one%3F&order_id=41',
    );
  },
};

/** On a phone: the tickets as cards, each value labelled by its column. */
export const PhoneCards: Story = onPhone(Tickets);
