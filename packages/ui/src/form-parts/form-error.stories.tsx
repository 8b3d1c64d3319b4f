import { ERROR_CATALOGUE } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormError } from './form-error';

const meta = {
  title: 'UI/Form parts/Form error',
  component: FormError,
  parameters: {
    docs: {
      description: {
        component: `A form-level error (spec §8): a server message that belongs to no field, e.g. 'This
account is blocked'. The \`role="alert"\` region is always in the page, empty until there is a message, so a
message that appears is announced; \`id\` is the one the form hook names in the form's
\`aria-describedby\` (\`ids.form.errorId\`).

**Driven by** the form hooks' \`errors.form\` (\`useLoginForm\`, \`useRegistrationForm\`,
\`usePasswordRestore\`, \`useShortOrderForm\`).`,
      },
    },
  },
  args: { id: 'login-form-error' },
  decorators: [
    (Story) => (
      <div style={{ width: 356, minHeight: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A message in the alert region. */
export const WithMessage: Story = {
  args: { message: ERROR_CATALOGUE.user_blocked.message },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This account is blocked',
    );
  },
};

/** No message: the region waits, empty, to announce one. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('alert');
    await expect(region).toHaveAttribute('id', 'login-form-error');
    await expect(region).toBeEmptyDOMElement();
  },
};
