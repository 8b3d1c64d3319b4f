import { ok } from '@bb/api-client/testing';
import type { UserRole } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { pressAndMove } from '../test-support/pointer-gestures';
import {
  bbEnvironment,
  customerRoutes,
  sessionOf,
  storyEnvironment,
  withBbEnvironment,
} from '../test-support/story-environment';
import { AccountMenu } from './account-menu';

/** Each role's menu (spec §2), opened from the 'My account' button. */
const meta = {
  title: 'UI/Account menu/Roles',
  component: AccountMenu,
  parameters: {
    docs: {
      // Its own frame on the docs page: an open modal, menu or fixed notice stays inside it.
      story: { inline: false, iframeHeight: 420 },
      description: {
        component: `The account entry of the header (spec §2), for a signed-in user: 'My account' opens a popover
headed by the customer's e-mail with that role's menu (plain links, New order also tracked) and
'Log out'. These stories show each role's menu; 'Signed out and states' shows the visitor's
button, the loading skeleton and the error widget.

**Driven by** \`useAccountMenu\` (\`@bb/form-hooks\`), under a \`BbProvider\`: the session decides
what shows; the component never fetches.

**Keyboard.** Enter or Space on 'My account' opens the menu and focus moves into it; Escape
closes it and returns focus; Tab moves through the entries.

**Loaded on demand.** The signed-in popover's code loads once the session shows someone signed
in, behind the same 'Loading your account' skeleton (\`role="status"\`) as the session itself.`,
      },
    },
  },
  decorators: [
    withBbEnvironment,
    (Story) => (
      <div
        style={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'flex-end',
          width: 480,
          minHeight: 340,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const menu = () => screen.queryByRole('dialog', { name: 'Account menu' });

/** Opens the menu with the keyboard and returns its entries as [name, href]. */
async function openWithKeyboard(canvasElement: HTMLElement) {
  const trigger = await within(canvasElement).findByRole('button', { name: 'My account' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const popup = await screen.findByRole('dialog', { name: 'Account menu' });
  const entries = within(popup)
    .getAllByRole('listitem')
    .map((item) => {
      const link = item.querySelector('a');
      return [item.textContent, link?.getAttribute('href') ?? null];
    });
  return { trigger, popup, entries };
}

function roleStory(role: UserRole, expected: [string, string | null][]): Story {
  return {
    ...bbEnvironment({ routes: { 'GET /users/sessions': ok(sessionOf(role)) } }),
    play: async ({ canvasElement }) => {
      const { trigger, entries } = await openWithKeyboard(canvasElement);
      await expect(entries).toEqual(expected);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(menu()).toBeNull());
      await expect(trigger).toHaveFocus();
      // Open again, for the designer's snapshot.
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('dialog', { name: 'Account menu' });
    },
  };
}

/**
 * The customer's menu under its e-mail. Opened with Enter, Escape closes it and focus returns;
 * New order is tracked with the customer; Space opens it again.
 */
export const Customer: Story = {
  ...bbEnvironment({ routes: customerRoutes() }),
  play: async (context) => {
    const { canvasElement } = context;
    const { trigger, popup, entries } = await openWithKeyboard(canvasElement);
    await expect(entries).toEqual([
      ['New order', '/dashboard/customer/new_order/'],
      ['Orders', '/dashboard/customer/orders/'],
      ['Balance', '/dashboard/customer/balance/'],
      ['Support', '/dashboard/customer/ticketing/'],
      ['Profile', '/dashboard/customer/profile/'],
      ['Log out', null],
    ]);
    await expect(popup).toHaveTextContent('ada@example.com');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu()).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard(' ');
    const reopened = await screen.findByRole('dialog', { name: 'Account menu' });
    await userEvent.click(within(reopened).getByRole('link', { name: 'New order' }));
    await expect(storyEnvironment(context).analytics).toContainEqual({
      event: 'new_order_click',
      user_role: 'customer',
      user_id: 7,
    });
  },
};

export const Writer = roleStory('writer', [
  ['My Orders', '/dashboard/writer/orders_progress/'],
  ['Profile & Settings', '/dashboard/writer/profile/'],
  ['Financial Overview', '/dashboard/writer/balance/'],
  ['Log out', null],
]);

export const SupportContract = roleStory('support_contract', [
  ['Personal Area', '/dashboard/support-contract/'],
  ['Support contract', '/dashboard/support-contract/contract/'],
  ['Log out', null],
]);

export const Earnings = roleStory('earnings', [
  ['Earnings', '/dashboard/earnings/earnings/'],
  ['Orders', '/dashboard/earnings/orders/'],
  ['Customers', '/dashboard/earnings/customers/'],
  ['Log out', null],
]);

export const Operator = roleStory('operator', [
  ['Personal Area', '/dashboard/operator/'],
  ['Customers', '/dashboard/operator/customers/'],
  ['Experts', '/dashboard/operator/experts/'],
  ['Staff', '/dashboard/operator/staff/'],
  ['Profile & Settings', '/dashboard/operator/profile/'],
  ['Log out', null],
]);

export const Seo = roleStory('seo', [
  ['Personal Area', '/dashboard/seo/'],
  ['Profile & Settings', '/dashboard/seo/profile/'],
  ['Log out', null],
]);

/** Toggle, focus leaving, and an outside tap (a swipe of more than 30 px leaves it open). */
export const OpenAndClose: Story = {
  ...bbEnvironment({ routes: { 'GET /users/sessions': ok(sessionOf('writer')) } }),
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <p style={{ margin: 0, fontFamily: 'var(--bb-font-family)' }}>Some page text.</p>
        <Story />
        <button type="button">Another control</button>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: 'My account' });
    const closed = () => waitFor(() => expect(menu()).toBeNull());

    await userEvent.click(trigger);
    await expect(menu()).toBeInTheDocument();
    await userEvent.click(trigger);
    await closed();

    await userEvent.click(trigger);
    canvas.getByRole('button', { name: 'Another control' }).focus();
    await closed();

    await userEvent.click(trigger);
    await pressAndMove(canvas.getByText('Some page text.'), 31);
    await expect(menu()).toBeInTheDocument();
    await pressAndMove(canvas.getByText('Some page text.'), 30);
    await closed();
  },
};

/** Log out: DELETE /users/sessions, then the visitor's 'My account' button. */
export const LogOut: Story = {
  ...bbEnvironment({ routes: { ...customerRoutes(), 'DELETE /users/sessions': ok({}) } }),
  play: async (context) => {
    const { popup } = await openWithKeyboard(context.canvasElement);
    await userEvent.click(within(popup).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(menu()).toBeNull());
    const button = await within(context.canvasElement).findByRole('button', { name: 'My account' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    const { mock, analytics } = storyEnvironment(context);
    await expect(mock.count('DELETE /users/sessions')).toBe(1);
    await expect(analytics).toContainEqual(expect.objectContaining({ event: 'log_out' }));
  },
};
