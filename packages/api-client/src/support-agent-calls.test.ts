import { describe, expect, it } from 'vitest';
import { contractPeriodOf, createMockSupportClient, ok, staffSupportTicketOf } from './testing';

describe('the support agent calls', () => {
  it('send each call to its path with its form', async () => {
    const ticket = staffSupportTicketOf();
    const period = contractPeriodOf();
    const { mock, client } = createMockSupportClient({
      'GET /support-agents/tickets': ok({ tickets: [], next_cursor: null }),
      'GET /support-agents/tickets/7': ok({ ticket }),
      'POST /support-agents/tickets/7/claim': ok({ ticket }),
      'POST /support-agents/tickets/7/messages': ok({ ticket }),
      'POST /support-agents/tickets/7/notes': ok({ ticket }),
      'POST /support-agents/tickets/7/assign': ok({ ticket }),
      'POST /support-agents/tickets/7/close': ok({ ticket }),
      'POST /operators/tickets/7/assign': ok({ ticket }),
      'GET /support-agents/agents': ok({ agents: [], next_cursor: null }),
      'GET /support-agents/contract': ok({ current: period, past: [], next_cursor: null }),
      'GET /operators/support-agents/90/contracts': ok({ periods: [period], next_cursor: null }),
      'POST /operators/support-agents/90/contracts': ok({ period }),
      'POST /operators/support-agents/90/contracts/2': ok({ period }),
    });
    await client.agentTickets({ view: 'queue', cursor: 'abc' });
    expect((await client.staffTicket('agent', 7)).ticket.notes).toHaveLength(1);
    await client.claimTicket(7);
    await client.sendTicketMessage('agent', 7, 'Answer');
    await client.addTicketNote('agent', 7, 'Staff only');
    await client.assignTicket('agent', 7, null);
    await client.closeTicketAsAgent(7);
    await client.assignTicket('operator', 7, 91);
    await client.supportAgents('agent');
    expect((await client.agentContract()).current?.figures.earned_cents).toBe(3000);
    await client.agentContracts(90);
    const form = {
      period_start: '2026-12-01',
      period_end: '2026-12-31',
      terms: 'Weekdays',
      rate_kind: 'per_hour' as const,
      rate_cents: 1800,
      contracted_hours: 40,
      first_response_minutes: 60,
      resolution_minutes: 1440,
    };
    await client.saveContract(90, form);
    await client.saveContract(90, form, 2);
    expect(mock.unmatched).toEqual([]);
    const sent = mock.requests.map((request) => request.form?.toString() ?? `?${request.query}`);
    expect(sent.slice(0, 7)).toEqual([
      '?cursor=abc&view=queue',
      '?',
      '?',
      'message=Answer',
      'note=Staff+only',
      // Back to the queue: no agent_id.
      '',
      '?',
    ]);
    expect(sent[7]).toBe('agent_id=91');
    expect(sent.at(-1)).toBe(
      'period_start=2026-12-01&period_end=2026-12-31&terms=Weekdays&rate_kind=per_hour&rate_cents=1800&contracted_hours=40&first_response_minutes=60&resolution_minutes=1440',
    );
  });
});
