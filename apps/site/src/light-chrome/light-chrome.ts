import { afterPaint } from '../../integrations/painted-directive/after-paint';
import { servicesDropdown } from './disclosure';
import { mobileMenu } from './mobile-menu';
import { placeOrderButton, scrollToTopButton } from './scroll-helpers';

/**
 * Makes the pre-rendered header and notices of a page without React work: the header's menus and
 * scroll helpers at once; the session, settings and analytics once the page has painted (or the
 * visitor reaches for the account area). Started by `light-chrome.astro`'s island after the first
 * paint: the bundle may share this module's chunk with other pages, so importing it starts nothing.
 */
export function startLightChrome(): void {
  const header = document.querySelector<HTMLElement>('.bb-header');
  const template = (id: string) => document.getElementById(id) as HTMLTemplateElement | null;

  const services = header?.querySelector<HTMLButtonElement>('.bb-services__trigger');
  if (services) servicesDropdown(services);
  const menuButton = header?.querySelector<HTMLButtonElement>('.bb-header__menu-button');
  const menu = document.querySelector<HTMLDialogElement>('dialog.bb-mobile-menu');
  if (menuButton && menu) mobileMenu(menuButton, menu);
  const placeOrder = header?.querySelector<HTMLElement>('.bb-header__place-order');
  if (placeOrder) placeOrderButton(placeOrder, template('site-place-order-notice'));
  const topMarker = document.querySelector('.site-top-marker');
  const scrollToTop = template('site-scroll-to-top');
  if (header && topMarker && scrollToTop) scrollToTopButton(header, topMarker, scrollToTop);

  const slot = header?.querySelector<HTMLElement>('.bb-header__account');
  const guest = template('site-account-guest');
  const failed = template('site-account-failed');
  afterPaint(slot ?? document, () => {
    import('./page-services').then(
      ({ startPageServices }) =>
        startPageServices({
          account: slot && guest && failed ? { slot, guest, failed } : undefined,
          cookieNotice: template('site-cookie-notice') ?? undefined,
        }),
      // Its code could not be fetched: the account area says so rather than load for ever.
      () => failed && slot?.replaceChildren(failed.content.cloneNode(true)),
    );
  });
}
