import type { PageInfo } from '@bb/validation';
import type { SupportTicket, SupportTicketSummary } from './api-types';
import type { CallContext } from './call-context';
import { type PageOptions, pageQuery } from './page-options';
import type { RequestOptions } from './transport';

export const AGENT_TICKETS_PATH = '/support-agents/tickets';
export const OPERATOR_SUPPORT_AGENTS_PATH = '/operators/support-agents';

/** Staff who work tickets: a support agent, or an operator. */
export type SupportStaffReader = 'agent' | 'operator';

/** The agent's lists: the tickets assigned to them, or the unassigned queue. */
export type AgentTicketView = 'assigned' | 'queue';

/**
 * A ticket's SLA clocks, by the contract of the agent who works it (millisecond timestamps): when
 * its first response and its resolution are due, and when they came (null: not yet).
 */
export interface SlaClocks {
  first_response_due_at: number;
  first_response_at: number | null;
  resolution_due_at: number;
  resolved_at: number | null;
}

/** A ticket in the agent's lists: null `sla` without a current contract. */
export interface AgentTicketSummary extends SupportTicketSummary {
  assigned_user_id: number | null;
  sla: SlaClocks | null;
}

/** Body of GET /support-agents/tickets: a page of the agent's tickets or of the queue. */
export interface AgentTickets extends PageInfo {
  tickets: AgentTicketSummary[];
}

/** A staff-only note on a ticket, by its author as staff know them (name or e-mail). */
export interface SupportNote {
  id: number;
  body: string;
  author: string;
  /** Millisecond timestamp. */
  created_at: number;
}

export interface SupportNotes extends PageInfo {
  notes: SupportNote[];
}

/** A ticket as staff read it: its assignee, its SLA clocks and the newest page of its notes. */
export interface StaffSupportTicket extends SupportTicket {
  assignee: { id: number; email: string } | null;
  sla: SlaClocks | null;
  notes: SupportNote[];
  notes_next_cursor: string | null;
}

/** A support agent, as a ticket's assignment offers them. */
export interface SupportAgent {
  id: number;
  email: string;
  name: string | null;
}

export interface SupportAgents extends PageInfo {
  agents: SupportAgent[];
}

/** How a contract period earns: per ticket answered, or per contracted hour. */
export type SupportContractRateKind = 'per_ticket' | 'per_hour';

/** A contract period's figures against its targets; money in cents, durations in milliseconds. */
export interface SupportContractFigures {
  tickets_answered: number;
  tickets_resolved: number;
  /** null: nothing answered in the period. */
  median_first_response_ms: number | null;
  first_response_breaches: number;
  resolution_breaches: number;
  breaches: number;
  earned_cents: number;
}

/** A period of an agent's contract, [period_start, period_end) as UTC midnights. */
export interface SupportContractPeriod {
  id: number;
  agent_id: number;
  period_start: number;
  period_end: number;
  terms: string;
  rate_kind: SupportContractRateKind;
  rate_cents: number;
  contracted_hours: number;
  first_response_minutes: number;
  resolution_minutes: number;
  figures: SupportContractFigures;
}

/** Body of GET /support-agents/contract: the current period (first page only) and past ones. */
export interface AgentContract extends PageInfo {
  current?: SupportContractPeriod | null;
  past: SupportContractPeriod[];
}

/** Body of GET /operators/support-agents/{id}/contracts: the agent and their periods. */
export interface AgentContracts extends PageInfo {
  agent: SupportAgent;
  periods: SupportContractPeriod[];
}

/** A period as the operator sets it: days as `YYYY-MM-DD` (UTC, both included). */
export interface SupportContractForm {
  period_start: string;
  period_end: string;
  terms: string;
  rate_kind: SupportContractRateKind;
  rate_cents: number;
  contracted_hours: number;
  first_response_minutes: number;
  resolution_minutes: number;
}

const staffTicketPath = (reader: SupportStaffReader, id: number, step?: string) =>
  `${reader === 'agent' ? AGENT_TICKETS_PATH : '/operators/tickets'}/${encodeURIComponent(
    String(id),
  )}${step ? `/${step}` : ''}`;

/**
 * The support agents' calls (their workspace and contract) and the operator's side of them
 * (assignment, notes, contracts). Reading, answering a ticket goes through the support calls
 * with the reader `agent`.
 */
