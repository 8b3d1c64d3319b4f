import { useCallback, useEffect, useState } from 'react';

export interface ScrollToTopVisibility {
  /** The scroll-to-top button shows only while the top of the page is out of view. */
  visible: boolean;
  /** Attach to the element that marks the top of the page (e.g. the header). */
  topRef(element: Element | null): void;
  /** Scrolls smoothly back to the top. */
  scrollToTop(): void;
}

/**
 * The scroll-to-top button's visibility (spec §2: hidden while the top of the page is visible).
 * An IntersectionObserver watches the element given to `topRef`; where there is none (old
 * browsers) or no element is attached, a scroll listener checks the same thing. Hidden on the
 * server and the first paint.
 */
export function useScrollToTopVisibility(): ScrollToTopVisibility {
  const [topElement, setTopElement] = useState<Element | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (topElement && typeof IntersectionObserver !== 'undefined') {
      const observer = new IntersectionObserver((entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setVisible(!entry.isIntersecting);
      });
      observer.observe(topElement);
      return () => observer.disconnect();
    }
    const update = () =>
      setVisible(topElement ? topElement.getBoundingClientRect().bottom <= 0 : window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [topElement]);

  const scrollToTop = useCallback(() => window.scrollTo({ top: 0, behavior: 'smooth' }), []);

  return { visible, topRef: setTopElement, scrollToTop };
}
