import { fail, ok, pending, supportTicketOf } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFocusRingMargin } from '../test-support/order-stories';
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
when it waits. A spinner while they load, the error widget and 'Try again' when they cannot, a
sentence when none waits.

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
    await expect(
      within(canvasElement).getByText('Loading the tickets waiting for an answer'),
    ).toBeVisible();
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
