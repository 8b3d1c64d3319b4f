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
 * The buttons clicked before the island started, from the moment this directive's script runs
 * (Astro puts it before the first island): on pages where Astro's island runtime itself is added
 * after the paint (lean-runtime.ts), the directive is called only then.
 */
const clicks: HTMLButtonElement[] = [];
const remember = (event: Event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button) clicks.push(button);
};
document.addEventListener('click', remember, true);

/**
 * `client:framed`: starts the island once the page's first contentful paint is on screen, so its
 * modules are neither fetched nor run before the first paint (Lighthouse counts a script that
 * ran before it as holding the paint). A click before then on a button inside the selector given
 * as the value (the header's) is not lost: the last one is replayed once the island has started.
 */
const framed: ClientDirective = (load, { value }) => {
  afterFirstPaint(async () => {
    const hydrate = await load();
    await hydrate();
    document.removeEventListener('click', remember, true);
    const selector = typeof value === 'string' && value !== '' ? value : undefined;
    const clicked = selector
      ? clicks.filter((button) => button.closest(selector)).pop()
      : undefined;
    clicks.length = 0;
    clicked?.click();
  });
};

export default framed;
