import { findOrderFormField } from './order-form-fields';
import { FOCUS_DELAY_MS, SCROLL_OFFSET } from './scroll-constants';

/** Where the helpers send the visitor when the page has no order form (spec §2 default). */
export const FALLBACK_REDIRECT_URL = '/registration.html';

/** The parts of the browser the scroll helpers use, so tests can supply their own. */
export interface ScrollHost {
  document: Pick<Document, 'querySelector'>;
  window: Pick<Window, 'scrollY' | 'scrollTo' | 'setTimeout'>;
  navigate(url: string): void;
}

export interface ScrollToOrderFormOptions {
  /** Default '/registration.html'. */
  fallbackUrl?: string;
  /**
   * Scrolls the window to `top` and calls `done` when there. Default: the browser's smooth
   * scrolling, with the focus delay of spec §9 standing for its end.
   */
  scroll?: (top: number, done: () => void) => void;
}

export type ScrollToOrderFormResult = 'scrolled' | 'redirected';

/** The window position that puts the element SCROLL_OFFSET (80 px) below the top. */
export function scrollTopFor(element: Element, scrollY: number): number {
  return Math.max(0, element.getBoundingClientRect().top + scrollY - SCROLL_OFFSET);
}

/**
 * Scrolls smoothly to the login field, or the discipline field when there is no login field,
 * with an 80 px offset, and focuses it after 100 ms (spec §2). With neither on the page it
 * redirects to the registration page.
 */
export function scrollToOrderForm(
  host: ScrollHost,
  options: ScrollToOrderFormOptions = {},
): ScrollToOrderFormResult {
  const field = findOrderFormField(host.document);
  if (!field) {
    host.navigate(options.fallbackUrl ?? FALLBACK_REDIRECT_URL);
    return 'redirected';
  }
  const top = scrollTopFor(field, host.window.scrollY);
  const focus = () => field.focus({ preventScroll: true });
  if (options.scroll) {
    options.scroll(top, () => host.window.setTimeout(focus, FOCUS_DELAY_MS));
  } else {
    host.window.scrollTo({ top, behavior: 'smooth' });
    host.window.setTimeout(focus, FOCUS_DELAY_MS);
  }
  return 'scrolled';
}
