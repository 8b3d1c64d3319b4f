import { isTap, type PressPoint } from '@bb/ui';

/**
 * Watches the presses on the page while a popup is open: one that starts outside it
 * (`startsOutside`) and ends as a tap calls `onOutsideTap`; a press that moves further than 30 px
 * is a swipe and is ignored (spec §4), as `@bb/ui`'s `useOutsidePress` decides. Returns the
 * function that stops watching.
 */
export function watchOutsideTaps(
  startsOutside: (event: PointerEvent) => boolean,
  onOutsideTap: () => void,
): () => void {
  let press: { pointerId: number; start: PressPoint } | null = null;
  const onPointerDown = (event: PointerEvent) => {
    press = startsOutside(event)
      ? { pointerId: event.pointerId, start: { x: event.clientX, y: event.clientY } }
      : null;
  };
  const onPointerUp = (event: PointerEvent) => {
    const current = press;
    press = null;
    if (current?.pointerId !== event.pointerId) return;
    if (isTap(current.start, { x: event.clientX, y: event.clientY })) onOutsideTap();
  };
  // The browser took the gesture over (scrolling, panning): it was no tap.
  const onPointerCancel = () => {
    press = null;
  };
  // Capture phase: a press is seen even where the page stops its propagation.
  document.addEventListener('pointerdown', onPointerDown, true);
  document.addEventListener('pointerup', onPointerUp, true);
  document.addEventListener('pointercancel', onPointerCancel, true);
  return () => {
    document.removeEventListener('pointerdown', onPointerDown, true);
    document.removeEventListener('pointerup', onPointerUp, true);
    document.removeEventListener('pointercancel', onPointerCancel, true);
  };
}

/** Whether a press went down outside `element`. */
export function outside(element: Element) {
  return (event: PointerEvent) => !(event.target instanceof Node && element.contains(event.target));
}
