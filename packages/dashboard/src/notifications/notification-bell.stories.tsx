import { fail, ok, pending } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  notificationApi,
  storyNotificationApi,
  UNUSED_NOTIFICATION_CLIENT,
} from '../test-support/notification-stories';
import { NotificationBell } from './notification-bell';
import {
  MANY_NOTIFICATIONS,
  NOTIFICATION_ITEMS,
  notificationPage,
  SECOND_PAGE_CURSOR,
  twoNotificationPages,
} from './notification-fixtures';

const meta = {
  title: 'Dashboard/Notifications/NotificationBell',
  component: NotificationBell,
  parameters: {
    docs: {
      description: {
        component: `The bell in the dashboard frame's header: the unread count on it and in its
accessible name ('Notifications, 2 unread'); pressed, the newest notifications in a popover, unread
ones marked, each a link to the page to act on; the earlier ones a page at a time under
'Show more'. Opening one marks it read and follows its link;
'Mark all as read' clears the count. Escape or a press outside closes the list and focus goes back
to the bell.

**New ones while the page is open.** The list is asked for again every 30 s with the last answer's
ETag (the API answers 304 while nothing changed), not while the tab is hidden, and at once when it
shows again.

**Driven by** \`useNotifications\` over \`createNotificationClient()\`.`,
      },
    },
  },
  // Room for the open list below the bell in the reference images.
  decorators: [
    (Story) => (
      <div style={{ padding: 8, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: { client: UNUSED_NOTIFICATION_CLIENT, navigate: fn() },
  render: (args, context) => (
    <NotificationBell {...args} client={storyNotificationApi(context).client} />
  ),
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'GET /users/notifications';

/** Nothing yet: the bell without a count; open, the list says so. */
export const None: Story = {
  ...notificationApi({ [LIST]: notificationPage([]) }),
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(/Nothing new/)).toBeVisible();
    await expect(body.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

/** Two unread: the count on the bell and in its name. */
export const Unread: Story = {
  ...notificationApi({
    [LIST]: notificationPage(
      NOTIFICATION_ITEMS.map((item) => ({ ...item, is_read: item.id === 1 })),
    ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeVisible();
  },
};

/** The list open: the newest first, the unread one marked; Escape closes it onto the bell. */
export const List: Story = {
  ...notificationApi({
    [LIST]: notificationPage(),
    'POST /users/notifications/3/read': ok({ unread_count: 0 }),
  }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const bell = await canvas.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const dialog = await body.findByRole('dialog', { name: 'Notifications' });
    await expect(within(dialog).getAllByRole('link')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(bell).toHaveFocus();
    await userEvent.click(bell);
    await userEvent.click(await body.findByRole('link', { name: /delivered order #41/ }));
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith('/dashboard/customer/orders/41/'),
    );
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    // Open again for the reference image.
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(await body.findByRole('dialog')).toBeVisible();
  },
};

/** The first load still on its way. */
export const Loading: Story = {
  ...notificationApi({ [LIST]: pending() }),
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Loading your notifications')).toBeInTheDocument();
  },
};

/** The first load failed: the error, and a button that asks again. */
export const LoadFailed: Story = {
  ...notificationApi({ [LIST]: fail('internal_error', 500) }),
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** More than a page: the newest 20, then Show more adds the earlier ones and goes. */
export const ShowMorePages: Story = {
  ...notificationApi({ [LIST]: twoNotificationPages }),
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(dialog).getAllByRole('link')).toHaveLength(20));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show more' }));
    await waitFor(() =>
      expect(within(dialog).getAllByRole('link')).toHaveLength(MANY_NOTIFICATIONS.length),
    );
    await expect(within(dialog).queryByRole('button', { name: 'Show more' })).toBeNull();
    // The oldest at the end of the list, scrolled to for the reference image.
    const oldest = within(dialog).getByRole('link', { name: /\(1\)/ });
    oldest.scrollIntoView();
    await expect(oldest).toBeVisible();
  },
};

/** The next page could not be loaded: the error beside Show more, which tries again. */
export const ShowMoreFailed: Story = {
  ...notificationApi({
    [LIST]: (request) =>
      request.query.get('cursor') === SECOND_PAGE_CURSOR
        ? fail('internal_error', 500)
        : twoNotificationPages(request),
  }),
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Show more' }));
    await expect(await within(dialog).findByRole('status')).not.toBeEmptyDOMElement();
    await expect(within(dialog).getAllByRole('link')).toHaveLength(20);
    // Scrolled to the button and its error for the reference image, the button unfocused: whether
    // focus survives the click depends on how soon the failure lands against its busy state.
    const showMore = within(dialog).getByRole('button', { name: 'Show more' });
    showMore.scrollIntoView();
    showMore.blur();
  },
};
