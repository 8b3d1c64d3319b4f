import { DEFAULT_ERROR_MESSAGE } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  bbEnvironment,
  storyEnvironment,
  withBbEnvironment,
} from '../test-support/story-environment';
import { EmailVerificationModal } from './email-verification-modal';

const meta = {
  title: 'UI/Modals/Email verification',
  component: EmailVerificationModal,
  parameters: {
    docs: {
      // Its own frame on the docs page: an open modal, menu or fixed notice stays inside it.
      story: { inline: false, iframeHeight: 360 },
      description: {
        component: `The modal a page shows after the e-mail verification link: 'Your email has been verified' under
a checkmark, or the error text. The spec gives it no title, so the dialog is named by its
message. Query-string messages are rendered as text only.

**Driven by** \`useEmailVerificationModal\` (\`@bb/form-hooks\`), which reads the query string.

**Keyboard.** 'Continue' has focus when it opens and closes it; so does Escape.`,
      },
    },
  },
  decorators: [
    withBbEnvironment,
    // The page behind the modal, so a story that ends closed still has something to photograph.
    (Story) => (
      <div style={{ minHeight: 40, fontFamily: 'var(--bb-font-family)' }}>
        <p style={{ margin: 0 }}>The page behind the modal.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmailVerificationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const VERIFIED = 'Your email has been verified';
const MESSAGE = 'This verification link has expired.';
const MARKUP = '<img src=x onerror="window.__bbInjected=1">';

/** ok: a checkmark and 'Your email has been verified', with 'Continue'. */
export const Verified: Story = {
  ...bbEnvironment({ href: 'http://bb.test/?email-verification=ok' }),
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: VERIFIED });
    await expect(modal.querySelector('.bb-check-icon')).toBeVisible();
    await expect(within(modal).getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

/** error with a message: the message from the address. */
export const ErrorMessage: Story = {
  ...bbEnvironment({
    href: `http://bb.test/?email-verification=error&message=${encodeURIComponent(MESSAGE)}`,
  }),
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: MESSAGE });
    await expect(modal.querySelector('.bb-check-icon')).toBeNull();
  },
};

/** error without a message: the default text. */
export const ErrorDefaultMessage: Story = {
  ...bbEnvironment({ href: 'http://bb.test/?email-verification=error' }),
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: DEFAULT_ERROR_MESSAGE })).toBeVisible();
  },
};

/** Markup in the message shows as text. */
export const MarkupShownAsText: Story = {
  ...bbEnvironment({
    href: `http://bb.test/?email-verification=error&message=${encodeURIComponent(MARKUP)}`,
  }),
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: MARKUP });
    await expect(modal.querySelector('img')).toBeNull();
    await expect((window as { __bbInjected?: number }).__bbInjected).toBeUndefined();
  },
};

/** 'Continue' closes it and removes the parameter and its message, keeping the rest. */
export const ContinueCloses: Story = {
  ...bbEnvironment({
    href: 'http://bb.test/dashboard/?email-verification=error&message=Expired&tab=2',
  }),
  play: async (context) => {
    const modal = await screen.findByRole('dialog', { name: 'Expired' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(storyEnvironment(context).addressBar.href()).toBe(
      'http://bb.test/dashboard/?tab=2',
    );
  },
};
