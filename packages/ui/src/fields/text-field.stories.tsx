import { EMAIL_USAGE_TOOLTIP, MESSAGES } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Hint } from '../hint/hint';
import { CheckIcon } from '../icons/check-icon';
import { Spinner } from '../spinner/spinner';
import { TextField } from './text-field';

const meta = {
  title: 'UI/Fields/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'login', placeholder: 'you@example.com' },
  decorators: [
    (Story) => (
      <div style={{ width: 356 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: 'We will send the order details to this address.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Email')).toHaveAccessibleDescription(
      'We will send the order details to this address.',
    );
  },
};

export const WithError: Story = {
  args: { defaultValue: 'ada@', error: MESSAGES.email_invalid },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email');
  },
};

/** The pre-check is running: a spinner inside the field. */
export const Checking: Story = {
  args: {
    defaultValue: 'ada@example.com',
    trailing: <Spinner size="sm" label="Checking your email" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Checking your email',
    );
  },
};

/** The pre-check found the account: a success checkmark. */
export const Checked: Story = {
  args: { defaultValue: 'ada@example.com', trailing: <CheckIcon label="Email recognised" /> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Email recognised' }),
    ).toBeVisible();
  },
};

/** With a hint button beside the label (the e-mail tooltips of spec §5). */
export const WithLabelHint: Story = {
  args: { labelAddon: <Hint label="Why we ask for your email">{EMAIL_USAGE_TOOLTIP}</Hint> },
};

export const Disabled: Story = {
  args: {
    defaultValue: 'ada@example.com',
    disabled: true,
    hint: 'You are currently logged in',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toBeDisabled();
    await expect(input).toHaveAccessibleDescription('You are currently logged in');
  },
};
