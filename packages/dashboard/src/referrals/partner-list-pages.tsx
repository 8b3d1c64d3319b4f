import type { PartnerClient } from '@bb/api-client';
import { LoadRetry, Spinner } from '@bb/ui';
import { ScrollingTable } from '../kit/scrolling-table';
import { ShowMore } from '../kit/show-more';
import { REFERRAL_TEXTS } from './referral-texts';
import { usePartnerCustomers, usePartnerOrders } from './use-partner-list';

export interface PartnerListPageProps {
  /** `createPartnerClient()` from `@bb/api-client`, signed in as the partner. */
  client: PartnerClient;
}

const texts = REFERRAL_TEXTS;

/**
 * The partner's `orders/`: the paid orders of the customers they brought, newest first (number,
 * date paid, status, amount, the commission and where it stands), with no customer identity.
 */
export function PartnerOrdersPage({ client }: PartnerListPageProps) {
  const list = usePartnerOrders(client);
  if (list.status === 'error') return <LoadRetry label={texts.reload} onRetry={list.reload} />;
  if (list.status === 'loading') return <Spinner label={texts.loading} />;
  if (list.items.length === 0) return <p className="bb-balance-page__empty">{texts.noOrders}</p>;
  return (
    <div className="bb-balance-page bb-referral-page">
      <ScrollingTable
        label={texts.ordersCaption}
        caption={texts.ordersCaption}
        tableClassName="bb-balance-ledger"
      >
        <thead>
          <tr>
            <th scope="col">{texts.order}</th>
            <th scope="col">{texts.date}</th>
            <th scope="col">{texts.orderStatus}</th>
            <th scope="col" className="bb-balance-ledger__amount">
              {texts.amount}
            </th>
            <th scope="col" className="bb-balance-ledger__amount">
              {texts.commission}
            </th>
            <th scope="col">{texts.commissionStatus}</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((order) => (
            <tr key={order.id}>
              <td>{order.number}</td>
              <td>{order.date}</td>
              <td>{order.status}</td>
              <td className="bb-balance-ledger__amount">{order.amount}</td>
              <td className="bb-balance-ledger__amount">{order.commission}</td>
              <td>
                <span
                  className={`bb-order-status bb-referral-commission--${order.commissionState}`}
                >
                  {order.commissionLabel}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
      <ShowMore list={list} />
    </div>
  );
}

/**
 * The partner's `customers/`: the customers they brought, newest first, each under an anonymous
 * number with the day they signed up, their paid orders and what they paid.
 */
export function PartnerCustomersPage({ client }: PartnerListPageProps) {
  const list = usePartnerCustomers(client);
  if (list.status === 'error') return <LoadRetry label={texts.reload} onRetry={list.reload} />;
  if (list.status === 'loading') return <Spinner label={texts.loading} />;
  if (list.items.length === 0) return <p className="bb-balance-page__empty">{texts.noCustomers}</p>;
  return (
    <div className="bb-balance-page bb-referral-page">
      <ScrollingTable
        label={texts.customersCaption}
        caption={texts.customersCaption}
        tableClassName="bb-balance-ledger"
      >
        <thead>
          <tr>
            <th scope="col">{texts.customer}</th>
            <th scope="col">{texts.signedUp}</th>
            <th scope="col" className="bb-balance-ledger__amount">
              {texts.orders}
            </th>
            <th scope="col" className="bb-balance-ledger__amount">
              {texts.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((customer) => (
            <tr key={customer.id}>
              <td>{customer.name}</td>
              <td>{customer.signedUp}</td>
              <td className="bb-balance-ledger__amount">{customer.orders}</td>
              <td className="bb-balance-ledger__amount">{customer.total}</td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
      <ShowMore list={list} />
    </div>
  );
}
