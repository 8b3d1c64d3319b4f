import type { SupportContractPeriod } from '@bb/api-client';
import { formatPrice } from '../kit/format';
import { formatDuration } from './sla-clock';
import { RATE_KIND_LABELS, SUPPORT_AGENT_TEXTS } from './support-agent-texts';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;

/** A UTC day as the contract shows it: 'Nov 01, 2026'. */
export function formatDay(at: number): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(at);
}

/** A UTC day as a date field holds it: '2026-11-01'. */
export function isoDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** A period's facts in words: its days (the last one included), rate, targets and figures. */
export function contractPeriodView(period: SupportContractPeriod) {
  const texts = SUPPORT_AGENT_TEXTS;
  const { figures } = period;
  const rate = `${formatPrice(period.rate_cents)} ${RATE_KIND_LABELS[period.rate_kind]}`;
  return {
    id: period.id,
    period: `${formatDay(period.period_start)} – ${formatDay(period.period_end - DAY)}`,
    terms: period.terms,
    rate: period.rate_kind === 'per_hour' ? `${rate}, ${period.contracted_hours} hours` : rate,
    targets: texts.targetsValue(
      formatDuration(period.first_response_minutes * MINUTE),
      formatDuration(period.resolution_minutes * MINUTE),
    ),
    answered: String(figures.tickets_answered),
    median:
      figures.median_first_response_ms === null
        ? texts.noMedian
        : formatDuration(figures.median_first_response_ms),
    breaches: texts.breachesValue(
      figures.breaches,
      figures.first_response_breaches,
      figures.resolution_breaches,
    ),
    earned: formatPrice(figures.earned_cents),
  };
}

export type ContractPeriodView = ReturnType<typeof contractPeriodView>;
