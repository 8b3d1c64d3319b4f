import { PLACE_ORDER_TEXTS } from '@bb/form-hooks';
import type { UserRole } from '@bb/validation';
import { forwardRef } from 'react';

export interface PlaceOrderNoticeProps {
  /** The signed-in role, which cannot place orders (spec §6). */
  role: Exclude<UserRole, 'customer'>;
  /** Their own dashboard's home. */
  dashboardHref: string;
  id?: string;
}

/**
 * Why 'Place an order' does not open an order for a signed-in expert, operator, SEO editor or
 * other staff role, with the way to their dashboard: a native popover (the top layer, closed by
 * Escape or a click outside), so a page without React opens the same markup.
 */
export const PlaceOrderNotice = /* @__PURE__ */ forwardRef<HTMLDivElement, PlaceOrderNoticeProps>(
  function PlaceOrderNotice({ role, dashboardHref, id }, ref) {
    return (
      <div ref={ref} id={id} popover="auto" className="bb-place-order-notice">
        <p className="bb-place-order-notice__text">
          {PLACE_ORDER_TEXTS.notACustomer}{' '}
          <span className="bb-place-order-notice__role">{PLACE_ORDER_TEXTS.signedInAs(role)}</span>
        </p>
        <a className="bb-place-order-notice__link" href={dashboardHref}>
          {PLACE_ORDER_TEXTS.toDashboard}
        </a>
      </div>
    );
  },
);
