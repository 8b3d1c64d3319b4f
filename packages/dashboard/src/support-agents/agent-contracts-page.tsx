import type { SupportClient } from '@bb/api-client';
import { Button, FormError, LoadRetry, Spinner, TextAreaField, TextField } from '@bb/ui';
import { clsx } from 'clsx';
import { useId } from 'react';
import { OrderAnnouncement } from '../kit/announcement';
import { ShowMore } from '../kit/show-more';
import { ContractPeriodFacts } from './contract-period-facts';
import { formatDay } from './contract-period-view';
import { RATE_KIND_LABELS } from './support-agent-texts';
import { type ContractFormField, useAgentContracts } from './use-agent-contracts';

export interface AgentContractsPageProps {
  /** `createSupportClient()` from `@bb/api-client`. */
  client: SupportClient;
  /** The support agent's account id. */
  agentId: number;
  className?: string;
}

/**
 * The operator's page of one support agent's contract (from the staff list): the agent's periods
 * with their figures, the latest first, each with 'Change', and the form that adds a period (or
 * changes the chosen one): its days, terms, how it is paid (per ticket answered, or per hour for
 * the contracted hours), the rate in dollars and the SLA targets in minutes.
 */
export function AgentContractsPage({ client, agentId, className }: AgentContractsPageProps) {
  const page = useAgentContracts({ client, agentId });
  const { texts, list, values, errors } = page;
  const headingId = useId();
  const kindId = useId();
  if (list.status === 'error') return <LoadRetry label={texts.reload} onRetry={list.reload} />;
  if (list.status === 'loading') return <Spinner label={texts.loadingContracts} />;
  const field = (name: ContractFormField, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => page.setValue(name, event.target.value)}
    />
  );
  return (
    <div className={clsx('bb-contract', className)}>
      <h2 className="bb-order-section-title">{texts.agentContracts(page.agentEmail ?? '')}</h2>
      <section className="bb-contract__period" aria-label={texts.periods}>
        {page.periods.length === 0 ? (
          <p>{texts.noPeriods}</p>
        ) : (
          <ul className="bb-contract__past-list" aria-label={texts.periods}>
            {page.periods.map(({ period, view }) => (
              <li key={period.id} className="bb-contract__past">
                <ContractPeriodFacts period={view} />
                <Button
                  variant="secondary"
                  aria-label={`${texts.edit} ${view.period}`}
                  onClick={() => page.edit(period)}
                >
                  {texts.edit}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <ShowMore list={list} />
      </section>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="bb-order-section-title">
          {page.editing ? texts.editPeriod(formatDay(page.editing.period_start)) : texts.newPeriod}
        </h2>
        <form
          className="bb-dashboard-form bb-contract__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void page.save();
          }}
        >
          <FormError message={errors.form} />
          {field('period_start', texts.periodStart, 'date')}
          {field('period_end', texts.periodEnd, 'date')}
          <TextAreaField
            label={texts.terms}
            value={values.terms}
            error={errors.terms}
            onChange={(event) => page.setValue('terms', event.target.value)}
          />
          <div className="bb-field">
            <div className="bb-field__label-row">
              <label className="bb-field__label" htmlFor={kindId}>
                {texts.rateKind}
              </label>
            </div>
            <select
              id={kindId}
              className="bb-field__input"
              value={values.rate_kind}
              onChange={(event) => page.setValue('rate_kind', event.target.value)}
            >
              {Object.entries(RATE_KIND_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          {field('rate', texts.rateCents)}
          {values.rate_kind === 'per_hour' && field('contracted_hours', texts.contractedHours)}
          {field('first_response_minutes', texts.firstResponseMinutes)}
          {field('resolution_minutes', texts.resolutionMinutes)}
          <div className="bb-staff-ticket__actions">
            <Button type="submit" loading={page.saving}>
              {texts.save}
            </Button>
            {page.editing && (
              <Button variant="secondary" onClick={page.cancel}>
                {texts.cancel}
              </Button>
            )}
          </div>
        </form>
        <OrderAnnouncement announcement={page.announcement} />
      </section>
    </div>
  );
}
