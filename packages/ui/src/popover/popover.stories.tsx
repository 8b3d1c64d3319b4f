import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { pressAndMove } from '../test-support/pointer-gestures';
import { Popover } from './popover';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  parameters: {
    docs: {
      // Its own frame on the docs page: an open modal, menu or fixed notice stays inside it.
      story: { inline: false, iframeHeight: 260 },
      description: {
        component: `A popup panel anchored to its trigger (Radix Popover, with its collision handling): the account
menu's panel is one. \`label\` names the panel (\`aria-label\`); \`trigger\` is the button that
toggles it, which gets \`aria-expanded\` and \`aria-controls\`. \`useOpenState\` is the open state it
keeps when not controlled.

**Keyboard.** Enter or Space on the trigger toggles it; focus moves into the panel; Escape
closes it and returns focus to the trigger; Tab out of it closes it.

**Pointer.** A press outside closes it on release, and only when the pointer moved at most 30 px
(spec §4), so scrolling the page with a finger leaves it open.`,
      },
    },
  },
  args: {
    label: 'Order options',
    trigger: <Button variant="secondary">Options</Button>,
    children: (
      <ul style={{ margin: 0, paddingLeft: 16 }}>
        <li>
          <a href="#duplicate">Duplicate order</a>
        </li>
        <li>
          <a href="#print">Print receipt</a>
        </li>
      </ul>
    ),
    onOpenChange: fn(),
  },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          gap: 16,
          alignItems: 'flex-start',
          minHeight: 200,
          fontFamily: 'var(--bb-font-family)',
        }}
      >
        <Story />
        <button type="button">Another control</button>
        <p style={{ margin: 0 }}>Some page text.</p>
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  args: { defaultOpen: true, arrow: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Order options' })).toBeVisible();
  },
};

/** Spec §4: toggle, Enter, Space, Escape, focus moving outside, outside tap, swipe tolerance. */
export const OpenAndClose: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Options' });
    const popup = () => screen.queryByRole('dialog', { name: 'Order options' });
    const closed = () => waitFor(() => expect(popup()).toBeNull());

    await userEvent.click(trigger);
    await expect(popup()).toBeInTheDocument();
    await userEvent.click(trigger);
    await closed();

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(popup()).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(popup()).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Another control' }).focus();
    await closed();

    await userEvent.click(trigger);
    await pressAndMove(canvas.getByText('Some page text.'), 31);
    await expect(popup()).toBeInTheDocument();
    await pressAndMove(canvas.getByText('Some page text.'), 30);
    await closed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
