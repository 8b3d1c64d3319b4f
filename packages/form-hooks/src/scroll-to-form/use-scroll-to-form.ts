import { useCallback } from 'react';
import { useBbEnvironment } from '../environment';
import { type ScrollToOrderFormResult, scrollToOrderForm } from './scroll-to-order-form';

export interface ScrollToFormOptions {
  /** Where to go when the page has no order form. Default '/registration.html'. */
  fallbackUrl?: string;
}

/**
 * A handler that scrolls to the short order form and focuses its first field (spec §2), or
 * redirects to the registration page when the page has none. The page is read when it is called.
 */
export function useScrollToForm(options: ScrollToFormOptions = {}): () => ScrollToOrderFormResult {
  const { navigation } = useBbEnvironment();
  const { fallbackUrl } = options;
  return useCallback(
    () =>
      scrollToOrderForm(
        { document, window, navigate: (url) => navigation.navigate(url) },
        { fallbackUrl },
      ),
    [navigation, fallbackUrl],
  );
}
