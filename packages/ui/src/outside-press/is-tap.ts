// A module of its own, without React, so a page that runs none can tell taps from swipes too.
/** A tap that moves at most this far (px) still counts as a tap when detecting an outside click. */
export const SWIPE_TOLERANCE = 30;

export interface PressPoint {
  x: number;
  y: number;
}

/**
 * Whether a press that went down at `start` and came up at `end` is a tap. A finger that moves
 * further than `tolerance` pixels (spec §9: 30) was swiping or scrolling, not tapping.
 */
export function isTap(start: PressPoint, end: PressPoint, tolerance: number = SWIPE_TOLERANCE) {
  return Math.hypot(end.x - start.x, end.y - start.y) <= tolerance;
}
