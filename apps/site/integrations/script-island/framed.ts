import type { ClientDirective } from 'astro';

/**
 * Runs `start` in a task after the page's first contentful paint has been presented (the paint
 * entry); where the browser reports no paint entries, after the first animation frame.
 */
function afterFirstPaint(start: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start);
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * `client:framed`: starts the island once the page's first contentful paint is on screen, so its
 * modules are neither fetched nor run before the first paint (Lighthouse counts a script that
 * ran before it as holding the paint). A click before then on a button inside the selector given
 * as the value (the header's) is not lost: it is replayed once the island has started.
 */
const framed: ClientDirective = (load, { value }) => {
  let clicked: HTMLButtonElement | undefined;
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && typeof value === 'string' && value !== '' && button.closest(value)) {
      clicked = button;
    }
  };
  document.addEventListener('click', remember, true);
  afterFirstPaint(async () => {
    const hydrate = await load();
    await hydrate();
    document.removeEventListener('click', remember, true);
    clicked?.click();
  });
};

export default framed;