export function createSupportAgentCalls({ transport }: CallContext) {
  return {
    /** GET /support-agents/tickets: a page of the agent's tickets (the oldest first) or of the queue. */
    agentTickets: ({ view, ...page }: PageOptions & { view?: AgentTicketView } = {}) =>
      transport.send<AgentTickets>({
        method: 'GET',
        path: AGENT_TICKETS_PATH,
        query: { ...pageQuery(page), view },
        signal: page.signal,
      }),

    /** GET …/tickets/{id} as staff: the ticket with its assignee, SLA clocks and notes. */
    staffTicket: (reader: SupportStaffReader, id: number, { signal }: RequestOptions = {}) =>
      transport.send<{ ticket: StaffSupportTicket }>({
        method: 'GET',
        path: staffTicketPath(reader, id),
        signal,
      }),

    /** POST /support-agents/tickets/{id}/claim: the agent takes a queued ticket (ticket_taken if another was first). */
    claimTicket: (id: number, { signal }: RequestOptions = {}) =>
      transport.send<{ ticket: StaffSupportTicket }>({
        method: 'POST',
        path: staffTicketPath('agent', id, 'claim'),
        signal,
      }),

    /** POST …/tickets/{id}/assign: to an agent, or (null) back to the queue. */
    assignTicket: (
      reader: SupportStaffReader,
      id: number,
      agentId: number | null,
      { signal }: RequestOptions = {},
    ) =>
      transport.send<{ ticket: AgentTicketSummary | StaffSupportTicket }>({
        method: 'POST',
        path: staffTicketPath(reader, id, 'assign'),
        form: { agent_id: agentId === null ? undefined : String(agentId) },
        signal,
      }),

    /** POST …/tickets/{id}/notes: an internal note, never shown to the customer. */
    addTicketNote: (
      reader: SupportStaffReader,
      id: number,
      note: string,
      { signal }: RequestOptions = {},
    ) =>
      transport.send<{ ticket: StaffSupportTicket }>({
        method: 'POST',
        path: staffTicketPath(reader, id, 'notes'),
        form: { note },
        signal,
      }),

    /** GET …/tickets/{id}/notes: a page of the notes, the newest first. */
    ticketNotes: (reader: SupportStaffReader, id: number, page: PageOptions = {}) =>
      transport.send<SupportNotes>({
        method: 'GET',
        path: staffTicketPath(reader, id, 'notes'),
        query: pageQuery(page),
        signal: page.signal,
      }),

    /** POST /support-agents/tickets/{id}/close: the agent closes a ticket (their resolution). */
    closeTicketAsAgent: (id: number, { signal }: RequestOptions = {}) =>
      transport.send<{ ticket: StaffSupportTicket }>({
        method: 'POST',
        path: staffTicketPath('agent', id, 'close'),
        signal,
      }),

    /** GET …/support-agents: a page of the agents a ticket can go to. */
    supportAgents: (reader: SupportStaffReader, page: PageOptions = {}) =>
      transport.send<SupportAgents>({
        method: 'GET',
        path: reader === 'agent' ? '/support-agents/agents' : OPERATOR_SUPPORT_AGENTS_PATH,
        query: pageQuery(page),
        signal: page.signal,
      }),

    /** GET /support-agents/contract: the agent's current period and a page of past ones. */
    agentContract: (page: PageOptions = {}) =>
      transport.send<AgentContract>({
        method: 'GET',
        path: '/support-agents/contract',
        query: pageQuery(page),
        signal: page.signal,
      }),

    /** GET /operators/support-agents/{id}/contracts: an agent's periods, the latest first. */
    agentContracts: (agentId: number, page: PageOptions = {}) =>
      transport.send<AgentContracts>({
        method: 'GET',
        path: `${OPERATOR_SUPPORT_AGENTS_PATH}/${encodeURIComponent(String(agentId))}/contracts`,
        query: pageQuery(page),
        signal: page.signal,
      }),

    /** POST …/support-agents/{id}/contracts[/{contract_id}]: a new period, or a change to one. */
    saveContract: (
      agentId: number,
      form: SupportContractForm,
      contractId?: number,
      { signal }: RequestOptions = {},
    ) =>
      transport.send<{ period: SupportContractPeriod }>({
        method: 'POST',
        path: `${OPERATOR_SUPPORT_AGENTS_PATH}/${encodeURIComponent(String(agentId))}/contracts${
          contractId === undefined ? '' : `/${encodeURIComponent(String(contractId))}`
        }`,
        form: {
          ...form,
          rate_cents: String(form.rate_cents),
          contracted_hours: String(form.contracted_hours),
          first_response_minutes: String(form.first_response_minutes),
          resolution_minutes: String(form.resolution_minutes),
        },
        signal,
      }),
  };
}
