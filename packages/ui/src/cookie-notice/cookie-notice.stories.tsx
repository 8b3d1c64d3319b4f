import {
  COOKIE_NOTICE_RAISED_CLASS,
  COOKIE_NOTICE_TEXTS,
  PRIMARY_ACTION_PROPS,
} from '@bb/form-hooks';
import { STORAGE_KEYS } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import {
  bbEnvironment,
  commonSettings,
  storyEnvironment,
  withBbEnvironment,
} from '../test-support/story-environment';
import { CookieNotice } from './cookie-notice';

const meta = {
  title: 'UI/Cookie notice',
  component: CookieNotice,
  parameters: {
    docs: {
      // Its own frame on the docs page: an open modal, menu or fixed notice stays inside it.
      story: { inline: false, iframeHeight: 300 },
      description: {
        component: `The cookie notice (spec §2), fixed at the bottom left, at most 420 px wide: the text, 'More
details' to /cookie-policy.html and 'It's OK', which stores the acceptance under
\`policy|usage\` and hides it. A labelled region ('Cookie notice'), not a modal: the page stays
usable.

**Driven by** \`useCookieNotice\` (\`@bb/form-hooks\`), under a \`BbProvider\`. \`settings\` is
\`undefined\` while the settings load and \`null\` without them; nothing renders until storage has
been read, once accepted, or when the site has its own (native) banner.

**Keyboard.** Tab reaches the link and the button; Enter on 'It's OK' accepts.`,
      },
    },
  },
  args: { settings: commonSettings() },
  decorators: [
    withBbEnvironment,
    // A page-sized frame: the notice is fixed to its bottom left (a transform makes this box the
    // containing block of fixed elements, so the snapshot holds it).
    (Story) => (
      <div style={{ position: 'relative', height: 260, transform: 'translateZ(0)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CookieNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const notice = (canvas: HTMLElement) =>
  within(canvas).queryByRole('region', { name: 'Cookie notice' });

/** The text, 'More details' to /cookie-policy.html and 'It's OK', at most 420 px wide. */
export const Visible: Story = {
  ...bbEnvironment(),
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Cookie notice' });
    await expect(region).toHaveTextContent(COOKIE_NOTICE_TEXTS.message);
    await expect(within(region).getByRole('link', { name: 'More details' })).toHaveAttribute(
      'href',
      '/cookie-policy.html',
    );
    const style = getComputedStyle(region);
    await expect(style.position).toBe('fixed');
    await expect(style.maxWidth).toBe('420px');
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(420);
  },
};

/** On a phone it spans the width, keeping its margins. */
export const Mobile: Story = {
  ...bbEnvironment(),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: "It's OK" }),
    ).toBeVisible();
  },
};

/**
 * A phone whose first screen ends with the page's primary call to action (the short form's
 * 'Place your order', marked with `PRIMARY_ACTION_PROPS`): the notice moves to the top, under
 * the header's height, so the action stays uncovered and can be tapped.
 */
export const ClearOfPrimaryAction: Story = {
  ...bbEnvironment(),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <>
      <Button
        {...PRIMARY_ACTION_PROPS}
        block
        style={{ position: 'absolute', right: 16, bottom: 16, left: 16, width: 'auto' }}
      >
        Place your order
      </Button>
      <CookieNotice {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Cookie notice' });
    await waitFor(() => expect(region).toHaveClass(COOKIE_NOTICE_RAISED_CLASS));
    const action = within(canvasElement).getByRole('button', { name: 'Place your order' });
    const box = action.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(action.contains(hit)).toBe(true);
  },
};

/** 'It's OK' stores policy|usage = 1 and the notice goes. */
export const Accept: Story = {
  ...bbEnvironment(),
  play: async (context) => {
    const { canvasElement } = context;
    await userEvent.click(await within(canvasElement).findByRole('button', { name: "It's OK" }));
    await waitFor(() => expect(notice(canvasElement)).toBeNull());
    await expect(storyEnvironment(context).localStorage.getItem(STORAGE_KEYS.cookieAgreement)).toBe(
      '1',
    );
  },
};

/** Accepted on an earlier visit: nothing shows. */
export const AlreadyAccepted: Story = {
  ...bbEnvironment({ localStorage: { [STORAGE_KEYS.cookieAgreement]: '1' } }),
  play: async ({ canvasElement }) => {
    await expect(notice(canvasElement)).toBeNull();
  },
};

/** The site configures the native banner (cookie_agree_banner_type 'native'): not rendered. */
export const NativeBanner: Story = {
  ...bbEnvironment(),
  args: { settings: commonSettings({ cookieBanner: 'native' }) },
  play: async ({ canvasElement }) => {
    await expect(notice(canvasElement)).toBeNull();
  },
};
