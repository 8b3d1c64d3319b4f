import type { OperatorAccountClient } from '@bb/api-client';
import type { ReactNode } from 'react';
import { formatPrice } from '../kit/format';
import { OrderSection } from '../kit/section';
import { AccountFacts, AccountLedger, AccountOrders, AccountTickets } from './account-lists';
import { AccountPageFrame } from './account-page-frame';
import { ACCOUNT_TEXTS as TEXTS } from './account-texts';
import { customerFacts } from './account-views';
import { useCustomerAccount } from './use-customer-account';

export interface CustomerAccountPageProps {
  /** `createOperatorAccountClient()` from `@bb/api-client`. */
  client: OperatorAccountClient;
  customerId: number;
  /** The operator's page of an order (`{home}orders/{id}/`). */
  orderHref: (orderId: number) => string;
  /** The receipt of a top-up or an order's payment, by its ledger entry (`{home}receipts/{id}/`). */
  receiptHref: (entryId: number) => string;
  /** The operator's page of a ticket (`{home}tickets/{id}/`). */
  ticketHref: (ticketId: number) => string;
  /** The account's audit trail, shown after the details. */
  auditTrail?: ReactNode;
  /** The experts' ratings of the customer (order-review/customer-ratings.tsx), after the orders. */
  customerRatings?: ReactNode;
  className?: string;
}

/**
 * A customer's page for the operator (`customers/{id}/`): their e-mail, sign-up date, status and
 * balance with Block or Unblock (confirmed in a dialog), then their orders, their balance's ledger
 * (each top-up and payment linking its receipt) and their tickets, each paged with Show more and linking the operator's own pages. The page's
 * `h1` is the host's.
 */
export function CustomerAccountPage({
  client,
  customerId,
  orderHref,
  receiptHref,
  ticketHref,
  auditTrail,
  customerRatings,
  className,
}: CustomerAccountPageProps) {
  const { account, orders, ledger, tickets, block } = useCustomerAccount({ client, customerId });
  return (
    <AccountPageFrame
      account={account}
      facts={customerFacts}
      block={block}
      auditTrail={auditTrail}
      className={className}
    >
      <OrderSection title={TEXTS.ordersTitle}>
        <AccountOrders list={orders} orderHref={orderHref} />
      </OrderSection>
      {customerRatings}
      <OrderSection title={TEXTS.ledgerTitle}>
        <AccountFacts
          facts={[
            {
              term: TEXTS.currentBalance,
              value: formatPrice(account.data?.balance_cents ?? 0),
            },
          ]}
        />
        <AccountLedger list={ledger} orderHref={orderHref} receiptHref={receiptHref} />
      </OrderSection>
      <OrderSection title={TEXTS.ticketsTitle}>
        <AccountTickets list={tickets} ticketHref={ticketHref} />
      </OrderSection>
    </AccountPageFrame>
  );
}
