import type { Order } from '@bb/api-client';
import { type Discount, discountCents } from '@bb/validation';
import { formatPrice } from '../kit/format';
import { DISCOUNT_TEXTS } from './discount-texts';

/** A line of a price: its term and its amount ('List price', '$46.80'). */
export interface PriceLine {
  term: string;
  value: string;
}

/**
 * A price as lines: without a discount one line, 'Price'; with one, the list price, the discount
 * by name and percent with what it takes off, and the price to pay.
 */
function linesOf(listCents: number, discount: Discount | null, offCents: number): PriceLine[] {
  const price = { term: DISCOUNT_TEXTS.price, value: formatPrice(listCents - offCents) };
  if (discount === null || offCents === 0) return [price];
  return [
    { term: DISCOUNT_TEXTS.listPrice, value: formatPrice(listCents) },
    {
      term: DISCOUNT_TEXTS.line(discount.kind, discount.percent),
      value: `−${formatPrice(offCents)}`,
    },
    price,
  ];
}

/** An order's price as the API answers it: what it was (or will be) paid, and its discount. */
export function orderPriceLines(order: Order): PriceLine[] {
  const discount =
    order.discount_kind === null
      ? null
      : { kind: order.discount_kind, percent: order.discount_percent };
  return linesOf(order.list_price_cents, discount, order.discount_cents);
}

/**
 * A price before ordering: the list price less the customer's discount, rounded as the API
 * rounds it (`discountCents`), so the page shows what the order will cost.
 */
export function previewPriceLines(listCents: number, discount: Discount | null): PriceLine[] {
  return linesOf(listCents, discount, discount ? discountCents(listCents, discount.percent) : 0);
}
