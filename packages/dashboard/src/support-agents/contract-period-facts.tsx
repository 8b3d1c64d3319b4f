import type { ContractPeriodView } from './contract-period-view';
import { SUPPORT_AGENT_TEXTS } from './support-agent-texts';

/** A period's facts as a description list: days, terms, rate, targets, figures, earnings. */
export function ContractPeriodFacts({
  period,
  earnedLabel = SUPPORT_AGENT_TEXTS.earnedPast,
}: {
  period: ContractPeriodView;
  earnedLabel?: string;
}) {
  const texts = SUPPORT_AGENT_TEXTS;
  const facts: Array<[string, string]> = [
    [texts.period, period.period],
    [texts.terms, period.terms],
    [texts.rate, period.rate],
    [texts.targets, period.targets],
    [texts.ticketsAnswered, period.answered],
    [texts.medianFirstResponse, period.median],
    [texts.breaches, period.breaches],
    [earnedLabel, period.earned],
  ];
  return (
    <dl className="bb-contract__facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
