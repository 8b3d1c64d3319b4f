import { MESSAGES } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './password-field';

const meta = {
  title: 'UI/Fields/PasswordField',
  component: PasswordField,
  parameters: {
    docs: {
      description: {
        component: `A \`TextField\` for passwords with a show/hide toggle after the input. The toggle is a real
button named 'Show password' or 'Hide password' (its name says what it will do; \`showLabel\`
and \`hideLabel\` change the words), pointing at the input with \`aria-controls\`. \`trailing\`
goes before the toggle (a spinner).

**Keyboard.** Tab moves from the input to the toggle; Enter or Space switches between hidden and
shown text.`,
      },
    },
  },
  args: { label: 'Password', name: 'password' },
  decorators: [
    (Story) => (
      <div style={{ width: 356 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden by default; the toggle shows and hides it, by mouse and by keyboard. */
export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'secret-42');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secret-42');

    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Shown: Story = {
  args: { defaultValue: 'secret-42' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show password' }));
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'secret', error: MESSAGES.password_too_short },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Password must contain at least 8 characters');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'secret-42', disabled: true, hint: 'You are currently logged in' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};
