import { fail, ok, pending } from '@bb/api-client/testing';
import { ERROR_CATALOGUE } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  messageOf,
  orderApi,
  storyOrderApi,
  threadPage,
  threadPages,
  UNUSED_ORDER_CLIENT,
} from '../test-support/order-stories';
import { OrderThread } from './order-thread';

const THREAD = '/customers/orders/41/messages';
const MESSAGES = [
  messageOf(1, 'customer', 'The data set is attached. Which R version do you use?'),
  messageOf(2, 'expert', 'R 4.5. I will send the script with the report.'),
  messageOf(3, 'operator', 'The deadline is confirmed for Friday.'),
];

const meta = {
  title: 'Dashboard/Orders/OrderThread',
  component: OrderThread,
  parameters: {
    docs: {
      description: {
        component: `An order's message thread between its customer, its expert and the operator, oldest first;
the reader's own messages show as 'You', the others by party, never by e-mail address. The form
refuses a blank message or one past 4000 characters beside the field (which takes focus); a sent
message clears the field and joins the thread, and 'Your message was sent.' is announced. A
finished or cancelled order's thread is read only (\`closed\`).

**Driven by** \`useOrderThread\` (\`@bb/form-hooks\`) over \`createOrderClient()\`.

**Keyboard.** Tab to the message field, then 'Send' (Enter on the button sends).`,
      },
    },
  },
  // Narrower than the frame, so a focused field's ring is drawn whole (not cut at its edge).
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 4 }}>
        <Story />
      </div>
    ),
  ],
  args: { client: UNUSED_ORDER_CLIENT, party: 'customer', orderId: 41 },
  render: (args, context) => <OrderThread {...args} client={storyOrderApi(context).client} />,
} satisfies Meta<typeof OrderThread>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: HTMLElement) =>
  within(canvas).getByRole('textbox', { name: 'Your message' });

/** No messages yet. */
export const Empty: Story = {
  ...orderApi({ [`GET ${THREAD}`]: ok(threadPage([])) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No messages yet.')).toBeVisible();
  },
};

/** Messages from each party, as the customer reads them. */
export const Messages: Story = {
  ...orderApi({ [`GET ${THREAD}`]: ok(threadPage(MESSAGES)) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findAllByRole('listitem');
    await expect(
      items.map((item) => item.querySelector('.bb-order-thread__author')?.textContent),
    ).toEqual(['You', 'Expert', 'Operator']);
    await expect(items[1]).toHaveTextContent('R 4.5. I will send the script with the report.');
  },
};

const authors = (items: HTMLElement[]) =>
  items.map((item) => item.querySelector('.bb-order-thread__author')?.textContent);

/** A thread longer than a page: its newest messages, and 'Show earlier messages' above them. */
export const MorePages: Story = {
  ...orderApi({ [`GET ${THREAD}`]: threadPages(MESSAGES, 2) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(authors(await canvas.findAllByRole('listitem'))).toEqual(['Expert', 'Operator']);
    await expect(canvas.getByRole('button', { name: 'Show earlier messages' })).toBeVisible();
  },
};

/** Its last page loaded: every message, oldest first, and no button left. */
export const LastPage: Story = {
  ...orderApi({ [`GET ${THREAD}`]: threadPages(MESSAGES, 2) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show earlier messages' }));
    await waitFor(() =>
      expect(authors(canvas.getAllByRole('listitem'))).toEqual(['You', 'Expert', 'Operator']),
    );
    await expect(canvas.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  },
};

/** Sending: the button spins until the server answers. */
export const Sending: Story = {
  ...orderApi({ [`GET ${THREAD}`]: ok(threadPage(MESSAGES)), [`POST ${THREAD}`]: pending() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('listitem');
    await userEvent.type(field(canvasElement), 'Thanks!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** Sent: the field is cleared, the message joins the thread, and it is announced. */
export const Sent: Story = {
  ...orderApi({
    [`GET ${THREAD}`]: ok(threadPage(MESSAGES.slice(0, 2))),
    [`POST ${THREAD}`]: ok(
      threadPage([...MESSAGES.slice(0, 2), messageOf(4, 'customer', 'Thanks!')]),
    ),
  }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('listitem');
    await userEvent.type(field(canvasElement), 'Thanks!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Your message was sent.')).toHaveFocus();
    await expect(field(canvasElement)).toHaveValue('');
    await expect(canvas.getAllByRole('listitem').at(-1)).toHaveTextContent('Thanks!');
    await expect(storyOrderApi({ loaded }).mock.requests.at(-1)?.form?.get('body')).toBe('Thanks!');
  },
};

/** An empty message is refused beside the field, which takes focus; nothing is sent. */
export const EmptyRefused: Story = {
  ...orderApi({ [`GET ${THREAD}`]: ok(threadPage([])) }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No messages yet.');
    await userEvent.type(field(canvasElement), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(field(canvasElement)).toHaveFocus();
    await expect(field(canvasElement)).toHaveAccessibleDescription(
      'Please write a message before sending it.',
    );
    await expect(storyOrderApi({ loaded }).mock.count(`POST ${THREAD}`)).toBe(0);
  },
};

/** The server refuses the message: the draft stays, and why is said. */
export const SendError: Story = {
  ...orderApi({
    [`GET ${THREAD}`]: ok(threadPage(MESSAGES)),
    [`POST ${THREAD}`]: fail('order_action_refused', 409),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('listitem');
    await userEvent.type(field(canvasElement), 'One more thing');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(
      await canvas.findByText(ERROR_CATALOGUE.order_action_refused.message),
    ).toHaveFocus();
    await expect(field(canvasElement)).toHaveValue('One more thing');
  },
};

/** A closed order: the thread is read only. */
export const Closed: Story = {
  args: { closed: true },
  ...orderApi({ [`GET ${THREAD}`]: ok(threadPage(MESSAGES)) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('listitem');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The thread could not be loaded. */
export const LoadError: Story = {
  ...orderApi({ [`GET ${THREAD}`]: fail('internal_error', 500) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Hmm, something seems to be missing',
    );
  },
};
