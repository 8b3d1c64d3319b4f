import { DEFAULT_ERROR_MESSAGE } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { pressOnBackdrop } from '../test-support/pointer-gestures';
import {
  bbEnvironment,
  storyEnvironment,
  withBbEnvironment,
} from '../test-support/story-environment';
import { OAuthErrorModal } from './oauth-error-modal';

const meta = {
  title: 'UI/Modals/OAuth error',
  component: OAuthErrorModal,
  parameters: {
    docs: {
      // Its own frame on the docs page: an open modal, menu or fixed notice stays inside it.
      story: { inline: false, iframeHeight: 360 },
      description: {
        component: `The modal a page shows when it is opened with a social sign-in error in its address ('Oops!
Something went wrong' with the provider's message, or the default text). The message is only
ever rendered as text, never as markup.

**Driven by** \`useOAuthErrorModal\` (\`@bb/form-hooks\`), which reads the query string through the
environment and removes it on close.

**Keyboard.** As every \`Modal\`: Escape, the cross and a backdrop tap close it.`,
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
} satisfies Meta<typeof OAuthErrorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Oops! Something went wrong';
const dialog = () => screen.queryByRole('dialog', { name: TITLE });
const MESSAGE = 'Your Google account has no e-mail address.';
const MARKUP = '<img src=x onerror="window.__bbInjected=1">';

/** error=oauth2 with a message: the message and 'Ok'; Ok removes error, slug and message only. */
export const WithMessage: Story = {
  ...bbEnvironment({
    href: `http://bb.test/?error=oauth2&slug=oauth_failed&message=${encodeURIComponent(MESSAGE)}&utm_source=ad`,
  }),
  play: async (context) => {
    const modal = await screen.findByRole('dialog', { name: TITLE });
    await expect(modal).toHaveAccessibleDescription(MESSAGE);
    const { addressBar } = storyEnvironment(context);
    await userEvent.click(within(modal).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(dialog()).toBeNull());
    await expect(addressBar.href()).toBe('http://bb.test/?utm_source=ad');
  },
};

/** Open with the returned message, as a designer reviews it. */
export const Open: Story = {
  ...bbEnvironment({ href: `http://bb.test/?error=oauth2&message=${encodeURIComponent(MESSAGE)}` }),
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: TITLE });
    await expect(within(modal).getByRole('button', { name: 'Ok' })).toBeVisible();
  },
};

/** No message in the address: the default text. */
export const DefaultMessage: Story = {
  ...bbEnvironment({ href: 'http://bb.test/?error=oauth2' }),
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: TITLE })).toHaveAccessibleDescription(
      DEFAULT_ERROR_MESSAGE,
    );
  },
};

/** Markup in the message shows as text: no image element, no script run. */
export const MarkupShownAsText: Story = {
  ...bbEnvironment({ href: `http://bb.test/?error=oauth2&message=${encodeURIComponent(MARKUP)}` }),
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: TITLE });
    await expect(modal).toHaveTextContent(MARKUP);
    await expect(modal.querySelector('img')).toBeNull();
    await expect((window as { __bbInjected?: number }).__bbInjected).toBeUndefined();
  },
};

/** Escape or an overlay tap close it too, and clean the address the same way. */
export const EscapeCloses: Story = {
  ...bbEnvironment({ href: 'http://bb.test/sign-in.html?error=oauth2&message=Denied' }),
  play: async (context) => {
    await screen.findByRole('dialog', { name: TITLE });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
    await expect(storyEnvironment(context).addressBar.href()).toBe('http://bb.test/sign-in.html');
  },
};

export const OverlayCloses: Story = {
  ...bbEnvironment({ href: 'http://bb.test/?error=oauth2' }),
  play: async (context) => {
    await pressOnBackdrop(await screen.findByRole('dialog', { name: TITLE }));
    await waitFor(() => expect(dialog()).toBeNull());
    await expect(storyEnvironment(context).addressBar.href()).toBe('http://bb.test/');
  },
};

/** Without error=oauth2 nothing opens. */
export const NoError: Story = {
  ...bbEnvironment({ href: 'http://bb.test/?error=other&message=Hi' }),
  play: async () => {
    await expect(dialog()).toBeNull();
  },
};
