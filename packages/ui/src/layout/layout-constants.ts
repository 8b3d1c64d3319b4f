/**
 * Layout sizes of spec §9, in pixels. The stylesheets carry the same values as --bb-* tokens
 * (styles/tokens.css) or, for the breakpoint, in a media query; styles.test.ts keeps them equal.
 */
export const HEADER_HEIGHT = 80;
export const MOBILE_MENU_WIDTH = 320;
export const SERVICES_DROPDOWN_MAX_HEIGHT = 450;
export const SERVICES_DROPDOWN_WIDTH = 250;
export const COOKIE_NOTICE_MAX_WIDTH = 420;
export const PAGE_CONTENT_MAX_WIDTH = 1128;
export const CARD_ICON_WIDTH = 37;
export const CARD_ICON_HEIGHT = 24;
/** Desktop navigation shows from this width (the xl breakpoint); below it, the mobile menu. */
export const XL_BREAKPOINT = 1200;
