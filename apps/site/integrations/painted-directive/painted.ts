import type { ClientDirective } from 'astro';

/** A visitor reaching for an island that is not hydrated yet: hydrate it at once. */
const REACHING_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/**
 * `client:painted`: hydrates once the page has painted and loaded (the next idle moment after the
 * load event), or at once when the visitor points at, touches or focuses the island. The islands'
 * JavaScript then never competes with the HTML for the first paint, and nothing waits for it
 * that a visitor is about to use.
 */
const painted: ClientDirective = (load, _options, island) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of REACHING_EVENTS) island.removeEventListener(type, hydrate, true);
    const hydrator = await load();
    await hydrator();
  };
  for (const type of REACHING_EVENTS) {
    island.addEventListener(type, hydrate, { capture: true, passive: true });
  }
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate, { timeout: 1000 });
    else setTimeout(hydrate, 50);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};

export default painted;
