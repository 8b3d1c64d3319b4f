import type { OperatorAccountClient } from '@bb/api-client';
import type { ReactNode } from 'react';
import { OrderSection } from '../kit/section';
import { AccountEarnings, AccountFacts, AccountOrders } from './account-lists';
import { AccountPageFrame } from './account-page-frame';
import { ACCOUNT_TEXTS as TEXTS } from './account-texts';
import { earningFacts, expertFacts } from './account-views';
import { useExpertAccount } from './use-expert-account';

export interface ExpertAccountPageProps {
  /** `createOperatorAccountClient()` from `@bb/api-client`. */
  client: OperatorAccountClient;
  /** Their account's id. */
  expertId: number;
  /** The operator's page of an order (`{home}orders/{id}/`). */
  orderHref: (orderId: number) => string;
  /** The account's audit trail, shown after the details. */
  auditTrail?: ReactNode;
  className?: string;
}

/**
 * An expert's page for the operator (`experts/{id}/`): their pen name, slug and public page,
 * e-mail, sign-up date, status, rating and orders finished and in progress with Block or Unblock
 * (confirmed in a dialog), then their orders and their earnings (the totals, the next payout and
 * the earnings per order), each paged with Show more. The page's `h1` is the host's.
 */
export function ExpertAccountPage({
  client,
  expertId,
  orderHref,
  auditTrail,
  className,
}: ExpertAccountPageProps) {
  const { account, orders, earnings, totals, block } = useExpertAccount({ client, expertId });
  return (
    <AccountPageFrame
      account={account}
      facts={expertFacts}
      block={block}
      auditTrail={auditTrail}
      className={className}
    >
      <OrderSection title={TEXTS.ordersTitle}>
        <AccountOrders list={orders} orderHref={orderHref} />
      </OrderSection>
      <OrderSection title={TEXTS.earningsTitle}>
        {totals && <AccountFacts facts={earningFacts(totals)} />}
        <AccountEarnings list={earnings} orderHref={orderHref} />
      </OrderSection>
    </AccountPageFrame>
  );
}
