/**
 * Layout of the short order form (spec §9), in pixels. The stylesheets carry the same values as
 * --bb-order-form-* tokens (styles/tokens.css) and, for the breakpoint, in the container query of
 * short-order-form.css; styles.test.ts keeps them equal.
 */
export const SHORT_FORM_MOBILE_BREAKPOINT = 800;
export const SHORT_FORM_WIDTH_HORIZONTAL = 1062;
export const SHORT_FORM_WIDTH_VERTICAL = 356;
export const SHORT_FORM_GAP = 32;
