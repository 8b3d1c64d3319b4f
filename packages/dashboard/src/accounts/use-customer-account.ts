import type { CustomerAccountDetails, OperatorAccountClient } from '@bb/api-client';
import { useLoaded } from '../kit/use-loaded';
import { usePagedList } from '../kit/use-paged-list';
import { useAccountBlock } from './use-account-block';

export interface UseCustomerAccountOptions {
  client: OperatorAccountClient;
  customerId: number;
}

/**
 * A customer's page for the operator: the account with its balance, and their orders, ledger and
 * tickets, each paged on its own (the lists the customer reads of their own, by id), and the
 * block step.
 */
export function useCustomerAccount({ client, customerId }: UseCustomerAccountOptions) {
  const key = String(customerId);
  const account = useLoaded<CustomerAccountDetails>(`customer:${key}`, (signal) =>
    client.customer(customerId, { signal }).then(({ customer }) => customer),
  );
  const orders = usePagedList(`orders:${key}`, (cursor, signal) =>
    client
      .customerOrders(customerId, { cursor, signal })
      .then((page) => ({ items: page.orders, next_cursor: page.next_cursor })),
  );
  const ledger = usePagedList(`ledger:${key}`, (cursor, signal) =>
    client
      .customerBalance(customerId, { cursor, signal })
      .then((page) => ({ items: page.entries, next_cursor: page.next_cursor })),
  );
  const tickets = usePagedList(`tickets:${key}`, (cursor, signal) =>
    client
      .customerTickets(customerId, { cursor, signal })
      .then((page) => ({ items: page.tickets, next_cursor: page.next_cursor })),
  );
  const block = useAccountBlock({
    client,
    account: account.data,
    onChanged: (status) => account.data && account.setData({ ...account.data, status }),
  });
  return { account, orders, ledger, tickets, block };
}

export type UseCustomerAccountResult = ReturnType<typeof useCustomerAccount>;
