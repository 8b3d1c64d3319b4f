import type { Meta, StoryObj } from '@storybook/react-vite';
import { type MouseEvent, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  HEADER_HEIGHT,
  MOBILE_MENU_WIDTH,
  SERVICES_DROPDOWN_MAX_HEIGHT,
  SERVICES_DROPDOWN_WIDTH,
} from '../layout/layout-constants';
import { COMPANY_LINKS, HOME_PATH, SUBJECT_LINKS } from '../site-links/site-links';
import { pressAndMove, pressOnBackdrop } from '../test-support/pointer-gestures';
import { openServicesByKeyboard } from '../test-support/services-dropdown';
import { Header, type HeaderProps } from './header';
import { MobileMenu } from './mobile-menu';
import { PlaceOrderNotice } from './place-order-notice';
import { ServicesNavigation } from './services-navigation';

/** The story's route: the site passes the navigation for it. */
type StoryArgs = HeaderProps & { pathname: string };

/**
 * The header inside a tiny client-side router: following a link changes `pathname` instead of
 * leaving the page, the way the site's router does, so stories can show a route change.
 */
function RoutedHeader({ pathname: firstPathname, ...props }: StoryArgs) {
  const [pathname, setPathname] = useState(firstPathname);
  // The site's own wiring: navigation and the mobile menu on every page but home.
  const inner = pathname !== HOME_PATH;
  const followLink = (event: MouseEvent) => {
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    if (!href?.startsWith('/')) return;
    event.preventDefault();
    setPathname(href);
  };
  return (
    <div onClickCapture={followLink}>
      <Header
        {...props}
        navigation={inner && <ServicesNavigation pathname={pathname} />}
        mobileMenu={inner && <MobileMenu pathname={pathname} />}
      />
      <main style={{ padding: 16, fontFamily: 'var(--bb-font-family)' }}>
        <p data-testid="page">Current page: {pathname}</p>
      </main>
    </div>
  );
}

