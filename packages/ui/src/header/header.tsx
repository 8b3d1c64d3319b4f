import { SIGN_IN_PATH } from '@bb/form-hooks';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { ArrowUpIcon } from '../icons/arrow-up-icon';
import { LogoMark } from '../icons/logo-mark';
import { UserIcon } from '../icons/user-icon';
import { HOME_PATH } from '../site-links/site-links';
import { MobileMenu } from './mobile-menu';
import { ServicesNavigation } from './services-navigation';

export interface HeaderProps {
  /** Names the logo link. */
  siteName: string;
  /** The current route: marks the current page and closes open menus when it changes. */
  pathname: string;
  /** On the home route the navigation and Services dropdown are left out (spec §2). */
  isHome?: boolean;
  /** 'Place an order': the host scrolls to its order form (or goes to registration). */
  onPlaceOrder: () => void;
  /** Show the scroll-to-top button: the host sets it while the top of the page is out of view. */
  showScrollToTop?: boolean;
  onScrollToTop?: () => void;
  /** The account menu, beside the sign-in icon. */
  accountSlot?: ReactNode;
  /** Open the mobile menu from the start (stories, tests). */
  defaultMobileMenuOpen?: boolean;
  className?: string;
}

/**
 * The site header, 80 px high: logo, the navigation (desktop from the xl breakpoint, a slide-in
 * menu below it; neither on home), 'Place an order', the sign-in icon and the account menu,
 * plus the scroll-to-top button.
 */
export function Header({
  siteName,
  pathname,
  isHome = pathname === HOME_PATH,
  onPlaceOrder,
  showScrollToTop = false,
  onScrollToTop,
  accountSlot,
  defaultMobileMenuOpen = false,
  className,
}: HeaderProps) {
  return (
    <header className={clsx('bb-header', className)}>
      <div className="bb-header__inner">
        <a className="bb-header__logo" href={HOME_PATH}>
          <LogoMark />
          <span className="bb-header__site-name">{siteName}</span>
        </a>
        {!isHome && (
          <div className="bb-header__navigation">
            <ServicesNavigation pathname={pathname} />
          </div>
        )}
        <div className="bb-header__actions">
          <Button className="bb-header__place-order" onClick={onPlaceOrder}>
            Place an order
          </Button>
          <a
            className="bb-header__icon-button bb-header__sign-in"
            href={SIGN_IN_PATH}
            aria-label="Sign in"
          >
            <UserIcon />
          </a>
          {accountSlot && <div className="bb-header__account">{accountSlot}</div>}
          {!isHome && (
            <div className="bb-header__mobile-menu">
              <MobileMenu pathname={pathname} defaultOpen={defaultMobileMenuOpen} />
            </div>
          )}
        </div>
      </div>
      {showScrollToTop && (
        <button
          type="button"
          className="bb-scroll-to-top"
          aria-label="Scroll to top"
          onClick={onScrollToTop}
        >
          <ArrowUpIcon />
        </button>
      )}
    </header>
  );
}
