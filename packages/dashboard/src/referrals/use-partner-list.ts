import type { PartnerClient } from '@bb/api-client';
import { usePagedList } from '../kit/use-paged-list';
import {
  type PartnerCustomerView,
  type PartnerOrderView,
  partnerCustomerView,
  partnerOrderView,
} from './referral-view';

/** The partner's `orders/`: their customers' paid orders with the commission on each, paged. */
export function usePartnerOrders(client: PartnerClient) {
  return usePagedList<PartnerOrderView>('partner-orders', async (cursor, signal) => {
    const page = await client.partnerOrders({ cursor, signal });
    return { items: page.orders.map(partnerOrderView), next_cursor: page.next_cursor };
  });
}

/** The partner's `customers/`: the customers they brought under anonymous numbers, paged. */
export function usePartnerCustomers(client: PartnerClient) {
  return usePagedList<PartnerCustomerView>('partner-customers', async (cursor, signal) => {
    const page = await client.partnerCustomers({ cursor, signal });
    return { items: page.customers.map(partnerCustomerView), next_cursor: page.next_cursor };
  });
}
