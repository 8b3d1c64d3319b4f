import type { PartnerClient } from '@bb/api-client';
import { LoadRetry, Spinner } from '@bb/ui';
import { ScrollingTable } from '../kit/scrolling-table';
import { OrderSection } from '../kit/section';
import { ShowMore } from '../kit/show-more';
import { PayoutMethodForm } from '../profile/payout-method-form';
import { ReferralFigures, ReferralLink } from './referral-link';
import { usePartnerEarnings } from './use-partner-earnings';

export interface PartnerEarningsPageProps {
  /** `createPartnerClient()` from `@bb/api-client`, signed in as the partner. */
  client: PartnerClient;
  /** The site's origin the link starts with. */
  origin: string;
}

/**
 * The referral partner's `earnings/` (and home): their link with a copy button and its funnel
 * (visits, sign-ups, customers who ordered), the commissions by period and by state, the next
 * payout date, the payout method (a PayPal e-mail set with the password) and the payouts. The
 * page's `h1` is the host's.
 */
export function PartnerEarningsPage({ client, origin }: PartnerEarningsPageProps) {
  const page = usePartnerEarnings({ client, origin });
  const { texts, overview, payouts } = page;
  if (page.status === 'error') return <LoadRetry label={texts.reload} onRetry={page.reload} />;
  if (!overview) return <Spinner label={texts.loading} />;
  return (
    <div className="bb-balance-page bb-referral-page">
      <OrderSection title={texts.link}>
        <p className="bb-financial-overview__note">{texts.linkIntro(overview.percent)}</p>
        <ReferralLink link={overview.link} />
      </OrderSection>
      <OrderSection title={texts.funnel}>
        <ReferralFigures figures={overview.funnel} />
      </OrderSection>
      <OrderSection title={texts.commissions}>
        <ReferralFigures figures={overview.periods} />
        <ReferralFigures figures={overview.states} />
        <p className="bb-financial-overview__next">
          <strong>{texts.nextPayout(overview.nextPayoutDate)}</strong>
        </p>
        <p className="bb-financial-overview__note">{texts.schedule}</p>
      </OrderSection>
      <OrderSection title={texts.payoutMethod}>
        <PayoutMethodForm client={client} />
      </OrderSection>
      <OrderSection title={texts.payouts}>
        {payouts.views.length === 0 ? (
          <p className="bb-balance-page__empty">{texts.noPayouts}</p>
        ) : (
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
                  {texts.payoutCommissions}
                </th>
                <th scope="col">{texts.payoutTo}</th>
                <th scope="col">{texts.payoutStatus}</th>
              </tr>
            </thead>
            <tbody>
              {payouts.views.map((payout) => (
                <tr key={payout.id}>
                  <td>{payout.date}</td>
                  <td className="bb-balance-ledger__amount">{payout.amount}</td>
                  <td className="bb-balance-ledger__amount">{payout.earningsQty}</td>
                  <td>{payout.paypalEmail}</td>
                  <td>
                    <span
                      className={`bb-order-status bb-financial-overview__payout--${payout.status}`}
                    >
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
        )}
        <ShowMore list={payouts} />
      </OrderSection>
    </div>
  );
}
