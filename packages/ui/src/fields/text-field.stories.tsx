import { EMAIL_USAGE_TOOLTIP, MESSAGES } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Hint } from '../hint/hint';
import { CheckIcon } from '../icons/check-icon';
import { Spinner } from '../spinner/spinner';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

const meta = {
  title: 'UI/Fields/TextField',
  component: TextField,
  subcomponents: { CheckIcon, TextAreaField },
  parameters: {
    docs: {
      description: {
        component: `A labelled text input. \`label\` is its visible, programmatic name; \`hint\` shows under it; \`error\`
replaces the hint in the error colour. Both are tied to the input through \`aria-describedby\`, and
\`error\` sets \`aria-invalid\`, so a screen reader reads them with the field. \`trailing\` holds a
status inside the field on the right (a \`Spinner\` while the e-mail is checked, the \`CheckIcon\`
once it is recognised, with its own label); \`labelAddon\` sits beside the label (the e-mail's
\`Hint\`). Every other prop goes to the \`<input>\`, so a hook's field props spread onto it
(see \`fieldInputProps\`).

**Keyboard.** A native input: Tab in, type, Tab out. A hook may move focus to the first field
in error after a submit.

**CheckIcon** (a subcomponent here): the checkmark drawn in \`--bb-color-success\`; with a
\`label\` it is a labelled image, without one decorative.

**TextAreaField** (a subcomponent here): the same label, hint and error around a \`<textarea>\`
(the dashboard's order description and support messages); \`inputClassName\` sets its height.`,
      },
    },
  },
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
