import { SIGN_IN_PATH } from '@bb/form-hooks';
import { clsx } from 'clsx';
import { type ReactNode, useRef } from 'react';
import { Button } from '../button/button';
import { ArrowUpIcon } from '../icons/arrow-up-icon';
import { LogoMark } from '../icons/logo-mark';
import { UserIcon } from '../icons/user-icon';
import { HOME_PATH } from '../site-links/home-path';
import { PlaceOrderNotice, type PlaceOrderNoticeProps } from './place-order-notice';

export interface HeaderProps {
  /** Names the logo link. */
  siteName: string;
  /**
   * The desktop navigation, shown from the xl breakpoint: `<ServicesNavigation pathname={…} />`
   * on every page but home (spec §2). A slot, so a page without it (home) loads none of its code.
   */
  navigation?: ReactNode;
  /** The menu button and slide-in menu below the xl breakpoint: `<MobileMenu pathname={…} />`. */
  mobileMenu?: ReactNode;
  /**
   * 'Place an order': the host scrolls to its order form (or goes to registration) for a
   * visitor, and opens the full order page for a signed-in customer.
   */
  onPlaceOrder: () => void;
  /**
   * Set while someone who cannot place orders is signed in (spec §6): the button then opens this
   * notice (why, and a link to their dashboard) instead of calling `onPlaceOrder`.
   */
  placeOrderNotice?: Omit<PlaceOrderNoticeProps, 'id'>;
  /** Show the scroll-to-top button: the host sets it while the top of the page is out of view. */
  showScrollToTop?: boolean;
  onScrollToTop?: () => void;
  /** The account menu, beside the sign-in icon. */
  accountSlot?: ReactNode;
  className?: string;
}

/**
 * The site header, 80 px high: logo, the navigation (desktop from the xl breakpoint, a slide-in
 * menu below it; the host leaves both out on home), 'Place an order', the sign-in icon and the
 * account menu, plus the scroll-to-top button.
 */
export function Header({
  siteName,
  navigation,
  mobileMenu,
  onPlaceOrder,
  placeOrderNotice,
  showScrollToTop = false,
  onScrollToTop,
  accountSlot,
  className,
}: HeaderProps) {
  const notice = useRef<HTMLDivElement>(null);
  const placeOrder = () => {
    const popover = notice.current;
    if (!placeOrderNotice || !popover) return onPlaceOrder();
    if (!popover.matches(':popover-open')) popover.showPopover();
  };
  return (
    <header className={clsx('bb-header', className)}>
      <div className="bb-header__inner">
        <a className="bb-header__logo" href={HOME_PATH}>
          <LogoMark />
          <span className="bb-header__site-name">{siteName}</span>
        </a>
        {navigation && <div className="bb-header__navigation">{navigation}</div>}
        <div className="bb-header__actions">
          <Button className="bb-header__place-order" onClick={placeOrder}>
            Place an order
          </Button>
          {placeOrderNotice && <PlaceOrderNotice ref={notice} {...placeOrderNotice} />}
          <a
            className="bb-header__icon-button bb-header__sign-in"
            href={SIGN_IN_PATH}
            aria-label="Sign in"
          >
            <UserIcon />
          </a>
          {accountSlot && <div className="bb-header__account">{accountSlot}</div>}
          {mobileMenu && <div className="bb-header__mobile-menu">{mobileMenu}</div>}
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
