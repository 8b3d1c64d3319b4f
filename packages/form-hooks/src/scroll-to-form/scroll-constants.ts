/** Scroll-and-focus helper (spec §9): offset from the top (px) and the delay before focusing (ms). */
export const SCROLL_OFFSET = 80;
export const FOCUS_DELAY_MS = 100;

/** 'Place an order' button (spec §9): scroll threshold (px) and animation length (ms). */
export const PLACE_ORDER_SCROLL_THRESHOLD = 300;
export const PLACE_ORDER_SCROLL_DURATION_MS = 1000;
