import {
  ApiError,
  type SupportClient,
  type SupportContractForm,
  type SupportContractPeriod,
} from '@bb/api-client';
import { ERROR_CATALOGUE, mapServerErrors } from '@bb/validation';
import { useState } from 'react';
import { type Announcement, useAnnouncement } from '../kit/use-announcement';
import { usePagedList } from '../kit/use-paged-list';
import { contractPeriodView, isoDay } from './contract-period-view';
import { SUPPORT_AGENT_TEXTS } from './support-agent-texts';

const DAY = 24 * 60 * 60 * 1000;

/** The form's fields, as typed: the rate in dollars ('2.50'), the rest as the API takes them. */
export type ContractFormValues = Record<
  | 'period_start'
  | 'period_end'
  | 'terms'
  | 'rate_kind'
  | 'rate'
  | 'contracted_hours'
  | 'first_response_minutes'
  | 'resolution_minutes',
  string
>;
export type ContractFormField = keyof ContractFormValues;

const EMPTY: ContractFormValues = {
  period_start: '',
  period_end: '',
  terms: '',
  rate_kind: 'per_ticket',
  rate: '',
  contracted_hours: '0',
  first_response_minutes: '240',
  resolution_minutes: '2880',
};

/** A period's values in the form, to change it. */
function valuesOf(period: SupportContractPeriod): ContractFormValues {
  return {
    period_start: isoDay(period.period_start),
    period_end: isoDay(period.period_end - DAY),
    terms: period.terms,
    rate_kind: period.rate_kind,
    rate: (period.rate_cents / 100).toFixed(2),
    contracted_hours: String(period.contracted_hours),
    first_response_minutes: String(period.first_response_minutes),
    resolution_minutes: String(period.resolution_minutes),
  };
}

/** Dollars typed ('2.5', '$1,800') as whole cents; NaN when they are no amount (the API refuses it). */
export function centsOf(dollars: string): number {
  const text = dollars.replace(/[$,\s]/g, '');
  return /^\d{1,7}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}

/** Where a refusal goes: beside the field the server names (its `rate_cents` is our `rate`). */
function fieldOf(error: unknown): ContractFormField | 'form' {
  const field = error instanceof ApiError ? error.field : undefined;
  if (field === 'rate_cents') return 'rate';
  return field !== undefined && Object.hasOwn(EMPTY, field) ? (field as ContractFormField) : 'form';
}

/**
 * The operator's page of a support agent's contract: the agent's periods with their figures, the
 * latest first, a page at a time, and a form that adds a period or changes one ('Change').
 * Refusals show beside the field the server names.
 */
export function useAgentContracts({ client, agentId }: { client: SupportClient; agentId: number }) {
  const [agentEmail, setAgentEmail] = useState<string | null>(null);
  const list = usePagedList(`agent-contracts:${agentId}`, async (cursor, signal) => {
    const page = await client.agentContracts(agentId, { cursor, signal });
    setAgentEmail(page.agent.email);
    return { items: page.periods, next_cursor: page.next_cursor };
  });
  const [values, setValues] = useState<ContractFormValues>(EMPTY);
  const [editing, setEditing] = useState<SupportContractPeriod | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ContractFormField | 'form', string>>>({});
  const [saving, setSaving] = useState(false);
  const { announcement, announce } = useAnnouncement();

  async function save(): Promise<void> {
    if (saving) return;
    setSaving(true);
    setErrors({});
    const form: SupportContractForm = {
      period_start: values.period_start,
      period_end: values.period_end,
      terms: values.terms,
      rate_kind: values.rate_kind === 'per_hour' ? 'per_hour' : 'per_ticket',
      rate_cents: centsOf(values.rate),
      contracted_hours: Number(values.contracted_hours),
      first_response_minutes: Number(values.first_response_minutes),
      resolution_minutes: Number(values.resolution_minutes),
    };
    try {
      const { period } = await client.saveContract(agentId, form, editing?.id);
      if (editing) list.replaceItem(period);
      else list.reload();
      setEditing(null);
      setValues(EMPTY);
      announce(SUPPORT_AGENT_TEXTS.saved, 'success');
    } catch (error) {
      const { fields } = mapServerErrors(error, ERROR_CATALOGUE);
      setErrors({ [fieldOf(error)]: fields.form ?? Object.values(fields)[0] ?? '' });
    } finally {
      setSaving(false);
    }
  }

  return {
    texts: SUPPORT_AGENT_TEXTS,
    list,
    agentEmail,
    periods: list.items.map((period) => ({ period, view: contractPeriodView(period) })),
    values,
    setValue: (field: ContractFormField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    errors,
    editing,
    edit: (period: SupportContractPeriod) => {
      setEditing(period);
      setValues(valuesOf(period));
      setErrors({});
    },
    cancel: () => {
      setEditing(null);
      setValues(EMPTY);
      setErrors({});
    },
    saving,
    save,
    announcement: announcement as Announcement | null,
  };
}

export type UseAgentContractsResult = ReturnType<typeof useAgentContracts>;
