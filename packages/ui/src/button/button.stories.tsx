import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  parameters: {
    docs: {
      description: {
        component: `The kit's one button: \`primary\` for the main action of a view, \`secondary\` beside it, \`link\` for
an action that reads as a link ('Forgot password').

**States.** \`loading\` shows a spinner, sets \`aria-busy\` and disables the button, so a second
press cannot send twice; \`disabled\` as usual; \`fullWidth\` stretches it to its container.

**Keyboard.** A native \`<button>\`: Tab reaches it, Enter and Space press it.

**Accessibility.** Its name is its text. The focus ring is \`--bb-color-focus-ring\`, drawn
outside the button so it shows on every surface. \`type\` defaults to \`button\`, so a button in a
form submits only when it says \`type="submit"\`.`,
      },
    },
  },
  args: { children: 'Place your order', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place your order' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Log out' } };

export const Link: Story = { args: { variant: 'link', children: 'Forgot password' } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place your order' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const SecondaryLoading: Story = {
  args: { variant: 'secondary', loading: true, children: 'Continue with Google' },
};
