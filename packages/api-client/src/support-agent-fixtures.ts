import type {
  AgentTicketSummary,
  StaffSupportTicket,
  SupportContractPeriod,
} from './support-agent-calls';
import { supportTicketOf } from './support-fixtures';

const HOUR = 60 * 60 * 1000;
/** The fixtures' "now": 2026-11-21 12:00 UTC (stories and tests pass it as their clock). */
export const SUPPORT_AGENT_FIXTURE_NOW = Date.UTC(2026, 10, 21, 12, 0);

/**
 * A ticket in the demo agent's list, asked `askedHoursAgo` before SUPPORT_AGENT_FIXTURE_NOW, with
 * SLA clocks of a 4-hour first response and a 2-day resolution; any field overridden.
 */
export function agentTicketOf(
  id: number,
  subject: string,
  askedHoursAgo: number,
  overrides: Partial<AgentTicketSummary> = {},
): AgentTicketSummary {
  const createdAt = SUPPORT_AGENT_FIXTURE_NOW - askedHoursAgo * HOUR;
  return {
    id,
    subject,
    status: 'waiting',
    order_id: null,
    created_at: createdAt,
    last_activity_at: createdAt,
    assigned_user_id: 90,
    sla: {
      first_response_due_at: createdAt + 4 * HOUR,
      first_response_at: null,
      resolution_due_at: createdAt + 48 * HOUR,
      resolved_at: null,
    },
    ...overrides,
  };
}

/** The demo ticket as staff read it: assigned to the demo agent, with one internal note. */
export function staffSupportTicketOf(
  overrides: Partial<StaffSupportTicket> = {},
): StaffSupportTicket {
  const ticket = supportTicketOf();
  return {
    ...ticket,
    assignee: { id: 90, email: 'support-contract@demo.bb.example' },
    sla: {
      first_response_due_at: ticket.created_at + 4 * HOUR,
      first_response_at: null,
      resolution_due_at: ticket.created_at + 48 * HOUR,
      resolved_at: null,
    },
    notes: [
      {
        id: 1,
        body: 'Asked the expert for a delivery date.',
        author: 'support-contract@demo.bb.example',
        created_at: ticket.created_at + HOUR,
      },
    ],
    notes_next_cursor: null,
    ...overrides,
  };
}

/** A contract period of the demo agent (November 2026, per ticket, $2.50), figures overridable. */
export function contractPeriodOf(
  overrides: Partial<SupportContractPeriod> = {},
): SupportContractPeriod {
  return {
    id: 2,
    agent_id: 90,
    period_start: Date.UTC(2026, 10, 1),
    period_end: Date.UTC(2026, 11, 1),
    terms: 'Support in English, weekdays 9:00 to 17:00 UTC. Paid per ticket answered.',
    rate_kind: 'per_ticket',
    rate_cents: 250,
    contracted_hours: 0,
    first_response_minutes: 240,
    resolution_minutes: 2880,
    figures: {
      tickets_answered: 12,
      tickets_resolved: 9,
      median_first_response_ms: 95 * 60 * 1000,
      first_response_breaches: 1,
      resolution_breaches: 0,
      breaches: 1,
      earned_cents: 3000,
    },
    ...overrides,
  };
}
