import { fail, ok, pending } from '@bb/api-client/testing';
import { ERROR_CATALOGUE, MESSAGES } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  bbEnvironment,
  sessionOf,
  storyEnvironment,
  withBbEnvironment,
} from '../test-support/story-environment';
import { RegistrationForm } from './registration-form';

const meta = {
  title: 'UI/Registration form',
  component: RegistrationForm,
  parameters: {
    docs: {
      description: {
        component: `The sign-up form: e-mail (the account is created from it; no password), the consent block, and
a writer variant. Errors land under their fields, a taken e-mail says so, success shows the
signed-up state.

**Driven by** \`useRegistrationForm\` (\`@bb/form-hooks\`) under a \`BbProvider\`; its label texts are
\`REGISTRATION_TEXTS\`.

**Keyboard.** Tab through the fields, Enter submits; after a failed submit focus moves to the
first field in error.`,
      },
    },
  },
  decorators: [
    withBbEnvironment,
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const POLICY = 'I agree to the Terms & Conditions and Privacy Policy.';
const email = (canvas: HTMLElement) => within(canvas).getByRole('textbox', { name: 'Email' });
const signUp = (canvas: HTMLElement) => within(canvas).getByRole('button', { name: 'Sign up' });

/** The e-mail, the consent block with the customer's pages, and the way back to 'Log in'. */
export const Default: Story = {
  ...bbEnvironment(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sign up' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions.html',
    );
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/sign-in.html',
    );
    await expect(canvasElement).toHaveTextContent('Already have an account? Log in');
  },
};

/** The writer's sign-up links the writer's terms and privacy. */
export const Writer: Story = {
  ...bbEnvironment(),
  args: { options: { role: 'writer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/writer-terms-and-conditions.html',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/writer-privacy-policy.html',
    );
  },
};

/** A wrong e-mail and no consent: both errors, focus on the e-mail, nothing sent. */
export const ValidationErrors: Story = {
  ...bbEnvironment(),
  play: async (context) => {
    const { canvasElement } = context;
    await userEvent.type(email(canvasElement), 'ada@');
    await userEvent.click(signUp(canvasElement));
    await waitFor(() => expect(email(canvasElement)).toHaveFocus());
    await expect(email(canvasElement)).toHaveAccessibleDescription(MESSAGES.email_invalid);
    await expect(
      within(canvasElement).getByRole('checkbox', { name: POLICY }),
    ).toHaveAccessibleDescription(MESSAGES.policy_empty);
    await expect(storyEnvironment(context).mock.requests).toEqual([]);
  },
};

/** A good e-mail without consent is refused locally with policy_required: the box has focus. */
export const PolicyRequired: Story = {
  ...bbEnvironment(),
  play: async (context) => {
    const { canvasElement } = context;
    await userEvent.type(email(canvasElement), 'ada@example.com');
    await userEvent.click(signUp(canvasElement));
    const policy = within(canvasElement).getByRole('checkbox', { name: POLICY });
    await waitFor(() => expect(policy).toHaveFocus());
    await expect(policy).toHaveAccessibleDescription(ERROR_CATALOGUE.policy_required.message);
    await expect(storyEnvironment(context).mock.requests).toEqual([]);
  },
};

/** The button spins while the account is made. */
export const Submitting: Story = {
  ...bbEnvironment({ routes: { 'POST /customers': pending() } }),
  play: async ({ canvasElement }) => {
    await userEvent.type(email(canvasElement), 'ada@example.com');
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: POLICY }));
    await userEvent.click(signUp(canvasElement));
    await waitFor(() => expect(signUp(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

/** An e-mail already registered: the server's text on the e-mail. */
export const EmailTaken: Story = {
  ...bbEnvironment({ routes: { 'POST /customers': fail('user_exists', 409) } }),
  play: async ({ canvasElement }) => {
    await userEvent.type(email(canvasElement), 'ada@example.com');
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: POLICY }));
    await userEvent.click(signUp(canvasElement));
    await waitFor(() => expect(email(canvasElement)).toHaveFocus());
    await expect(email(canvasElement)).toHaveAccessibleDescription(
      ERROR_CATALOGUE.user_exists.message,
    );
  },
};

/** Signed up: the new customer goes to the dashboard, with the ticks sent along. */
export const SignedUp: Story = {
  ...bbEnvironment({
    routes: {
      'POST /customers': ok({ user_id: 9 }),
      'GET /users/sessions': ok(sessionOf('customer', 9)),
    },
  }),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.type(email(canvasElement), 'ada@example.com');
    await userEvent.click(canvas.getByRole('checkbox', { name: POLICY }));
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: 'I agree to receive bonuses, discounts and promotional materials.',
      }),
    );
    await userEvent.click(signUp(canvasElement));
    const { navigation, mock } = storyEnvironment(context);
    await waitFor(() => expect(navigation.visited).toEqual(['/dashboard/customer/orders/']));
    const created = mock.requests.find((r) => r.path === '/customers');
    await expect(created?.form?.get('policy_agree')).toBe('1');
    await expect(created?.form?.get('marketing_agree')).toBe('1');
    // The page is leaving; whether the button kept its focus ring through its busy state is
    // timing, so the snapshot is taken without focus.
    await waitFor(() => expect(signUp(canvasElement)).not.toHaveAttribute('aria-busy'));
    signUp(canvasElement).blur();
  },
};
