import type { ReactNode } from 'react';
import { CARD_ICON_HEIGHT, CARD_ICON_WIDTH } from '../layout/layout-constants';

/** The payment methods of spec §2, in the footer's order. */
export const PAYMENT_METHODS = ['discover', 'amex', 'visa', 'mastercard', 'applepay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  discover: 'Discover',
  amex: 'American Express',
  visa: 'Visa',
  mastercard: 'Mastercard',
  applepay: 'Apple Pay',
};

// Brand artwork keeps the brands' own colours: it is an image, not themed UI.
const LOGO_FONT = 'Arial, Helvetica, "Liberation Sans", sans-serif';
const cardOutline = (
  <rect x="0.5" y="0.5" width="36" height="23" rx="3.5" fill="#ffffff" stroke="#c9ced8" />
);

const LOGO_ART: Record<PaymentMethod, ReactNode> = {
  discover: (
    <>
      {cardOutline}
      <text x="4" y="13.5" fontFamily={LOGO_FONT} fontSize="5.6" fontWeight="700" fill="#231f20">
        DISC
      </text>
      <circle cx="20.6" cy="11.6" r="2.6" fill="#f48120" />
      <text x="23.6" y="13.5" fontFamily={LOGO_FONT} fontSize="5.6" fontWeight="700" fill="#231f20">
        VER
      </text>
      <path d="M14 23.5h19a3 3 0 0 0 3-3V16c-5 4-12 6.5-22 7.5z" fill="#f48120" />
    </>
  ),
  amex: (
    <>
      <rect x="0" y="0" width="37" height="24" rx="4" fill="#016fd0" />
      <text
        x="18.5"
        y="15"
        textAnchor="middle"
        fontFamily={LOGO_FONT}
        fontSize="8.5"
        fontWeight="700"
        fill="#ffffff"
      >
        AMEX
      </text>
    </>
  ),
  visa: (
    <>
      {cardOutline}
      <text
        x="18.5"
        y="15.5"
        textAnchor="middle"
        fontFamily={LOGO_FONT}
        fontSize="10"
        fontStyle="italic"
        fontWeight="700"
        fill="#1a1f71"
      >
        VISA
      </text>
    </>
  ),
  mastercard: (
    <>
      {cardOutline}
      <circle cx="14.5" cy="12" r="7" fill="#eb001b" />
      <circle cx="22.5" cy="12" r="7" fill="#f79e1b" />
      <path d="M18.5 6.26a7 7 0 0 1 0 11.48 7 7 0 0 1 0-11.48z" fill="#ff5f00" />
    </>
  ),
  applepay: (
    <>
      {cardOutline}
      <path
        d="M9 9.6c-1.6 0-2.6 1.3-2.6 3 0 2.3 1.5 4.6 2.7 4.6.6 0 .9-.3 1.6-.3s.9.3 1.6.3c1.2 0 2.7-2.3 2.7-4.6 0-1.7-1-3-2.6-3-.8 0-1.2.4-1.7.4s-.9-.4-1.7-.4z"
        fill="#000000"
      />
      <path d="M10.9 8.9c0-1 .6-1.8 1.6-1.9 0 1-.6 1.8-1.6 1.9z" fill="#000000" />
      <text x="16" y="15.6" fontFamily={LOGO_FONT} fontSize="8.5" fontWeight="700" fill="#000000">
        Pay
      </text>
    </>
  ),
};

/** One payment method's logo at the card-icon size of spec §9 (37 × 24), named for screen readers. */
export function PaymentLogo({ method }: { method: PaymentMethod }) {
  return (
    <svg
      role="img"
      aria-label={PAYMENT_METHOD_LABELS[method]}
      className="bb-payment-logo"
      width={CARD_ICON_WIDTH}
      height={CARD_ICON_HEIGHT}
      viewBox={`0 0 ${CARD_ICON_WIDTH} ${CARD_ICON_HEIGHT}`}
    >
      <title>{PAYMENT_METHOD_LABELS[method]}</title>
      {LOGO_ART[method]}
    </svg>
  );
}
