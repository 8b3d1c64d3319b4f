/**
 * A support agent's contract (the support_contract role): each period of it has its terms, a rate
 * and the SLA targets the agent's tickets are measured against. Our reading of spec §2's
 * "Support contract", see the dashboard's README.
 */

/** How a period earns: a rate per ticket answered, or per contracted hour. */
export const SUPPORT_CONTRACT_RATE_KINDS = ['per_ticket', 'per_hour'] as const;
export type SupportContractRateKind = (typeof SUPPORT_CONTRACT_RATE_KINDS)[number];

/** The agent's ticket lists: the tickets assigned to them, and the unassigned queue. */
export const AGENT_TICKET_VIEWS = ['assigned', 'queue'] as const;
export type AgentTicketView = (typeof AGENT_TICKET_VIEWS)[number];

/** A contract's bounds: a rate up to $1,000.00, up to 744 hours (a month), targets in minutes. */
export const CONTRACT_RATE_MAX_CENTS = 100_000;
export const CONTRACT_HOURS_MAX = 744;
export const CONTRACT_TERMS_MAX_LENGTH = 2000;
/** First response within 5 minutes to 7 days; resolution within 15 minutes to 30 days. */
export const FIRST_RESPONSE_TARGET_MINUTES = { min: 5, max: 7 * 24 * 60 } as const;
export const RESOLUTION_TARGET_MINUTES = { min: 15, max: 30 * 24 * 60 } as const;
/** An internal note's length in characters. */
export const SUPPORT_NOTE_MAX_LENGTH = 4000;
