import {
  agentTicketOf,
  contractPeriodOf,
  createMockSupportClient,
  fail,
  type MockRoutes,
  SUPPORT_AGENT_FIXTURE_NOW as NOW,
  ok,
  staffSupportTicketOf,
} from '@bb/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAgentContract } from './use-agent-contract';
import { useAgentContracts } from './use-agent-contracts';
import { useAgentTickets } from './use-agent-tickets';
import { useStaffTicket } from './use-staff-ticket';

const now = () => NOW;
const AGENTS = ok({
  agents: [
    { id: 90, email: 'support-contract@demo.bb.example', name: null },
    { id: 91, email: 'li@bb.example', name: 'Li Wei' },
  ],
  next_cursor: null,
});

describe('useAgentTickets', () => {
  it('lists the agent’s tickets with their SLA clocks, asking for the view chosen', async () => {
    const { client, mock } = createMockSupportClient({
      'GET /support-agents/tickets': ok({
        tickets: [agentTicketOf(3, 'Charged twice', 6), agentTicketOf(4, 'Deadline', 0.5)],
        next_cursor: null,
      }),
    });
    const { result } = renderHook(() =>
      useAgentTickets({ client, view: 'queue', ticketHref: (id) => `#t${id}`, now }),
    );
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    expect(result.current.items).toEqual([
      {
        id: 3,
        title: 'Charged twice',
        href: '#t3',
        meta: 'First response overdue by 2 h · Resolution due in 1 d 18 h',
      },
      expect.objectContaining({ meta: expect.stringMatching(/^First response due in 3 h 30 min/) }),
    ]);
    expect(mock.requests[0]?.query.get('view')).toBe('queue');
  });
});

function staffTicket(routes: MockRoutes, ticket = staffSupportTicketOf()) {
  const { client, mock } = createMockSupportClient({
    'GET /support-agents/agents': AGENTS,
    ...routes,
  });
  const show = vi.fn();
  const hook = renderHook(() => useStaffTicket({ client, reader: 'agent', ticket, show, now }));
  return { mock, show, ...hook };
}

describe('useStaffTicket', () => {
  it('takes a queued ticket and shows it as the server answers', async () => {
    const queued = staffSupportTicketOf({ assignee: null });
    const taken = staffSupportTicketOf();
    const { result, show } = staffTicket(
      { 'POST /support-agents/tickets/7/claim': ok({ ticket: taken }) },
      queued,
    );
    expect(result.current.canTake).toBe(true);
    await act(() => result.current.take());
    expect(show).toHaveBeenCalledWith(taken);
    expect(result.current.announcement?.text).toBe('The ticket is yours now.');
  });

  it('says another agent took it first', async () => {
    const { result } = staffTicket(
      { 'POST /support-agents/tickets/7/claim': fail('ticket_taken', 409) },
      staffSupportTicketOf({ assignee: null }),
    );
    await act(() => result.current.take());
    expect(result.current.announcement).toMatchObject({
      text: 'Another agent has taken this ticket. Please reload the page to see who.',
      tone: 'error',
    });
  });

  it('refuses a blank note beside the note box, and the server’s refusal there too', async () => {
    const { result, mock } = staffTicket({
      'POST /support-agents/tickets/7/notes': fail('invalid_request', 400, { field: 'note' }),
    });
    await act(() => result.current.addNote());
    expect(result.current.noteError).toBe('Please write the note.');
    expect(mock.count('POST /support-agents/tickets/7/notes')).toBe(0);
    act(() => result.current.setNote('x'));
    await act(() => result.current.addNote());
    expect(result.current.noteError).toBeTruthy();
    expect(result.current.announcement).toBeNull();
  });

  it('hands the ticket to another agent, after which it is no longer the agent’s to work', async () => {
    const { result, mock } = staffTicket({
      'POST /support-agents/tickets/7/assign': ok({ ticket: agentTicketOf(7, 'x', 1) }),
    });
    await waitFor(() => expect(result.current.agentOptions).toHaveLength(2));
    // The agent working it is not offered: the queue and the other agent are.
    expect(result.current.agentOptions.map((option) => option.label)).toEqual([
      'The queue (nobody)',
      'Li Wei',
    ]);
    act(() => result.current.setTarget('91'));
    await act(() => result.current.assign());
    expect(mock.requests.at(-1)?.form?.toString()).toBe('agent_id=91');
    expect(result.current.handedTo).toBe('The ticket is assigned to li@bb.example.');
    expect(result.current.canClose).toBe(false);
  });
});

describe('useAgentContract', () => {
  it('shows this period’s figures and the past periods in words', async () => {
    const { client } = createMockSupportClient({
      'GET /support-agents/contract': ok({
        current: contractPeriodOf(),
        past: [
          contractPeriodOf({
            id: 1,
            period_start: Date.UTC(2026, 9, 1),
            period_end: Date.UTC(2026, 10, 1),
          }),
        ],
        next_cursor: null,
      }),
    });
    const { result } = renderHook(() => useAgentContract({ client }));
    await waitFor(() => expect(result.current.current).toBeTruthy());
    expect(result.current.current).toMatchObject({
      period: 'Nov 01, 2026 – Nov 30, 2026',
      rate: '$2.50 per ticket answered',
      targets: 'first response within 4 h, resolution within 2 d',
      answered: '12',
      median: '1 h 35 min',
      breaches: '1 (1 first response, 0 resolution)',
      earned: '$30.00',
    });
    expect(result.current.past.map((period) => period.period)).toEqual([
      'Oct 01, 2026 – Oct 31, 2026',
    ]);
  });
});

describe('useAgentContracts', () => {
  it('adds a period in cents, and shows a refusal beside the field the server names', async () => {
    const saved = contractPeriodOf({ id: 5 });
    const { client, mock } = createMockSupportClient({
      'GET /operators/support-agents/90/contracts': ok({
        agent: { id: 90, email: 'support-contract@demo.bb.example', name: null },
        periods: [],
        next_cursor: null,
      }),
      'POST /operators/support-agents/90/contracts': (request) =>
        request.form?.get('period_end') === '2026-11-30'
          ? ok({ period: saved })
          : fail('contract_period_invalid', 400, { field: 'period_end' }),
    });
    const { result } = renderHook(() => useAgentContracts({ client, agentId: 90 }));
    await waitFor(() => expect(result.current.agentEmail).toBe('support-contract@demo.bb.example'));
    const fill = (values: Record<string, string>) =>
      act(() => {
        for (const [field, value] of Object.entries(values))
          result.current.setValue(field as Parameters<typeof result.current.setValue>[0], value);
      });
    fill({
      period_start: '2026-11-01',
      period_end: '2026-10-30',
      terms: 'Weekdays',
      rate: '$2.50',
    });
    await act(() => result.current.save());
    expect(result.current.errors).toEqual({
      period_end: 'The period must end on or after the day it starts.',
    });
    fill({ period_end: '2026-11-30' });
    await act(() => result.current.save());
    const posted = mock.requests.filter((request) => request.method === 'POST').at(-1);
    expect(posted?.form?.get('rate_cents')).toBe('250');
    expect(result.current.announcement?.text).toBe('The period was saved.');
    expect(result.current.values.period_start).toBe('');
  });
});
