import { LoadRetry, Spinner } from '@bb/ui';
import { clsx } from 'clsx';
import { Fragment, type ReactNode } from 'react';
import { OrderSection } from '../kit/section';
import type { Loaded } from '../kit/use-loaded';
import { AccountBlock } from './account-block';
import { AccountFacts } from './account-lists';
import { ACCOUNT_TEXTS } from './account-texts';
import type { AccountFact } from './account-views';
import type { UseAccountBlockResult } from './use-account-block';

export interface AccountPageFrameProps<Account> {
  account: Loaded<Account>;
  facts: (account: Account) => AccountFact[];
  block: UseAccountBlockResult;
  /** Shown after the details: the account's audit trail (who did what to it, when). */
  auditTrail?: ReactNode;
  /** The account's lists, each a section of its own. */
  children: ReactNode;
  className?: string;
}

/**
 * An account's page for the operator: its details with Block or Unblock, the audit trail's place
 * right after them, then its lists. While the account loads, or when it could not be, only that
 * is said (with Try again, or the catalogue's words for an account that is not there).
 */
export function AccountPageFrame<Account>({
  account,
  facts,
  block,
  auditTrail,
  children,
  className,
}: AccountPageFrameProps<Account>) {
  const classes = clsx('bb-accounts bb-account-page', className);
  if (account.status === 'error') {
    if (account.errorSlug === 'not_found') return <p className={classes}>{account.errorMessage}</p>;
    return <LoadRetry label={ACCOUNT_TEXTS.reload} onRetry={account.reload} />;
  }
  if (!account.data) return <Spinner label={ACCOUNT_TEXTS.loadingAccount} />;
  return (
    <div className={classes}>
      <OrderSection title={ACCOUNT_TEXTS.detailsTitle}>
        <AccountFacts facts={facts(account.data)} />
        <AccountBlock block={block} />
      </OrderSection>
      {/* Mounted afresh when Block or Unblock changes the account, so its trail shows the step. */}
      <Fragment key={block.blocking ? 'active' : 'blocked'}>{auditTrail}</Fragment>
      {children}
    </div>
  );
}
