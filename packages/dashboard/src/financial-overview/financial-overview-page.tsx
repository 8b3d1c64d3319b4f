import type { OrderClient } from '@bb/api-client';
import { LoadRetry, Spinner } from '@bb/ui';
import { clsx } from 'clsx';
import { ScrollingTable } from '../kit/scrolling-table';
import { OrderSection } from '../kit/section';
import { ShowMore } from '../kit/show-more';
import type { FinancialOverviewView } from './financial-overview-view';
import { type UseFinancialOverviewResult, useFinancialOverview } from './use-financial-overview';

export interface FinancialOverviewPageProps {
  /** `createOrderClient()` from `@bb/api-client`, signed in as the expert. */
  client: OrderClient;
  /** The expert's page of an order (`{home}orders_progress/{id}/`), for the earnings' titles. */
  orderHref: (orderId: number) => string;
  /** The expert's Profile & Settings (`{home}profile/`), linked when no payout method is set. */
  profileHref?: string;
  className?: string;
}

/**
 * The expert's Financial Overview (`balance/` of the writer role), on `useFinancialOverview`: the
 * totals (available for the next payout, expected, paid out), the next payout date and where it
 * goes, the earnings per order and the payouts, each a table with a caption (or a sentence while
 * there is none). The page's `h1` is the host's.
 */
export function FinancialOverviewPage({
  className,
  profileHref,
  ...options
}: FinancialOverviewPageProps) {
  const page = useFinancialOverview(options);
  const { texts, overview } = page;
  return (
    <div className={clsx('bb-balance-page bb-financial-overview', className)}>
      {page.status === 'error' ? (
        <LoadRetry label={texts.reload} onRetry={page.reload} />
      ) : !overview ? (
        <Spinner label={texts.loading} />
      ) : (
        <>
          <OrderSection title={texts.totals}>
            <Totals page={page} overview={overview} profileHref={profileHref} />
          </OrderSection>
          <OrderSection title={texts.earnings}>
            <EarningsTable page={page} overview={overview} />
            <ShowMore list={page.earningsList} />
          </OrderSection>
          <OrderSection title={texts.payouts}>
            <PayoutsTable page={page} overview={overview} />
            <ShowMore list={page.payoutsList} />
          </OrderSection>
        </>
      )}
    </div>
  );
}

interface PartProps {
  page: UseFinancialOverviewResult;
  overview: FinancialOverviewView;
}

function Totals({
  page: { texts },
  overview,
  profileHref,
}: PartProps & { profileHref: string | undefined }) {
  const totals: Array<[string, string]> = [
    [texts.available, overview.available],
    [texts.expected, overview.expected],
    [texts.paidOut, overview.paidOut],
  ];
  return (
    <>
      <dl className="bb-financial-overview__totals">
        {totals.map(([term, amount]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd className="bb-balance-page__amount">{amount}</dd>
          </div>
        ))}
      </dl>
      <p className="bb-financial-overview__next">
        <strong>{texts.nextPayout(overview.nextPayoutDate)}</strong>
      </p>
      <p className="bb-financial-overview__note">{texts.schedule}</p>
      <p className="bb-financial-overview__note">
        {overview.paypalEmail ? (
          texts.payoutMethod(overview.paypalEmail)
        ) : (
          <>
            {texts.noPayoutMethod}{' '}
            {profileHref && (
              <a className="bb-order-list__link" href={profileHref}>
                {texts.setPayoutMethod}
              </a>
            )}
          </>
        )}
      </p>
    </>
  );
}

function EarningsTable({ page, overview }: PartProps) {
  const { texts } = page;
  if (page.empty) return <p className="bb-balance-page__empty">{texts.noEarnings}</p>;
  return (
    <ScrollingTable
      label={texts.earningsCaption}
      caption={texts.earningsCaption}
      tableClassName="bb-balance-ledger"
    >
      <thead>
        <tr>
          <th scope="col">{texts.order}</th>
          <th scope="col">{texts.status}</th>
          <th scope="col" className="bb-balance-ledger__amount">
            {texts.amount}
          </th>
          <th scope="col">{texts.date}</th>
        </tr>
      </thead>
      <tbody>
        {overview.earnings.map((earning) => (
          <tr key={earning.orderId}>
            <td>
              <a className="bb-order-list__link" href={earning.orderHref}>
                {earning.title}
              </a>
            </td>
            <td>
              <span className={`bb-order-status bb-financial-overview__status--${earning.status}`}>
                {earning.statusLabel}
              </span>
            </td>
            <td className="bb-balance-ledger__amount">{earning.amount}</td>
            <td>{earning.date}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

function PayoutsTable({ page: { texts }, overview }: PartProps) {
  if (overview.payouts.length === 0) {
    return <p className="bb-balance-page__empty">{texts.noPayouts}</p>;
  }
  return (
    <ScrollingTable
      label={texts.payoutsCaption}
      caption={texts.payoutsCaption}
      tableClassName="bb-balance-ledger"
    >
      <thead>
        <tr>
          <th scope="col">{texts.payoutDate}</th>
          <th scope="col" className="bb-balance-ledger__amount">
            {texts.payoutAmount}
          </th>
          <th scope="col" className="bb-balance-ledger__amount">
            {texts.payoutOrders}
          </th>
          <th scope="col">{texts.payoutTo}</th>
          <th scope="col">{texts.payoutStatus}</th>
        </tr>
      </thead>
      <tbody>
        {overview.payouts.map((payout) => (
          <tr key={payout.id}>
            <td>{payout.date}</td>
            <td className="bb-balance-ledger__amount">{payout.amount}</td>
            <td className="bb-balance-ledger__amount">{payout.earningsQty}</td>
            <td>{payout.paypalEmail}</td>
            <td>
              <span className={`bb-order-status bb-financial-overview__payout--${payout.status}`}>
                {payout.statusLabel}
              </span>
              {payout.failureNote && (
                <span className="bb-financial-overview__failure">{payout.failureNote}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
