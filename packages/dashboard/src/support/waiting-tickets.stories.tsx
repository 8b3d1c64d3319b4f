import { fail, ok, pending, supportTicketOf } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listPages, withFocusRingMargin } from '../test-support/order-stories';
import {
  storySupportApi,
  supportApi,
  UNUSED_SUPPORT_CLIENT,
} from '../test-support/support-stories';
import { WaitingTickets } from './waiting-tickets';

const meta = {
  title: 'Dashboard/Support/WaitingTickets',
  component: WaitingTickets,
  parameters: {
    docs: {
      description: {
        component: `The operator's home lists the support tickets waiting for an answer, the longest
waiting first: each one's subject (a link to its page), its customer's e-mail address and since
when it waits, a page at a time ('Show more'). The 'Show' select offers the answered and the
closed tickets too (the latest active first); the waiting ones are counted. A spinner while they
load, the error widget and 'Try again' when they cannot, a sentence when none waits. The list is
the kit's \`WaitingList\`, as the expert applications' is.

**Driven by** \`useWaitingTickets\` (\`@bb/form-hooks\`) over \`createSupportClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: { client: UNUSED_SUPPORT_CLIENT, ticketHref: (id: number) => `#ticket-${id}` },
  render: (args, context) => <WaitingTickets {...args} client={storySupportApi(context).client} />,
} satisfies Meta<typeof WaitingTickets>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'GET /operators/tickets';
const waiting = (id: number, subject: string, email: string, at: number) => {
  const {
    messages: _m,
    messages_next_cursor: _n,
    order: _o,
    ...summary
  } = supportTicketOf({
    id,
    subject,
    last_activity_at: at,
  });
  return { ...summary, customer_email: email };
};

export const Loading: Story = {
  ...supportApi({ [LIST]: pending() }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the support tickets')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  ...supportApi({ [LIST]: fail('internal_error', 500) }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hmm, something seems to be missing')).toBeVisible();
    const { mock } = storySupportApi(context);
    const asked = mock.count(LIST);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mock.count(LIST)).toBe(asked + 1));
  },
};

export const NoneWaiting: Story = {
  ...supportApi({ [LIST]: ok({ tickets: [], next_cursor: null }) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No ticket is waiting for an answer.'),
    ).toBeVisible();
  },
};

/** Two tickets waiting, the longest waiting first, with whose they are. */
export const Waiting: Story = {
  ...supportApi({
    [LIST]: ok({
      tickets: [
        waiting(7, 'The report is late', 'customer@demo.bb.example', Date.UTC(2026, 10, 21, 9, 15)),
        waiting(11, 'Refund for order #38', 'ana@example.com', Date.UTC(2026, 10, 21, 14, 2)),
      ],
      next_cursor: null,
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', {
      name: 'Support tickets waiting for an answer, the longest waiting first',
    });
    const items = within(list).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('customer@demo.bb.example');
    await expect(canvas.getByRole('link', { name: 'Refund for order #38' })).toHaveAttribute(
      'href',
      '#ticket-11',
    );
  },
};

const MANY = [
  waiting(7, 'The report is late', 'customer@demo.bb.example', Date.UTC(2026, 10, 21, 9, 15)),
  waiting(11, 'Refund for order #38', 'ana@example.com', Date.UTC(2026, 10, 21, 14, 2)),
  waiting(12, 'Change my deadline', 'li@example.com', Date.UTC(2026, 10, 22, 8, 30)),
];
const listOf = () => within(document.body).getByRole('list', { name: /^Support tickets/ });

/** More tickets waiting than a page: the longest waiting, counted, and 'Show more' under them. */
export const MorePages: Story = {
  ...supportApi({ [LIST]: listPages('tickets', MANY, 2, { counts: { waiting: 3 } }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Refund for order #38' });
    await expect(within(listOf()).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue(
      'Waiting for support (3)',
    );
    await expect(canvas.getByRole('button', { name: 'Show more' })).toBeVisible();
  },
};

/** The last page loaded: every ticket waiting, and no 'Show more'. */
export const LastPage: Story = {
  ...supportApi({ [LIST]: listPages('tickets', MANY, 2, { counts: { waiting: 3 } }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));
    await expect(await canvas.findByRole('link', { name: 'Change my deadline' })).toBeVisible();
    await expect(within(listOf()).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** The closed tickets, chosen in 'Show': asked of the API, the latest active first. */
export const Closed: Story = {
  ...supportApi({
    [LIST]: (request) =>
      request.query.get('status') === 'closed'
        ? ok({
            tickets: [{ ...MANY[1], status: 'closed' }],
            next_cursor: null,
            counts: { waiting: 3 },
          })
        : ok({ tickets: MANY, next_cursor: null, counts: { waiting: 3 } }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Change my deadline' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'closed');
    const list = await canvas.findByRole('list', {
      name: 'Support tickets, the latest active first',
    });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(list).toHaveTextContent('ana@example.com · Last activity');
  },
};
