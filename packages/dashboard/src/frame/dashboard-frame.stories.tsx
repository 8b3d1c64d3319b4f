import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DashboardFrame } from './dashboard-frame';

const CUSTOMER_ENTRIES = [
  { id: 'new_order', label: 'New order', href: '/dashboard/customer/new_order/' },
  { id: 'orders', label: 'Orders', href: '/dashboard/customer/orders/' },
  { id: 'balance', label: 'Balance', href: '/dashboard/customer/balance/' },
  { id: 'ticketing', label: 'Support', href: '/dashboard/customer/ticketing/' },
  { id: 'profile', label: 'Profile', href: '/dashboard/customer/profile/' },
];

const meta = {
  title: 'Dashboard/DashboardFrame',
  component: DashboardFrame,
  parameters: {
    docs: {
      description: {
        component: `The frame of every dashboard page: who is signed in and in which role, the navigation of
their account menu (spec §2; the page's own entry marked \`aria-current="page"\`), 'Log out', and
the area's content, which brings its own \`h1\`. Beside the content from 800 px, above it below.

**Keyboard.** Tab moves through the entries, then 'Log out', then into the content.

**Driven by** \`useSession\` and \`accountMenuEntries\` (\`@bb/form-hooks\`) in the site's dashboard.`,
      },
    },
  },
  args: {
    entries: CUSTOMER_ENTRIES,
    currentEntryId: 'orders',
    email: 'customer@demo.bb.example',
    roleLabel: 'customer',
    onLogOut: fn(),
    children: (
      <>
        <h1>Your orders</h1>
        <p>The area's content.</p>
      </>
    ),
  },
} satisfies Meta<typeof DashboardFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer on their orders: the Orders entry is the current page. */
export const Customer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Signed in as customer@demo.bb.example')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Dashboard' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'New order',
      'Orders',
      'Balance',
      'Support',
      'Profile',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Balance' })).not.toHaveAttribute(
      'aria-current',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogOut).toHaveBeenCalledOnce();
  },
};

/** An expert's menu (spec §2), without an e-mail in the session. */
export const Expert: Story = {
  args: {
    entries: [
      { id: 'orders_progress', label: 'My Orders', href: '/dashboard/writer/orders_progress/' },
      { id: 'profile', label: 'Profile & Settings', href: '/dashboard/writer/profile/' },
      { id: 'balance', label: 'Financial Overview', href: '/dashboard/writer/balance/' },
    ],
    currentEntryId: 'orders_progress',
    email: null,
    roleLabel: 'writer',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Signed in')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Log out in flight: its button is busy and cannot be pressed twice. */
export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Log out/ });
    await expect(button).toBeDisabled();
  },
};
