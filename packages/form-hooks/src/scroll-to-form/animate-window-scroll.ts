export type AnimationWindow = Pick<
  Window,
  'scrollY' | 'scrollTo' | 'requestAnimationFrame' | 'cancelAnimationFrame'
> & { matchMedia?: Window['matchMedia'] };

// Slow start, slow end: the page does not jerk at either end of a long scroll.
function easeInOutCubic(progress: number): number {
  return progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
}

function prefersReducedMotion(window: AnimationWindow): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * Scrolls the window to `top` over `durationMs`, one step per animation frame, then calls
 * `done`. Visitors who ask for reduced motion get the jump without the animation. Returns a
 * function that stops the animation (without calling `done`).
 */
export function animateWindowScroll(
  window: AnimationWindow,
  top: number,
  durationMs: number,
  done: () => void = () => undefined,
): () => void {
  const from = window.scrollY;
  if (durationMs <= 0 || from === top || prefersReducedMotion(window)) {
    window.scrollTo({ top });
    done();
    return () => undefined;
  }
  let start: number | undefined;
  let frame = window.requestAnimationFrame(function step(timestamp) {
    start ??= timestamp;
    const progress = Math.min(1, (timestamp - start) / durationMs);
    window.scrollTo({ top: from + (top - from) * easeInOutCubic(progress) });
    if (progress < 1) frame = window.requestAnimationFrame(step);
    else done();
  });
  return () => window.cancelAnimationFrame(frame);
}
