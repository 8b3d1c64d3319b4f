import type { SupportMessage, SupportTicket } from '@bb/api-client';
import { fail, ok, pending, supportMessageOf, supportTicketOf } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { threadPage, threadPages, withFocusRingMargin } from '../test-support/order-stories';
import {
  storySupportApi,
  supportApi,
  UNUSED_SUPPORT_CLIENT,
} from '../test-support/support-stories';
import { SupportTicketPage } from './support-ticket-page';

const meta = {
  title: 'Dashboard/Support/SupportTicketPage',
  component: SupportTicketPage,
  parameters: {
    docs: {
      description: {
        component: `One support ticket, for its customer (\`ticketing/{id}/\`) or an operator
(\`tickets/{id}/\`): its subject, status and the order it is about (a link), for an operator also
the customer's e-mail address; the conversation, oldest first, one's own messages as 'You' and the
other side as 'Support' or 'Customer' (the order page's message thread); a reply box; and for the
customer 'Close ticket'. A blank reply or one past 4000 characters is said beside the field, which
takes focus; a sent one joins the conversation and is announced. A reply to a closed ticket opens
it again (said under the field). Another customer's ticket shows as not found.

**Driven by** \`useSupportTicket\` (\`@bb/form-hooks\`) over \`createSupportClient()\`.

**Keyboard.** Tab to the order link, the reply field, 'Send reply', then 'Close ticket'.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: {
    client: UNUSED_SUPPORT_CLIENT,
    reader: 'customer',
    ticketId: 7,
    backHref: '#tickets',
    backLabel: 'Back to your tickets',
    orderHref: (id: number) => `#order-${id}`,
  },
  render: (args, context) => (
    <SupportTicketPage {...args} client={storySupportApi(context).client} />
  ),
} satisfies Meta<typeof SupportTicketPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const TICKET = 'GET /customers/tickets/7';
const MESSAGES = 'GET /customers/tickets/7/messages';
const REPLY = 'POST /customers/tickets/7/messages';
const CONVERSATION = [
  supportMessageOf(1, 'customer', 'The deadline is tomorrow. Is it on track?'),
  supportMessageOf(2, 'operator', 'Yes: your expert delivers tonight. We will keep an eye on it.'),
];
/** A ticket as the API answers it: its conversation's newest page (the last), newest first. */
const ticketOf = (
  overrides: Parameters<typeof supportTicketOf>[0],
  conversation: SupportMessage[],
) => {
  const { messages, next_cursor } = threadPage(conversation);
  return supportTicketOf({ ...overrides, messages, messages_next_cursor: next_cursor });
};
/** The ticket's page: the ticket, and its conversation's one page. */
const ticketRoutes = (path: string, ticket: SupportTicket) => ({
  [`GET ${path}`]: ok({ ticket }),
  [`GET ${path}/messages`]: ok({ messages: ticket.messages, next_cursor: null }),
});
const ANSWERED = ticketOf({ status: 'answered' }, CONVERSATION);
const ANSWERED_ROUTES = ticketRoutes('/customers/tickets/7', ANSWERED);

/** The ticket is loading. */
export const Loading: Story = {
  ...supportApi({ [TICKET]: pending(), [MESSAGES]: pending() }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the ticket')).toBeVisible();
  },
};

/** The ticket could not be loaded: the error widget and 'Try again'. */
export const LoadFailed: Story = {
  ...supportApi({
    [TICKET]: fail('internal_error', 500),
    [MESSAGES]: fail('internal_error', 500),
  }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hmm, something seems to be missing')).toBeVisible();
    const { mock } = storySupportApi(context);
    const asked = mock.count(TICKET);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mock.count(TICKET)).toBe(asked + 1));
  },
};

/** Another customer's ticket, or none: not found, as the API answers. */
export const NotFound: Story = {
  ...supportApi({ [TICKET]: fail('not_found', 404), [MESSAGES]: fail('not_found', 404) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This ticket does not exist, or is not yours.'),
    ).toBeVisible();
  },
};

