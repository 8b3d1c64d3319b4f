import { type RefObject, useEffect } from 'react';
import { type UseOutsidePressOptions, useOutsidePress } from './use-outside-press';

/**
 * Outside taps for a popup of our own (no Radix layer decides what is outside): a press that
 * starts outside `root` and ends as a tap (moved at most `tolerance` px) calls `onOutsidePress`.
 */
export function useOutsideTap(
  root: RefObject<Element | null>,
  options: Omit<UseOutsidePressOptions, 'ignore'>,
): void {
  const { pressedOutside } = useOutsidePress(options);
  const { enabled } = options;
  useEffect(() => {
    if (!enabled) return;
    // Bubbling, so useOutsidePress's capture listener has seen the press first.
    const onPointerDown = (event: PointerEvent) => {
      const inside = event.target instanceof Node && root.current?.contains(event.target);
      if (!inside) pressedOutside(event);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [enabled, pressedOutside, root]);
}
