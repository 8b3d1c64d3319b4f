import { fail, ok, pending } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  orderApi,
  storyOrderApi,
  UNUSED_ORDER_CLIENT,
  withFocusRingMargin,
} from '../test-support/order-stories';
import { RemindersPanel } from './reminders-panel';

const meta = {
  title: 'Dashboard/Reminders/RemindersPanel',
  component: RemindersPanel,
  parameters: {
    docs: {
      description: {
        component: `Above the customer's orders: what they have left to do (the spec's
\`/widgets/reminders\`), each a link to where it is done. Nothing while it loads or when nothing is
left; the error widget and 'Try again' when it cannot load. A path that would lead off the site is
never linked.

**Driven by** \`useReminders\` over \`createOrderClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: { client: UNUSED_ORDER_CLIENT },
  render: (args, context) => <RemindersPanel {...args} client={storyOrderApi(context).client} />,
} satisfies Meta<typeof RemindersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const REMINDERS = 'GET /widgets/reminders';

export const SomethingLeft: Story = {
  ...orderApi({
    [REMINDERS]: ok({
      reminders: [
        {
          type: 'verify_email',
          message: 'Please confirm your email address with the link we sent you.',
          url_path: '/dashboard/customer/profile/',
        },
        {
          type: 'pre_order_unpaid',
          order_id: 42,
          message: 'Your order "Regression report" is waiting for payment.',
          url_path: '/dashboard/customer/orders/42',
        },
        {
          type: 'order_post_experience',
          order_id: 37,
          message:
            'How did your order "Sorting algorithms in Python" go? Tell us about your experience.',
          url_path: '/dashboard/customer/orders/37',
        },
      ],
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Reminders' });
    expect(within(list).getAllByRole('link')).toHaveLength(3);
    expect(
      canvas.getByRole('link', { name: 'Your order "Regression report" is waiting for payment.' }),
    ).toHaveAttribute('href', '/dashboard/customer/orders/42');
    await userEvent.tab();
    expect(canvas.getAllByRole('link')[0]).toHaveFocus();
  },
};

export const NothingLeft: Story = {
  ...orderApi({ [REMINDERS]: ok({ reminders: [] }) }),
  play: async ({ canvasElement, loaded }) => {
    const { mock } = storyOrderApi({ loaded });
    await waitFor(() => expect(mock.count(REMINDERS)).toBeGreaterThan(0));
    expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const Loading: Story = {
  ...orderApi({ [REMINDERS]: pending() }),
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const LoadFailed: Story = {
  ...orderApi({ [REMINDERS]: fail('internal_error', 500) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'What’s left to do' });
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
