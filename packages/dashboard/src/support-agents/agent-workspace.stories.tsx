import {
  agentTicketOf,
  fail,
  ok,
  pending,
  SUPPORT_AGENT_FIXTURE_NOW,
} from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { listPages, withFocusRingMargin } from '../test-support/order-stories';
import {
  storySupportApi,
  supportApi,
  UNUSED_SUPPORT_CLIENT,
} from '../test-support/support-stories';
import { AgentWorkspace } from './agent-workspace';

const meta = {
  title: 'Dashboard/SupportAgents/AgentWorkspace',
  component: AgentWorkspace,
  parameters: {
    docs: {
      description: {
        component: `The support agent's Personal Area: the tickets assigned to them, the oldest
first, and the unassigned queue, the longest waiting first; each ticket's subject links to its
page, with its SLA clocks by the agent's contract (first response and resolution: time left,
overdue by, or how long the answer took). A page at a time ('Show more'). Without a current
contract the clocks say there is no SLA.

**Driven by** \`useAgentTickets\` over \`createSupportClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: {
    client: UNUSED_SUPPORT_CLIENT,
    ticketHref: (id: number) => `#ticket-${id}`,
    now: () => SUPPORT_AGENT_FIXTURE_NOW,
  },
  render: (args, context) => <AgentWorkspace {...args} client={storySupportApi(context).client} />,
} satisfies Meta<typeof AgentWorkspace>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'GET /support-agents/tickets';
const ASSIGNED = [
  agentTicketOf(12, 'Charged twice for one order', 6),
  agentTicketOf(14, 'Can I move my deadline by two days?', 0.5),
];
const QUEUE = [
  agentTicketOf(15, 'Does the price include revisions?', 0.3, { assigned_user_id: null }),
  agentTicketOf(16, 'Invoice for my university', 3, { assigned_user_id: null }),
  agentTicketOf(17, 'Two-step sign-in?', 1, { assigned_user_id: null }),
];
const byView =
  (assigned: unknown[], queue: unknown[]) =>
  ({ query }: { query: URLSearchParams }) =>
    ok({ tickets: query.get('view') === 'queue' ? queue : assigned, next_cursor: null });

export const Loading: Story = {
  ...supportApi({ [LIST]: pending() }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your tickets')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  ...supportApi({ [LIST]: fail('internal_error', 500) }),
  play: async ({ canvasElement }) => {
    const buttons = await within(canvasElement).findAllByRole('button', { name: 'Try again' });
    await expect(buttons).toHaveLength(2);
  },
};

/** Two tickets assigned (one past its first-response target) and the queue. */
export const Tickets: Story = {
  ...supportApi({ [LIST]: byView(ASSIGNED, QUEUE) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = await canvas.findByRole('list', {
      name: 'Tickets assigned to you, the oldest first',
    });
    const [late, fresh] = within(mine).getAllByRole('listitem');
    await expect(late).toHaveTextContent('First response overdue by 2 h');
    await expect(fresh).toHaveTextContent('First response due in 3 h 30 min');
    await expect(canvas.getByRole('link', { name: 'Invoice for my university' })).toHaveAttribute(
      'href',
      '#ticket-16',
    );
  },
};

/** Nothing assigned, an empty queue. */
export const Empty: Story = {
  ...supportApi({ [LIST]: byView([], []) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No ticket is assigned to you. Take one from the queue.'),
    ).toBeVisible();
    await expect(canvas.getByText('The queue is empty.')).toBeVisible();
  },
};

/** No current contract: the clocks say so. */
export const NoContract: Story = {
  ...supportApi({
    [LIST]: byView(
      ASSIGNED.map((ticket) => ({ ...ticket, sla: null })),
      [],
    ),
  }),
  play: async ({ canvasElement }) => {
    const items = await within(canvasElement).findAllByText('no SLA (no current contract)');
    await expect(items).toHaveLength(2);
  },
};

/** A queue longer than a page: 'Show more' under it, then the last page without it. */
export const QueuePages: Story = {
  ...supportApi({
    [LIST]: (request) =>
      request.query.get('view') === 'queue'
        ? listPages('tickets', QUEUE, 2)(request)
        : ok({ tickets: [], next_cursor: null }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));
    await expect(await canvas.findByRole('link', { name: 'Two-step sign-in?' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** The workspace on the narrowest phone: every clock wraps within 320 px. */
export const Phone: Story = {
  ...Tickets,
  globals: { viewport: { value: 'narrow' } },
};
