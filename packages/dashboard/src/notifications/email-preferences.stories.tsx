import { ok } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  notificationApi,
  storyNotificationApi,
  UNUSED_NOTIFICATION_CLIENT,
} from '../test-support/notification-stories';
import { EmailPreferences } from './email-preferences';

const meta = {
  title: 'Dashboard/Notifications/EmailPreferences',
  component: EmailPreferences,
  parameters: {
    docs: {
      description: {
        component: `Profile & Settings' e-mails: a box per category the person's role receives (the
API answers only those: an operator gets account e-mails and order updates), saved as it is
ticked. Payments
(payment received, refunds, payouts) and the account (password, sign-in) are always sent: ticked,
disabled and marked 'Always sent'. Turning a category off stops its e-mails, never its
notifications under the bell.

**Driven by** \`useEmailPreferences\` over \`createNotificationClient()\`.`,
      },
    },
  },
  args: { client: UNUSED_NOTIFICATION_CLIENT },
  render: (args, context) => (
    <EmailPreferences {...args} client={storyNotificationApi(context).client} />
  ),
} satisfies Meta<typeof EmailPreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

const PREFERENCES = [
  { category: 'payments', enabled: true, transactional: true },
  { category: 'account', enabled: true, transactional: true },
  { category: 'order_updates', enabled: true, transactional: false },
  { category: 'messages', enabled: true, transactional: false },
  { category: 'reminders', enabled: true, transactional: false },
];

/** A customer's categories, every one on; the messages turned off by a tick. */
export const Preferences: Story = {
  ...notificationApi({
    'GET /users/email-preferences': ok({ email_preferences: PREFERENCES }),
    'PUT /users/email-preferences': ok({
      email_preferences: PREFERENCES.map((preference) =>
        preference.category === 'messages' ? { ...preference, enabled: false } : preference,
      ),
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const payments = await canvas.findByRole('checkbox', { name: /Payments.*Always sent/ });
    await expect(payments).toBeDisabled();
    await expect(payments).toBeChecked();
    const messages = canvas.getByRole('checkbox', { name: 'New messages on your orders' });
    await userEvent.click(messages);
    await waitFor(() => expect(messages).not.toBeChecked());
    // Whether the box kept its focus ring through its short saving state is timing: no focus
    // for the snapshot.
    messages.blur();
  },
};

/** An operator's: their account's e-mails (always sent) and the order updates (disputes opened). */
export const Staff: Story = {
  ...notificationApi({
    'GET /users/email-preferences': ok({
      email_preferences: [
        { category: 'account', enabled: true, transactional: true },
        { category: 'order_updates', enabled: false, transactional: false },
      ],
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('checkbox', { name: /Your account.*Always sent/ }),
    ).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: /Order updates/ })).not.toBeChecked();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(2);
  },
};
