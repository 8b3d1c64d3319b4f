import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { openServicesByKeyboard } from '../test-support/services-dropdown';
import { ServicesNavigation } from './services-navigation';

const meta = {
  title: 'UI/Services navigation',
  component: ServicesNavigation,
  parameters: {
    docs: {
      // Its own frame on the docs page: an open modal, menu or fixed notice stays inside it.
      story: { inline: false, iframeHeight: 520 },
      description: {
        component: `The header's desktop navigation, from the xl breakpoint (1200 px): the Services dropdown with
the subject pages (250 px wide, at most 450 px high, scrolling) and the company pages. The
dropdown is a disclosure button: it opens on click, Enter and Space, never on hover. The
current page is marked with \`aria-current="page"\`; a new \`pathname\` closes the dropdown.

**Keyboard.** Tab reaches 'Services' and the company links; Enter or Space toggles the
dropdown; Tab moves into it; Escape closes it and returns focus to 'Services'; focus leaving
it closes it.

**Pointer.** A tap outside closes it; a swipe of more than 30 px does not (spec §4).

**Accessibility.** A navigation landmark named 'Main'; the button's \`aria-expanded\` and
\`aria-controls\` tell whether the list of subject pages is shown.`,
      },
    },
  },
  args: { pathname: '/about-us.html' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServicesNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, the current page marked. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const navigation = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(navigation).getByRole('link', { name: 'About us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(navigation).getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Opened by keyboard: every subject page listed; Escape closes it. */
export const OpenedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await openServicesByKeyboard(canvasElement);
  },
};
