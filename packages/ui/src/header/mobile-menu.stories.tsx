import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOBILE_MENU_WIDTH } from '../layout/layout-constants';
import { COMPANY_LINKS } from '../site-links/site-links';
import { MobileMenu } from './mobile-menu';

const meta = {
  title: 'UI/Mobile menu',
  component: MobileMenu,
  parameters: {
    docs: {
      // Its own frame on the docs page: an open modal, menu or fixed notice stays inside it.
      story: { inline: false, iframeHeight: 812 },
      description: {
        component: `The header's navigation below the xl breakpoint (1200 px): a button named 'Menu' that opens a
320 px sheet sliding in from the right (the kit's \`Modal\`, \`variant="sheet"\`, named 'Menu'),
with the company pages and the Services list, which expands in place (a button with
\`aria-expanded\`). \`Header\` renders it on inner pages; a new \`pathname\` closes it and marks
the current page with \`aria-current="page"\`.

**Keyboard.** Enter or Space on 'Menu' opens it with focus inside; Tab moves through its links;
Escape or 'Close menu' closes it and focus returns to the menu button.

**Pointer.** A tap on the backdrop closes it; a swipe of more than 30 px does not (spec §4).`,
      },
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { pathname: '/about-us.html' },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: 320 px wide, the current page marked; Escape closes it and focus goes back. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(sheet.getBoundingClientRect().width).toBe(MOBILE_MENU_WIDTH);
    const about = COMPANY_LINKS.find((link) => link.href === '/about-us.html');
    await expect(within(sheet).getByRole('link', { name: about?.label })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** Open from the start, its Services list expanded. */
export const ServicesExpanded: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    const services = within(sheet).getByRole('button', { name: 'Services' });
    await userEvent.click(services);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(within(sheet).getByRole('link', { name: 'Python homework' })).toBeVisible();
  },
};
