import { useId, useState } from 'react';
import { ChevronIcon } from '../icons/chevron-icon';
import { MenuIcon } from '../icons/menu-icon';
import { Modal } from '../modal/modal';
import { COMPANY_LINKS, type SiteLink, SUBJECT_LINKS } from '../site-links/site-links';

export interface MobileMenuProps {
  /** The current route; the menu closes when it changes. */
  pathname: string;
  /** Open from the start (stories, tests). */
  defaultOpen?: boolean;
}

function MenuLink({ link, pathname }: { link: SiteLink; pathname: string }) {
  return (
    <a
      className="bb-mobile-menu__link"
      href={link.href}
      aria-current={link.href === pathname ? 'page' : undefined}
    >
      {link.label}
    </a>
  );
}

/**
 * The navigation below the xl breakpoint: a menu button opening a 320 px sheet that slides in
 * (the kit's Modal, variant 'sheet'). It closes on Escape, a tap outside it, its close button and
 * a route change.
 */
export function MobileMenu({ pathname, defaultOpen = false }: MobileMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [servicesOpen, setServicesOpen] = useState(false);
  const servicesId = useId();
  // A new route closes it. Compared while rendering, not in an effect: an effect runs on mount
  // too, and closed a menu opened from the start (`defaultOpen`).
  const [openedOn, setOpenedOn] = useState(pathname);
  if (pathname !== openedOn) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  return (
    <Modal
      variant="sheet"
      className="bb-mobile-menu"
      title="Menu"
      closeLabel="Close menu"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          className="bb-header__icon-button bb-header__menu-button"
          aria-label="Menu"
        >
          <MenuIcon />
        </button>
      }
    >
      <nav aria-label="Main">
        <ul className="bb-mobile-menu__list">
          <li>
            <button
              type="button"
              className="bb-mobile-menu__link bb-mobile-menu__disclosure"
              aria-expanded={servicesOpen}
              aria-controls={servicesId}
              onClick={() => setServicesOpen((shown) => !shown)}
            >
              Services
              <ChevronIcon className="bb-navigation__chevron" />
            </button>
            <ul id={servicesId} className="bb-mobile-menu__sublist" hidden={!servicesOpen}>
              {SUBJECT_LINKS.map((link) => (
                <li key={link.href}>
                  <MenuLink link={link} pathname={pathname} />
                </li>
              ))}
            </ul>
          </li>
          {COMPANY_LINKS.map((link) => (
            <li key={link.href}>
              <MenuLink link={link} pathname={pathname} />
            </li>
          ))}
        </ul>
      </nav>
    </Modal>
  );
}
