import type { OrderClient } from '@bb/api-client';
import type { Discount } from '@bb/validation';
import { useLoaded } from '../kit/use-loaded';
import { DISCOUNT_TEXTS } from './discount-texts';

/**
 * The signed-in customer's discount on their next order (GET /customers/discount), for the new
 * order page: null while loading, without one, or when it cannot be read (the price then shows
 * without it; the API applies the discount at payment whatever the page showed).
 */
export function useCustomerDiscount(client: OrderClient) {
  const loaded = useLoaded('customer-discount', (signal) => client.getDiscount({ signal }));
  const discount: Discount | null = loaded.data?.discount ?? null;
  return {
    discount,
    /** 'Your first order: 15% off'; null without a discount. */
    notice: discount ? DISCOUNT_TEXTS.notice(discount.kind, discount.percent) : null,
  };
}
