import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { isTap, type PressPoint, SWIPE_TOLERANCE } from './is-tap';

/** The event Radix hands to `onPointerDownOutside` (a CustomEvent around the pointerdown). */
export interface PointerDownOutsideEvent {
  target: EventTarget | null;
  detail: { originalEvent: PointerEvent };
  preventDefault(): void;
}

export interface UseOutsidePressOptions {
  /** Listen only while the popup is open. */
  enabled: boolean;
  /** Called once a press that started outside ends as a tap (moved at most `tolerance` px). */
  onOutsidePress: () => void;
  /**
   * Elements whose own click already toggles the popup (its trigger): a press on them is left to
   * them, or the popup would close on pointerup and reopen on click.
   */
  ignore?: readonly RefObject<Element | null>[];
  tolerance?: number;
}

interface Press {
  pointerId: number;
  start: PressPoint;
  end: PressPoint | null;
  startedOutside: boolean;
}

/**
 * Outside-tap detection with a swipe tolerance. The layer decides whether a pointerdown is outside
 * it; this hook closes on the matching pointerup, only if the pointer moved at most `tolerance`
 * px. For a Radix layer (Popover), which knows nested portals and stacked
 * layers, spread `onPointerDownOutside` on it: it also keeps Radix from closing on pointerdown.
 * A layer of our own (the modal's backdrop, the hint) calls `pressedOutside` with the pointerdown
 * it found outside.
 */
export function useOutsidePress({
  enabled,
  onOutsidePress,
  ignore,
  tolerance = SWIPE_TOLERANCE,
}: UseOutsidePressOptions) {
  const press = useRef<Press | null>(null);
  const latest = useRef({ onOutsidePress, ignore, tolerance });
  latest.current = { onOutsidePress, ignore, tolerance };

  const settle = useCallback(() => {
    const current = press.current;
    if (!current?.end || !current.startedOutside) return;
    press.current = null;
    if (isTap(current.start, current.end, latest.current.tolerance))
      latest.current.onOutsidePress();
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const onPointerDown = (event: PointerEvent) => {
      press.current = {
        pointerId: event.pointerId,
        start: { x: event.clientX, y: event.clientY },
        end: null,
        startedOutside: false,
      };
    };
    const onPointerUp = (event: PointerEvent) => {
      const current = press.current;
      if (!current || current.pointerId !== event.pointerId) return;
      current.end = { x: event.clientX, y: event.clientY };
      settle();
    };
    // The browser took the gesture over (scrolling, panning): it was no tap.
    const onPointerCancel = () => {
      press.current = null;
    };
    // Capture phase: we see the press before the layer's own (bubbling) listener reports it.
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointerup', onPointerUp, true);
    document.addEventListener('pointercancel', onPointerCancel, true);
    return () => {
      press.current = null;
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointerup', onPointerUp, true);
      document.removeEventListener('pointercancel', onPointerCancel, true);
    };
  }, [enabled, settle]);

  const pressedOutside = useCallback(
    (originalEvent: PointerEvent) => {
      const target = originalEvent.target;
      const ignored = latest.current.ignore?.some(
        (ref) => target instanceof Node && ref.current?.contains(target),
      );
      if (ignored) return;
      const current = press.current;
      if (!current || current.pointerId !== originalEvent.pointerId) return;
      current.startedOutside = true;
      // Radix may report the press only on click, after pointerup: decide now.
      settle();
    },
    [settle],
  );

  const onPointerDownOutside = useCallback(
    (event: PointerDownOutsideEvent) => {
      // The close decision waits for pointerup, so Radix must not close on pointerdown.
      event.preventDefault();
      pressedOutside(event.detail.originalEvent);
    },
    [pressedOutside],
  );

  return { onPointerDownOutside, pressedOutside };
}
