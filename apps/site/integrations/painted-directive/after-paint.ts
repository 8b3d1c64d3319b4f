/** A visitor reaching for a part that is not started yet: start it at once. */
export const REACHING_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/**
 * Runs `start` once: at the first idle moment after the load event (the page has painted), or at
 * once when the visitor points at, touches or focuses `target`. What it starts then never competes
 * with the HTML for the first paint, and nothing waits for it that a visitor is about to use.
 */
export function afterPaint(target: EventTarget, start: () => void): void {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    for (const type of REACHING_EVENTS) target.removeEventListener(type, run, true);
    start();
  };
  for (const type of REACHING_EVENTS) {
    target.addEventListener(type, run, { capture: true, passive: true });
  }
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 50);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
