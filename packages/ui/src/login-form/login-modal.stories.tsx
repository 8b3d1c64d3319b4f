import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { pressOnBackdrop } from '../test-support/pointer-gestures';
import { bbEnvironment, withBbEnvironment } from '../test-support/story-environment';
import { LoginModal, type LoginModalProps } from './login-modal';
import { LoginModalDialog } from './login-modal-dialog';

type DemoProps = Omit<LoginModalProps, 'open' | 'onOpenChange'> & { defaultOpen?: boolean };

/** The modal with a button that opens it, as a page or the short form uses it. */
function LoginModalDemo({ defaultOpen = false, ...props }: DemoProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open the login modal</Button>
      <LoginModal {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'UI/Login form/Modal',
  component: LoginModalDemo,
  subcomponents: { LoginModal, LoginModalDialog },
  parameters: {
    docs: {
      // Its own frame on the docs page: an open modal, menu or fixed notice stays inside it.
      story: { inline: false, iframeHeight: 640 },
      description: {
        component: `'Log into your account': the login form (\`variant="modal"\`) in the kit's \`Modal\`. These stories
open it from a button (\`LoginModalDemo\`); the props of \`LoginModal\` and \`LoginModalDialog\` are in
their tabs below.

**Two forms of it.** \`LoginModal\` loads its dialog the first time it opens (\`preloadLoginModal()\`
fetches it ahead: a trigger calls it on pointer enter or focus). \`LoginModalDialog\` is the same
modal loaded with the page, for a form whose submit opens it at once (the short order form).
\`loginFormOptions\` go to \`useLoginForm\`; \`initialLogin\` fills the e-mail.

**Driven by** \`useLoginForm\` (\`@bb/form-hooks\`) under a \`BbProvider\`.

**Keyboard.** As every \`Modal\`: focus on the e-mail field when it opens, Escape closes it and
focus returns to the opener.`,
      },
    },
  },
  decorators: [withBbEnvironment],
} satisfies Meta<typeof LoginModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Log into your account';
const dialog = () => screen.queryByRole('dialog', { name: TITLE });

/** 'Log into your account' with the form, its 'Sign up' and 'Forgot password' links. */
export const Open: Story = {
  ...bbEnvironment(),
  args: { defaultOpen: true },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: TITLE }));
    await expect(modal.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(modal.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(modal.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/registration.html',
    );
    await expect(modal.getByRole('link', { name: 'Forgot password' })).toHaveAttribute(
      'href',
      '/auth_password_reset.html',
    );
    await expect(await modal.findByRole('button', { name: 'Google' })).toBeVisible();
  },
};

/**
 * The short form's modal: its own links, the e-mail typed there, no social sign-in (a satellite
 * or an order in progress).
 */
export const ForShortForm: Story = {
  ...bbEnvironment(),
  args: {
    defaultOpen: true,
    initialLogin: 'ada@example.com',
    signUpHref: '/registration.html?from=order',
    forgotPasswordHref: '/auth_password_reset.html?from=order',
    socialSignIn: false,
    loginFormOptions: { remote: true, userRole: 'customer' },
  },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: TITLE }));
    await expect(modal.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await expect(modal.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/registration.html?from=order',
    );
    await expect(modal.queryByRole('button', { name: 'Google' })).toBeNull();
  },
};

/** Escape closes it and focus returns to the button that opened it; so does an overlay tap. */
export const EscapeAndOverlayClose: Story = {
  ...bbEnvironment(),
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open the login modal' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: TITLE });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await pressOnBackdrop(await screen.findByRole('dialog', { name: TITLE }));
    await waitFor(() => expect(dialog()).toBeNull());
  },
};
