import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ChevronIcon } from '../icons/chevron-icon';
import { useOutsidePress } from '../outside-press/use-outside-press';
import { COMPANY_LINKS, SUBJECT_LINKS } from '../site-links/site-links';

const SERVICES = 'services';

/**
 * While open, Radix renders a focus proxy after the trigger: a tabbable span that moves Tab into
 * the dropdown. Radix marks it aria-hidden, which makes a focusable element hidden from
 * assistive technology (axe: aria-hidden-focus; radix-ui/primitives#3085). It has no content
 * and hands focus on at once, so it can stay visible to assistive technology, as Reka UI did.
 */
function revealFocusProxy(trigger: HTMLElement | null) {
  const proxy = trigger?.nextElementSibling;
  if (proxy?.getAttribute('aria-hidden') === 'true' && proxy.getAttribute('tabindex') === '0') {
    proxy.removeAttribute('aria-hidden');
  }
}

/**
 * The desktop navigation: the Services dropdown (the subject pages) and the company pages
 * (Radix NavigationMenu). The dropdown toggles on click, Enter and Space (manual activation:
 * no hover surprises); Escape, focus leaving and an outside tap close it, and so does a route
 * change.
 */
export function ServicesNavigation({ pathname }: { pathname: string }) {
  const [value, setValue] = useState('');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { onPointerDownOutside } = useOutsidePress({
    enabled: value !== '',
    onOutsidePress: () => setValue(''),
    ignore: [triggerRef],
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new pathname
  useEffect(() => setValue(''), [pathname]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the proxy appears when the value opens
  useLayoutEffect(() => revealFocusProxy(triggerRef.current), [value]);

  return (
    <NavigationMenu.Root
      aria-label="Main"
      className="bb-navigation"
      activationMode="manual"
      value={value}
      onValueChange={setValue}
    >
      <NavigationMenu.List className="bb-navigation__list">
        <NavigationMenu.Item value={SERVICES} className="bb-navigation__item">
          <NavigationMenu.Trigger
            ref={triggerRef}
            className="bb-navigation__link bb-services__trigger"
          >
            Services
            <ChevronIcon className="bb-navigation__chevron" />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content
            className="bb-services"
            onPointerDownOutside={onPointerDownOutside}
          >
            <ul className="bb-services__list">
              {SUBJECT_LINKS.map((link) => (
                <li key={link.href}>
                  <NavigationMenu.Link
                    className="bb-services__link"
                    href={link.href}
                    active={link.href === pathname}
                    aria-current={link.href === pathname ? 'page' : undefined}
                  >
                    {link.label}
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {COMPANY_LINKS.map((link) => (
          <NavigationMenu.Item key={link.href} className="bb-navigation__item">
            <NavigationMenu.Link
              className="bb-navigation__link"
              href={link.href}
              active={link.href === pathname}
              aria-current={link.href === pathname ? 'page' : undefined}
            >
              {link.label}
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
