import { BalancePage } from '@bb/dashboard';
import { accountMenuEntries } from '@bb/form-hooks';
import { useState } from 'react';
import type { DashboardAreaProps } from '../dashboard-area';
import { checkout } from './checkout';
import { orderUrl, receiptUrl } from './order-addresses';
import { siteOrderClient } from './order-client';

/** The customer's `balance/`: the balance, a top-up, the ledger, the return from checkout. */
export function BalanceArea({ role, home }: DashboardAreaProps) {
  const [address] = useState(checkout.address);
  const title = accountMenuEntries(role, home).find((entry) => entry.id === 'balance')?.label;
  return (
    <>
      <h1 className="site-page-title">{title ?? 'Balance'}</h1>
      <BalancePage
        client={siteOrderClient()}
        orderHref={(id) => orderUrl(home, 'customer', id)}
        receiptHref={(id) => receiptUrl(home, id)}
        navigate={checkout.navigate}
        address={address}
      />
    </>
  );
}
