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
the area's content, which brings its own \`h1\`. Beside the content from 900 px. Below it, a compact
bar (the bell, 'Dashboard menu') sits above the content and the button opens the menu as a drawer:
@bb/ui's sheet, a modal dialog, so nothing moves when it opens.

**Keyboard.** Tab moves through the entries, then 'Log out', then into the content. On a phone,
'Dashboard menu' opens the drawer with focus on its first entry; Tab stays inside it; Escape or
'Close menu' closes it and focus returns to 'Dashboard menu'.

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

/** A phone: the compact bar above the content, the menu closed. */
export const PhoneMenuClosed: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { themeReferences: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Dashboard menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Your orders' })).toBeVisible();
  },
};

/** A phone with the drawer open: the entries, the current one marked, who is signed in, Log out. */
export const PhoneMenuOpen: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { themeReferences: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Dashboard menu' });
    await userEvent.click(button);
    const drawer = within(document.body).getByRole('dialog', { name: 'Dashboard menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = within(drawer).getByRole('navigation', { name: 'Dashboard' });
    await expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(drawer).getByText('Signed in as customer@demo.bb.example')).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

/** The drawer from the keyboard: focus moves in, and returns to the button on close. */
export const PhoneMenuKeyboard: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Dashboard menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const drawer = body.getByRole('dialog', { name: 'Dashboard menu' });
    await expect(within(drawer).getByRole('link', { name: 'New order' })).toHaveFocus();
    // Through the other four entries and Log out to Close menu, the drawer's last control (the
    // rest of the page is inert while it is open).
    for (let step = 0; step < 6; step += 1) await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(body.getByRole('button', { name: 'Close menu' }));
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(button).toHaveFocus();
    await expect(args.onLogOut).not.toHaveBeenCalled();
    button.blur();
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
