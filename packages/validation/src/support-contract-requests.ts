import * as v from 'valibot';
import { MAX_ID } from './constants';
import {
  formInteger,
  formText,
  INVALID_REQUEST,
  listPageFields,
  optionalField,
  withDefault,
} from './request-fields';
import {
  AGENT_TICKET_VIEWS,
  CONTRACT_HOURS_MAX,
  CONTRACT_RATE_MAX_CENTS,
  CONTRACT_TERMS_MAX_LENGTH,
  FIRST_RESPONSE_TARGET_MINUTES,
  RESOLUTION_TARGET_MINUTES,
  SUPPORT_CONTRACT_RATE_KINDS,
  SUPPORT_NOTE_MAX_LENGTH,
} from './support-contract';

const id = formInteger(1, MAX_ID);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day, `YYYY-MM-DD`, as the UTC midnight that starts it (epoch milliseconds). */
const day = v.pipe(
  v.string(INVALID_REQUEST),
  v.metadata({ type: 'string', format: 'date' }),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_REQUEST),
  v.check((text: string) => {
    const at = Date.parse(`${text}T00:00:00Z`);
    return Number.isFinite(at) && new Date(at).toISOString().startsWith(text);
  }, INVALID_REQUEST),
  v.transform((text: string) => Date.parse(`${text}T00:00:00Z`)),
);

/** A required text: not blank, within `max` characters (a longer one is refused, not cut). */
const requiredText = (max: number, multiline: boolean) =>
  withDefault(v.pipe(formText(max, { multiline }), v.minLength(1, INVALID_REQUEST)), '');

/** GET /support-agents/tickets: the agent's assigned tickets (by default) or the queue, a page. */
export const agentTicketsQuery = v.object({
  ...listPageFields,
  view: withDefault(v.picklist(AGENT_TICKET_VIEWS, INVALID_REQUEST), 'assigned'),
});

/** GET /support-agents/agents, /operators/support-agents, a contract's periods: a page. */
export const supportAgentListQuery = v.object({ ...listPageFields });

/** POST …/tickets/{id}/assign: the agent who takes the ticket, or none (back to the queue). */
export const ticketAssignBody = v.object({ agent_id: optionalField(id) });

/** POST …/tickets/{id}/notes: an internal note, seen by staff only. */
export const supportNoteBody = v.object({
  note: requiredText(SUPPORT_NOTE_MAX_LENGTH, true),
});

/** …/operators/support-agents/{id}/contracts: the agent's account id. */
export const supportAgentParams = v.object({ id: withDefault(id, '') });

/** POST /operators/support-agents/{id}/contracts/{contract_id}: an agent's contract period. */
export const supportContractParams = v.object({
  id: withDefault(id, ''),
  contract_id: withDefault(id, ''),
});

/**
 * A contract period as the operator sets it: its first and last day (UTC, both included), its
 * terms, how it earns (`rate_cents` per ticket answered, or per hour for `contracted_hours`) and
 * its SLA targets in minutes (resolution no sooner than first response). Each refusal names its
 * field.
 */
export const supportContractBody = v.pipe(
  v.object({
    period_start: withDefault(day, ''),
    period_end: withDefault(day, ''),
    terms: requiredText(CONTRACT_TERMS_MAX_LENGTH, true),
    rate_kind: withDefault(v.picklist(SUPPORT_CONTRACT_RATE_KINDS, INVALID_REQUEST), 'per_ticket'),
    rate_cents: withDefault(formInteger(1, CONTRACT_RATE_MAX_CENTS), ''),
    contracted_hours: withDefault(formInteger(0, CONTRACT_HOURS_MAX), '0'),
    first_response_minutes: withDefault(
      formInteger(FIRST_RESPONSE_TARGET_MINUTES.min, FIRST_RESPONSE_TARGET_MINUTES.max),
      '',
    ),
    resolution_minutes: withDefault(
      formInteger(RESOLUTION_TARGET_MINUTES.min, RESOLUTION_TARGET_MINUTES.max),
      '',
    ),
  }),
  v.forward(
    v.check((body) => body.period_end >= body.period_start, 'contract_period_invalid'),
    ['period_end'],
  ),
  v.forward(
    v.check((body) => body.rate_kind !== 'per_hour' || body.contracted_hours > 0, INVALID_REQUEST),
    ['contracted_hours'],
  ),
  v.forward(
    v.check((body) => body.resolution_minutes >= body.first_response_minutes, INVALID_REQUEST),
    ['resolution_minutes'],
  ),
  // Stored with the end exclusive: the midnight after the last day.
  v.transform((body) => ({ ...body, period_end: body.period_end + DAY_MS })),
);
