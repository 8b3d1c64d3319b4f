import { useId, useLayoutEffect, useRef, useState } from 'react';
import { ChevronIcon } from '../icons/chevron-icon';
import { useOutsideTap } from '../outside-press/use-outside-tap';
import { COMPANY_LINKS, SUBJECT_LINKS } from '../site-links/site-links';

/**
 * The desktop navigation: the Services dropdown (the subject pages) and the company pages. The
 * dropdown is a disclosure (spec §4): its button toggles it on click, Enter and Space; Escape,
 * focus leaving it and an outside tap close it (a swipe of more than 30 px does not), and so does
 * a route change. Closed with focus inside, it hands focus back to its button.
 */
export function ServicesNavigation({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const dropdownId = useId();
  useOutsideTap(itemRef, { enabled: open, onOutsidePress: () => setOpen(false) });
  // A new route closes it. Compared while rendering, as the mobile menu does.
  const [openedOn, setOpenedOn] = useState(pathname);
  if (pathname !== openedOn) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  // Closed with focus inside it (Escape on a link, a route change): focus goes back to the
  // button rather than to the page. Before paint, while the hidden link still has it.
  useLayoutEffect(() => {
    if (!open && dropdownRef.current?.contains(document.activeElement)) triggerRef.current?.focus();
  }, [open]);

  return (
    <nav aria-label="Main" className="bb-navigation">
      <ul className="bb-navigation__list">
        <li
          ref={itemRef}
          className="bb-navigation__item"
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !open) return;
            event.preventDefault();
            setOpen(false);
          }}
          onBlur={(event) => {
            // Focus moved to a control outside the dropdown; a click on plain text (no new
            // focus) is left to the outside-tap rule with its swipe tolerance.
            const next = event.relatedTarget;
            if (open && next instanceof Node && !itemRef.current?.contains(next)) setOpen(false);
          }}
        >
          <button
            ref={triggerRef}
            type="button"
            className="bb-navigation__link bb-services__trigger"
            aria-expanded={open}
            aria-controls={dropdownId}
            onClick={() => setOpen(!open)}
          >
            Services
            <ChevronIcon className="bb-navigation__chevron" />
          </button>
          <div
            ref={dropdownRef}
            id={dropdownId}
            className="bb-services bb-floating-panel"
            hidden={!open}
          >
            <ul className="bb-services__list">
              {SUBJECT_LINKS.map((link) => (
                <li key={link.href}>
                  <a
                    className="bb-services__link"
                    href={link.href}
                    aria-current={link.href === pathname ? 'page' : undefined}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </li>
        {COMPANY_LINKS.map((link) => (
          <li key={link.href} className="bb-navigation__item">
            <a
              className="bb-navigation__link"
              href={link.href}
              aria-current={link.href === pathname ? 'page' : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