/** Answered: the customer reads Support's answer, about their order. */
export const Answered: Story = {
  ...supportApi(ANSWERED_ROUTES),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The report is late' })).toBeVisible();
    await expect(canvas.getByText('Answered')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dijkstra in Python' })).toHaveAttribute(
      'href',
      '#order-41',
    );
    const items = canvas.getAllByRole('listitem');
    await expect(
      items.map((item) => item.querySelector('.bb-order-thread__author')?.textContent),
    ).toEqual(['You', 'Support']);
    await expect(canvas.getByRole('button', { name: 'Close ticket' })).toBeEnabled();
  },
};

const LONG_CONVERSATION = [
  ...CONVERSATION,
  supportMessageOf(3, 'customer', 'It arrived. Can the expert add a summary?'),
  supportMessageOf(4, 'operator', 'Yes: ask for a revision on the order page.'),
];
/** A long conversation: its page, then the earlier messages two at a time. */
const LONG_ROUTES = {
  [TICKET]: ok({ ticket: ticketOf({ status: 'answered' }, LONG_CONVERSATION) }),
  [MESSAGES]: threadPages(LONG_CONVERSATION, 2),
};
const messageTexts = (canvas: ReturnType<typeof within>) =>
  canvas
    .getAllByRole('listitem')
    .map((item: HTMLElement) => item.querySelector('.bb-order-thread__body')?.textContent);

/** A conversation longer than a page: its newest messages, and 'Show earlier messages' above. */
export const EarlierMessages: Story = {
  ...supportApi(LONG_ROUTES),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The report is late' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    await expect(canvas.getByRole('button', { name: 'Show earlier messages' })).toBeVisible();
  },
};

/** Its last page loaded: the whole conversation, oldest first, and no button left. */
export const AllMessages: Story = {
  ...supportApi(LONG_ROUTES),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show earlier messages' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(4));
    await expect(messageTexts(canvas)[0]).toBe('The deadline is tomorrow. Is it on track?');
    await expect(canvas.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  },
};

/** A blank reply: said beside the field, which takes focus. */
export const ReplyRefused: Story = {
  ...supportApi(ANSWERED_ROUTES),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send reply' }));
    const field = canvas.getByRole('textbox', { name: 'Your reply' });
    await expect(field).toHaveAccessibleDescription('Please write your message');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(storySupportApi(context).mock.count(REPLY)).toBe(0);
  },
};

/** A reply: it joins the conversation, the ticket waits for support again, and it is announced. */
export const Replied: Story = {
  ...supportApi({
    ...ANSWERED_ROUTES,
    [REPLY]: ok({
      ticket: ticketOf({ status: 'waiting' }, [
        ...CONVERSATION,
        supportMessageOf(3, 'customer', 'Thank you!'),
      ]),
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Your reply' }), 'Thank you!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    const sent = await canvas.findByText('Your reply was sent.');
    await waitFor(() => expect(sent).toHaveFocus());
    await expect(canvas.getByText('Waiting for support')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Closed by the customer: the close button goes, and a reply would open it again. */
export const Closed: Story = {
  ...supportApi({
    ...ANSWERED_ROUTES,
    'POST /customers/tickets/7/close': ok({ ticket: { ...ANSWERED, status: 'closed' } }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Close ticket' }));
    await canvas.findByText('The ticket is closed. A reply opens it again.', {
      selector: '[role="status"]',
    });
    await expect(canvas.queryByRole('button', { name: 'Close ticket' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Your reply' })).toHaveAccessibleDescription(
      'This ticket is closed. A reply opens it again.',
    );
  },
};

/** The operator's view: the customer's e-mail address, and an answer box; no closing. */
export const Operator: Story = {
  args: { reader: 'operator', backHref: '#home', backLabel: 'Back to your home' },
  ...supportApi({
    ...ticketRoutes(
      '/operators/tickets/7',
      supportTicketOf({ customer_email: 'customer@demo.bb.example' }),
    ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('customer@demo.bb.example')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your answer' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send answer' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Close ticket' })).toBeNull();
    await expect(
      canvas
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.bb-order-thread__author')?.textContent),
    ).toEqual(['Customer']);
  },
};
