import type { StaffSupportTicket } from '@bb/api-client';
import {
  fail,
  ok,
  SUPPORT_AGENT_FIXTURE_NOW,
  staffSupportTicketOf,
  supportMessageOf,
} from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { threadPage, withFocusRingMargin } from '../test-support/order-stories';
import {
  storySupportApi,
  supportApi,
  UNUSED_SUPPORT_CLIENT,
} from '../test-support/support-stories';
import { StaffTicketPage } from './staff-ticket-page';

const meta = {
  title: 'Dashboard/SupportAgents/StaffTicketPage',
  component: StaffTicketPage,
  parameters: {
    docs: {
      description: {
        component: `A ticket's page for staff: a support agent (their ticket, or a queued one) or
an operator. Over the support ticket page (subject, status, the conversation, the answer box) the
staff panel shows the SLA clocks by the agent's contract (a missed one in bold red), whom the
ticket is assigned to, 'Take this ticket' on a queued one, the hand-over to another agent or back
to the queue, 'Close ticket' (an agent), and the internal notes with a note box: staff's only, the
customer never sees them. What a step did is said in a live region; a blank note is refused beside
the box.

**Driven by** \`useSupportTicket\` and \`useStaffTicket\` over \`createSupportClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: {
    client: UNUSED_SUPPORT_CLIENT,
    reader: 'agent',
    ticketId: 7,
    backHref: '#home',
    backLabel: 'Back to your tickets',
    now: () => SUPPORT_AGENT_FIXTURE_NOW,
  },
  render: (args, context) => <StaffTicketPage {...args} client={storySupportApi(context).client} />,
} satisfies Meta<typeof StaffTicketPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONVERSATION = [supportMessageOf(1, 'customer', 'The deadline is tomorrow. Is it on track?')];
const AGENTS = ok({
  agents: [
    { id: 90, email: 'support-contract@demo.bb.example', name: null },
    { id: 91, email: 'li@bb.example', name: 'Li Wei' },
  ],
  next_cursor: null,
});
const HOUR = 60 * 60 * 1000;
/** The demo ticket asked 6 hours before the story's clock: its first response 2 hours overdue. */
const overdue = (overrides: Partial<StaffSupportTicket> = {}) =>
  staffSupportTicketOf({
    sla: {
      first_response_due_at: SUPPORT_AGENT_FIXTURE_NOW - 2 * HOUR,
      first_response_at: null,
      resolution_due_at: SUPPORT_AGENT_FIXTURE_NOW + 42 * HOUR,
      resolved_at: null,
    },
    ...overrides,
  });
const routes = (ticket: StaffSupportTicket, prefix = '/support-agents') => ({
  [`GET ${prefix}/tickets/7`]: ok({ ticket }),
  [`GET ${prefix}/tickets/7/messages`]: ok(threadPage(CONVERSATION)),
  [`GET ${prefix}/agents`]: AGENTS,
  'GET /operators/support-agents': AGENTS,
});

/** The agent's own ticket: its clocks (the first response overdue), a note, hand-over, close. */
export const Assigned: Story = {
  ...supportApi(routes(overdue())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Ticket handling' });
    await expect(within(panel).getByText(/^overdue by/)).toBeVisible();
    await expect(within(panel).getByRole('list', { name: 'Internal notes' })).toHaveTextContent(
      'Asked the expert for a delivery date.',
    );
    await expect(await within(panel).findByRole('option', { name: 'Li Wei' })).toBeInTheDocument();
    await expect(within(panel).getByRole('button', { name: 'Close ticket' })).toBeVisible();
  },
};

/** A queued ticket: 'Take this ticket' instead of the hand-over. */
export const Queued: Story = {
  ...supportApi(routes(overdue({ assignee: null, notes: [] }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Take this ticket' })).toBeVisible();
    await expect(canvas.getByText('Nobody (in the queue)')).toBeVisible();
    await expect(canvas.getByText('No notes yet.')).toBeVisible();
  },
};

/** Another agent took it first: said in the live region. */
export const TakenByAnother: Story = {
  ...supportApi({
    ...routes(overdue({ assignee: null, notes: [] })),
    'POST /support-agents/tickets/7/claim': fail('ticket_taken', 409),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Take this ticket' }));
    await expect(
      await canvas.findByText(
        'Another agent has taken this ticket. Please reload the page to see who.',
      ),
    ).toBeVisible();
  },
};

/** A blank note is refused beside the note box. */
export const BlankNote: Story = {
  ...supportApi(routes(overdue())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add note' }));
    await expect(await canvas.findByText('Please write the note.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'New note' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Handed to another agent: the agent's part ends there. */
export const HandedOver: Story = {
  ...supportApi({
    ...routes(overdue()),
    'POST /support-agents/tickets/7/assign': ok({ ticket: { id: 7 } }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: 'Hand the ticket to' });
    await within(select).findByRole('option', { name: 'Li Wei' });
    await userEvent.selectOptions(select, '91');
    await userEvent.click(canvas.getByRole('button', { name: 'Hand over' }));
    const said = await canvas.findAllByText('The ticket is assigned to li@bb.example.');
    await expect(said[0]).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add note' })).toBeNull();
  },
};

/** The operator's reading: the customer's e-mail, the assignee, and the assignment to an agent. */
export const Operator: Story = {
  args: { reader: 'operator', backLabel: 'Back to your home' },
  ...supportApi(routes(overdue({ customer_email: 'customer@demo.bb.example' }), '/operators')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('customer@demo.bb.example')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Hand the ticket to' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Close ticket' })).toBeNull();
  },
};

/** The agent's ticket on the narrowest phone. */
export const Phone: Story = {
  ...Assigned,
  globals: { viewport: { value: 'narrow' } },
};
