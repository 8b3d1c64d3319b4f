import {
  ApiError,
  type StaffSupportTicket,
  type SupportAgent,
  type SupportClient,
  type SupportStaffReader,
  type SupportTicket,
} from '@bb/api-client';
import { ERROR_CATALOGUE, mapServerErrors } from '@bb/validation';
import { useState } from 'react';
import { type Announcement, useAnnouncement } from '../kit/use-announcement';
import { useLoaded } from '../kit/use-loaded';
import { type SlaClockView, slaClockViews } from './sla-clock';
import { SUPPORT_AGENT_TEXTS } from './support-agent-texts';

/** The most agents the hand-over offers: one page of the agents, as a select holds them. */
const AGENTS_SHOWN = 100;

export interface UseStaffTicketOptions {
  client: SupportClient;
  reader: SupportStaffReader;
  /** The ticket as the page loaded it (staff's reading: assignee, SLA clocks, notes). */
  ticket: SupportTicket;
  /** Shows the ticket as a step answered it. */
  show: (ticket: SupportTicket) => void;
  now?: () => number;
}

/**
 * Staff's handling of one ticket: its SLA clocks, its assignee, taking it (an agent, from the
 * queue), handing it to another agent or back to the queue, closing it (an agent) and its
 * internal notes. A refusal is said in the live region, or beside the note.
 */
export function useStaffTicket({
  client,
  reader,
  ticket,
  show,
  now = Date.now,
}: UseStaffTicketOptions) {
  const staff = ticket as StaffSupportTicket;
  const agents = useLoaded(`support-agents:${reader}`, async (signal) => {
    const page = await client.supportAgents(reader, { limit: AGENTS_SHOWN, signal });
    return page.agents;
  });
  const { announcement, announce } = useAnnouncement();
  const [busy, setBusy] = useState(false);
  const [note, setNoteValue] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [target, setTarget] = useState('');
  /** Set once the agent handed the ticket on: it is no longer theirs to work. */
  const [handedTo, setHandedTo] = useState<string | null>(null);

  async function step(run: () => Promise<void>): Promise<void> {
    if (busy) return;
    setBusy(true);
    try {
      await run();
    } catch (error) {
      const { fields } = mapServerErrors(error, ERROR_CATALOGUE);
      const message = fields.form ?? Object.values(fields)[0] ?? '';
      // The server names the field it refused: a note's beside the note box.
      if (error instanceof ApiError && error.field === 'note') setNoteError(message);
      else announce(message, 'error');
    } finally {
      setBusy(false);
    }
  }

  const agentName = (id: number | null) =>
    id === null
      ? null
      : (agents.data?.find((agent) => agent.id === id)?.email ?? staff.assignee?.email ?? `#${id}`);

  return {
    texts: SUPPORT_AGENT_TEXTS,
    clocks: slaClockViews(staff, now()) as SlaClockView[],
    assignee: staff.assignee?.email ?? null,
    notes: staff.notes ?? [],
    busy,
    announcement: announcement as Announcement | null,
    handedTo,
    /** An agent may take a ticket that is in the queue. */
    canTake: reader === 'agent' && staff.assignee === null,
    canClose: reader === 'agent' && ticket.status !== 'closed' && handedTo === null,
    agentOptions: [
      { value: '', label: SUPPORT_AGENT_TEXTS.queueOption },
      ...(agents.data ?? [])
        .filter((agent: SupportAgent) => agent.id !== staff.assignee?.id)
        .map((agent) => ({ value: String(agent.id), label: agent.name ?? agent.email })),
    ],
    target,
    setTarget,
    note,
    setNote: (value: string) => {
      setNoteValue(value);
      setNoteError(null);
    },
    noteError,
    take: () =>
      step(async () => {
        show((await client.claimTicket(ticket.id)).ticket);
        announce(SUPPORT_AGENT_TEXTS.taken, 'success');
      }),
    assign: () =>
      step(async () => {
        const agentId = target === '' ? null : Number(target);
        const answer = await client.assignTicket(reader, ticket.id, agentId);
        const said =
          agentId === null
            ? SUPPORT_AGENT_TEXTS.backToQueue
            : SUPPORT_AGENT_TEXTS.assigned_to(agentName(agentId) ?? '');
        // An agent's hand-over ends their part; the operator keeps reading the ticket.
        if (reader === 'agent') setHandedTo(said);
        else show(answer.ticket as StaffSupportTicket);
        setTarget('');
        announce(said, 'success');
      }),
    close: () =>
      step(async () => {
        show((await client.closeTicketAsAgent(ticket.id)).ticket);
        announce(SUPPORT_AGENT_TEXTS.closed, 'success');
      }),
    addNote: () =>
      step(async () => {
        if (note.trim() === '') {
          setNoteError(SUPPORT_AGENT_TEXTS.noteRequired);
          return;
        }
        show((await client.addTicketNote(reader, ticket.id, note)).ticket);
        setNoteValue('');
        announce(SUPPORT_AGENT_TEXTS.noteAdded, 'success');
      }),
  };
}

export type UseStaffTicketResult = ReturnType<typeof useStaffTicket>;