const meta = {
  title: 'UI/Header',
  component: Header,
  subcomponents: { MobileMenu, ServicesNavigation, PlaceOrderNotice },
  render: (args) => <RoutedHeader {...args} />,
  parameters: {
    docs: {
      // Its own frame on the docs page: an open modal, menu or fixed notice stays inside it.
      story: { inline: false, iframeHeight: 560 },
      description: {
        component: `The site header (spec §2), 80 px high: the logo to \`/\`; from the xl breakpoint (1200 px) the
\`navigation\` slot (\`ServicesNavigation\`: the Services dropdown and the company pages), below it
the \`mobileMenu\` slot (\`MobileMenu\`: the menu button that opens the 320 px slide-in menu). The
host leaves both out on the home route, which then loads none of their code; these stories
wire them as the site does. 'Place an order' (it only calls \`onPlaceOrder\`: the
scroll is the host's), the round sign-in icon to \`/sign-in.html\`, \`accountSlot\` for the
\`AccountMenu\`, and the scroll-to-top button when \`showScrollToTop\`. A new \`pathname\` closes
open menus and marks the current page with \`aria-current="page"\` (the slots take it).

**Subcomponents.** \`ServicesNavigation\` is the Services dropdown (a disclosure: it opens on
click, Enter and Space, never on hover; 250 px wide, at most 450 px high, scrolling). \`MobileMenu\` is the slide-in menu: the kit's \`Modal\` as a sheet,
named 'Menu', with the company pages and the Services list. \`PlaceOrderNotice\` is what 'Place
an order' opens (\`placeOrderNotice\`) while a role that cannot order is signed in: why, and a
link to their dashboard, as a native popover.

**Keyboard.** Tab through logo, navigation, actions. On the Services trigger Enter or Space
toggles the list, Tab moves through it, Escape closes it and returns focus. The mobile menu is
a modal: focus moves in, Escape closes it and returns focus to the menu button.

**Pointer.** A tap outside closes the dropdown and the menu; a swipe of more than 30 px does not.`,
      },
    },
    layout: 'fullscreen',
  },
  args: {
    siteName: 'BB',
    pathname: '/about-us.html',
    onPlaceOrder: fn(),
    onScrollToTop: fn(),
  },
  decorators: [
    // A frame that holds the fixed scroll-to-top button, so a snapshot of the story shows it.
    (Story) => (
      <div style={{ minHeight: 260, transform: 'translateZ(0)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const menu = () => screen.queryByRole('dialog', { name: 'Menu' });
const services = () => screen.queryByRole('link', { name: SUBJECT_LINKS[0]?.label });

/** An inner page from the xl breakpoint up: the desktop navigation. */
export const Desktop: Story = {
  parameters: { themeReferences: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(header.getBoundingClientRect().height).toBe(HEADER_HEIGHT);
    await expect(canvas.getByRole('link', { name: 'BB' })).toHaveAttribute('href', '/');
    const navigation = canvas.getByRole('navigation', { name: 'Main' });
    for (const link of COMPANY_LINKS) {
      await expect(within(navigation).getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        link.href,
      );
    }
    await expect(within(navigation).getByRole('link', { name: 'About us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign-in.html',
    );
    await expect(canvas.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Place an order' }));
    await expect(args.onPlaceOrder).toHaveBeenCalledOnce();
  },
};

const expertNotice = { role: 'writer', dashboardHref: '/dashboard/writer/' } as const;

/** Opens the notice from 'Place an order' and checks it, leaving no focus ring in the picture. */
async function openPlaceOrderNotice({
  args,
  canvasElement,
}: Parameters<NonNullable<Story['play']>>[0]) {
  const canvas = within(canvasElement);
  const button = canvas.getByRole('button', { name: 'Place an order' });
  await userEvent.click(button);
  const notice = canvasElement.querySelector('.bb-place-order-notice');
  await waitFor(() => expect(notice?.matches(':popover-open')).toBe(true));
  await expect(notice).toHaveTextContent(
    'Orders are placed from a customer account. You are signed in as an expert.',
  );
  await expect(canvas.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
    'href',
    expertNotice.dashboardHref,
  );
  await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  button.blur();
}

/**
 * Signed in as a role that cannot place orders (spec §6: an expert, an operator, the SEO
 * editor...): 'Place an order' opens why, with the way to their dashboard, instead of calling
 * `onPlaceOrder`. Escape or a click outside closes it.
 */
export const PlaceOrderNotSignedInAsCustomer: Story = {
  args: { placeOrderNotice: expertNotice },
  parameters: { themeReferences: true },
  play: async (context) => {
    await openPlaceOrderNotice(context);
  },
};

/** The same notice on a phone, within the screen's margins. */
export const PlaceOrderNotSignedInAsCustomerMobile: Story = {
  args: { placeOrderNotice: expertNotice },
  globals: mobile,
  parameters: { themeReferences: true },
  play: async (context) => {
    await openPlaceOrderNotice(context);
    const notice = context.canvasElement.querySelector('.bb-place-order-notice');
    await expect(notice?.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth - 16);
  },
};

/** The home route: no navigation and no Services dropdown, at any width. */
export const Home: Story = {
  args: { pathname: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Services' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Place an order' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};

/** The Services dropdown open: 250 px wide, at most 450 px high, scrolling the subject pages. */
export const ServicesOpen: Story = {
  play: async ({ canvasElement }) => {
    await openServicesByKeyboard(canvasElement);
    const dropdown = canvasElement.querySelector<HTMLElement>('.bb-services');
    if (!dropdown) throw new Error('no dropdown');
    await expect(dropdown.getBoundingClientRect().width).toBe(SERVICES_DROPDOWN_WIDTH);
    await expect(dropdown.getBoundingClientRect().height).toBe(SERVICES_DROPDOWN_MAX_HEIGHT);
    await expect(dropdown.scrollHeight).toBeGreaterThan(dropdown.clientHeight);
  },
};

/** Spec §4 on the dropdown: toggle, Enter, Space, Escape, outside tap, swipe, route change. */
export const ServicesOpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Services' });
    const closed = () => waitFor(() => expect(services()).toBeNull());

    await userEvent.click(trigger);
    await expect(services()).toBeVisible();
    await userEvent.click(trigger);
    await closed();

    trigger.focus();
    await userEvent.keyboard(' ');
    await expect(services()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(services()).toBeVisible();
    await pressAndMove(canvas.getByTestId('page'), 45);
    await expect(services()).toBeVisible();
    await pressAndMove(canvas.getByTestId('page'), 10);
    await closed();

    await userEvent.click(trigger);
    const firstSubject = services();
    if (!firstSubject) throw new Error('no subject link');
    firstSubject.focus();
    canvas.getByRole('button', { name: 'Place an order' }).focus();
    await closed();

    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('link', { name: 'Python homework' }));
    await expect(canvas.getByTestId('page')).toHaveTextContent('/python-homework.html');
    await closed();
  },
};

export const WithScrollToTop: Story = {
  args: { showScrollToTop: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Scroll to top' }));
    await expect(args.onScrollToTop).toHaveBeenCalledOnce();
  },
};

/** Below the xl breakpoint: a menu button instead of the navigation. */
export const Mobile: Story = {
  globals: mobile,
  parameters: { themeReferences: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(HEADER_HEIGHT);
  },
};

/** The slide-in menu, 320 px wide, its Services list expanded. */
export const MobileMenuOpen: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(sheet.getBoundingClientRect().width).toBe(MOBILE_MENU_WIDTH);
    const nav = within(sheet).getByRole('navigation', { name: 'Main' });
    for (const link of COMPANY_LINKS) {
      await expect(within(nav).getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        link.href,
      );
    }
    const servicesToggle = within(nav).getByRole('button', { name: 'Services' });
    // Opening focuses the first control in the sheet; the menu button tells it is open.
    await waitFor(() => expect(servicesToggle).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(servicesToggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(servicesToggle);
    await expect(servicesToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'SQL homework' })).toBeVisible();
  },
};

/** The menu closes on Escape, on a tap outside (not a swipe) and on a route change. */
export const MobileMenuClosing: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Menu' });

    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu()).toBeNull());
    await expect(button).toHaveFocus();

    await userEvent.click(button);
    const opened = await screen.findByRole('dialog', { name: 'Menu' });
    await pressOnBackdrop(opened, 50);
    await expect(menu()).toBeInTheDocument();
    await pressOnBackdrop(opened, 0);
    await waitFor(() => expect(menu()).toBeNull());

    await userEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(sheet).getByRole('link', { name: 'Our experts' }));
    await waitFor(() => expect(menu()).toBeNull());
    await expect(canvas.getByTestId('page')).toHaveTextContent('/our-experts.html');
  },
};
