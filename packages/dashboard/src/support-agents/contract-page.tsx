import type { SupportClient } from '@bb/api-client';
import { LoadRetry, Spinner } from '@bb/ui';
import { clsx } from 'clsx';
import { useId } from 'react';
import { ShowMore } from '../kit/show-more';
import { ContractPeriodFacts } from './contract-period-facts';
import { useAgentContract } from './use-agent-contract';

export interface ContractPageProps {
  /** `createSupportClient()` from `@bb/api-client`. */
  client: SupportClient;
  className?: string;
}

/**
 * The support agent's `contract/`: this period's terms, rate and SLA targets with its figures
 * against them (tickets answered, median first response, breaches) and what it earned so far;
 * then the past periods with theirs, the latest first, a page at a time.
 */
export function ContractPage({ client, className }: ContractPageProps) {
  const contract = useAgentContract({ client });
  const { texts, list } = contract;
  const currentId = useId();
  const pastId = useId();
  if (list.status === 'error') return <LoadRetry label={texts.reload} onRetry={list.reload} />;
  if (list.status === 'loading' && contract.current === undefined)
    return <Spinner label={texts.loadingContract} />;
  return (
    <div className={clsx('bb-contract', className)}>
      <section className="bb-contract__period" aria-labelledby={currentId}>
        <h2 id={currentId} className="bb-order-section-title">
          {texts.currentPeriod}
        </h2>
        {contract.current ? (
          <ContractPeriodFacts period={contract.current} earnedLabel={texts.earned} />
        ) : (
          <p>{texts.noContract}</p>
        )}
      </section>
      <section className="bb-contract__period" aria-labelledby={pastId}>
        <h2 id={pastId} className="bb-order-section-title">
          {texts.pastPeriods}
        </h2>
        {contract.past.length === 0 ? (
          <p>{texts.noPast}</p>
        ) : (
          <ul className="bb-contract__past-list" aria-label={texts.pastCaption}>
            {contract.past.map((period) => (
              <li key={period.id} className="bb-contract__past">
                <ContractPeriodFacts period={period} />
              </li>
            ))}
          </ul>
        )}
        <ShowMore list={list} />
      </section>
    </div>
  );
}
