import { scrollToOrderForm } from '@bb/form-hooks';

/**
 * 'Place an order' without React: to the order form as the header's React island scrolls (spec
 * §2), which on a page without the form means the registration page.
 */
export function placeOrderButton(button: HTMLElement): void {
  button.addEventListener('click', () => {
    scrollToOrderForm({ document, window, navigate: (url) => window.location.assign(url) });
  });
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
