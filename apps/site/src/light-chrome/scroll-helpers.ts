import { PLACE_ORDER_TEXTS, placeOrderDestination, scrollToOrderForm } from '@bb/form-hooks';

/**
 * 'Place an order' without React, as the header's React island decides it: a visitor to the
 * order form (spec §2), which on a page without the form means the registration page; a
 * customer to the full order page; another role gets `@bb/ui`'s `PlaceOrderNotice`, made from
 * its pre-rendered `noticeTemplate` with their role and dashboard filled in.
 */
export function placeOrderButton(
  button: HTMLElement,
  noticeTemplate: HTMLTemplateElement | null,
): void {
  let notice: HTMLElement | undefined;
  button.addEventListener('click', async () => {
    const { signedInSession } = await import('./page-session');
    const destination = placeOrderDestination(await signedInSession());
    if (destination.kind === 'new-order-page') return window.location.assign(destination.url);
    if (destination.kind === 'not-a-customer' && noticeTemplate) {
      notice ??= noticeFrom(noticeTemplate, button);
      const role = notice?.querySelector('.bb-place-order-notice__role');
      if (role) role.textContent = PLACE_ORDER_TEXTS.signedInAs(destination.role);
      notice?.querySelector('a')?.setAttribute('href', destination.dashboardUrl);
      if (notice && !notice.matches(':popover-open')) notice.showPopover();
      return;
    }
    scrollToOrderForm({ document, window, navigate: (url) => window.location.assign(url) });
  });
}

/** The notice, placed after the button so the keyboard reaches its link next, as in React. */
function noticeFrom(template: HTMLTemplateElement, button: HTMLElement): HTMLElement | undefined {
  const notice = template.content.firstElementChild?.cloneNode(true);
  if (!(notice instanceof HTMLElement)) return undefined;
  button.after(notice);
  return notice;
}

/**
 * The scroll-to-top button (spec §2), made from its pre-rendered `template`: in the header while
 * the top of the page (`marker`) is out of view, gone while it is visible, as the React header
 * renders it.
 */
export function scrollToTopButton(
  header: HTMLElement,
  marker: Element,
  template: HTMLTemplateElement,
): void {
  const button = template.content.firstElementChild?.cloneNode(true);
  if (!(button instanceof HTMLButtonElement)) return;
  button.addEventListener('click', () => window.scrollTo({ top: 0, behavior: 'smooth' }));
  new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (!entry) return;
    if (entry.isIntersecting) button.remove();
    else header.append(button);
  }).observe(marker);
}
