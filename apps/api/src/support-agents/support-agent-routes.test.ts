import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password-hashing';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed-data';
import { type ApiClient, type ApiResponse, sendAtOnce, slugOf } from '../testing/api-client';
import { clientFactory } from '../testing/customer-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

type AgentTicket = {
  id: number;
  subject: string;
  status: string;
  assigned_user_id: number | null;
  sla: { first_response_due_at: number; first_response_at: number | null } | null;
};
type Figures = { tickets_answered: number; breaches: number; earned_cents: number };

const refusal = (response: ApiResponse) => [
  response.status,
  slugOf(response),
  response.json?.meta?.response?.field,
];

describe.each(ENGINES)('support agents on %s', (engine) => {
  let server: TestServer;
  let agent: ApiClient;
  let otherAgent: ApiClient;
  let customer: ApiClient;
  let operator: ApiClient;
  let otherAgentId: number;
  let agentId: number;
  const { signedIn, newClient } = clientFactory(() => server, '10.31.0');

  /** One more support agent, signed in on a client of their own. */
  async function newAgent(email: string) {
    const { id } = await server.ctx.db
      .insertInto('users')
      .values({
        email,
        password_hash: await hashPassword(DEMO_PASSWORD),
        role: 'support_contract',
        is_blocked: 0,
        name: null,
        email_verified_at: 0,
        policy_agreed_at: 0,
        marketing_agree: 0,
        utc_offset_min: 0,
        created_at: server.clock.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const client = newClient();
    await client.post('users/sessions', { login: email, password: DEMO_PASSWORD });
    return { id, client };
  }

  async function userId(email: string) {
    const row = await server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const list = async (client: ApiClient, view: 'assigned' | 'queue') => {
    const response = await client.get('support-agents/tickets', { query: { view, limit: '100' } });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    return response.json.body.tickets as AgentTicket[];
  };
  const figures = async (): Promise<Figures> =>
    (await agent.get('support-agents/contract')).json.body.current.figures;
  const newQueueTicket = async (subject: string) => {
    const opened = await customer.post('customers/tickets', { subject, message: 'Help, please.' });
    return opened.json.body.ticket.id as number;
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    [agent, customer, operator] = await Promise.all([
      signedIn('support_contract'),
      signedIn('customer'),
      signedIn('operator'),
    ]);
    agentId = await userId(DEMO_ACCOUNTS.support_contract);
    ({ id: otherAgentId, client: otherAgent } = await newAgent(`agent-b-${engine}@bb.example`));
  });
  afterAll(() => server.close());

  it('refuses every agent route to anyone signed out and to every other role', async () => {
    const [ticket] = await list(agent, 'assigned');
    if (!ticket) throw new Error('The demo agent has no ticket');
    const calls = (client: ApiClient) => [
      client.get('support-agents/tickets'),
      client.get('support-agents/agents'),
      client.get('support-agents/contract'),
      client.get(`support-agents/tickets/${ticket.id}`),
      client.get(`support-agents/tickets/${ticket.id}/messages`),
      client.get(`support-agents/tickets/${ticket.id}/notes`),
      client.post(`support-agents/tickets/${ticket.id}/claim`),
      client.post(`support-agents/tickets/${ticket.id}/messages`, { message: 'x' }),
      client.post(`support-agents/tickets/${ticket.id}/notes`, { note: 'x' }),
      client.post(`support-agents/tickets/${ticket.id}/assign`, {}),
      client.post(`support-agents/tickets/${ticket.id}/close`),
    ];
    for (const response of await Promise.all(calls(newClient()))) expect(response.status).toBe(401);
    for (const role of ['customer', 'writer', 'operator', 'seo', 'earnings'] as const) {
      for (const response of await Promise.all(calls(await signedIn(role))))
        expect(slugOf(response), role).toBe('user_role_required_user_not_matched');
    }
  });

  it('refuses the operator’s contract and assignment routes to every other role', async () => {
    const [ticket] = await list(agent, 'assigned');
    const calls = (client: ApiClient) => [
      client.get('operators/support-agents'),
      client.get(`operators/support-agents/${agentId}/contracts`),
      client.post(`operators/support-agents/${agentId}/contracts`, {}),
      client.post(`operators/support-agents/${agentId}/contracts/1`, {}),
      client.post(`operators/tickets/${ticket?.id}/assign`, {}),
      client.get(`operators/tickets/${ticket?.id}/notes`),
      client.post(`operators/tickets/${ticket?.id}/notes`, { note: 'x' }),
    ];
    for (const response of await Promise.all(calls(newClient()))) expect(response.status).toBe(401);
    for (const role of ['customer', 'writer', 'support_contract', 'seo', 'earnings'] as const) {
      for (const response of await Promise.all(calls(await signedIn(role))))
        expect(slugOf(response), role).toBe('user_role_required_user_not_matched');
    }
  });

  it('shows the agent their tickets and the queue with SLA clocks by their contract', async () => {
    const assigned = await list(agent, 'assigned');
    expect(assigned.map((ticket) => ticket.subject)).toEqual([
      'Where do I find the result files?',
      'Charged twice for one order',
      'Can I move my deadline by two days?',
    ]);
    const late = assigned[1];
    // Asked 6 hours ago with a 4-hour first-response target.
    expect(late?.sla?.first_response_due_at).toBeLessThan(server.clock.now);
    expect(assigned[2]?.sla?.first_response_due_at).toBeGreaterThan(server.clock.now);
    const queue = await list(agent, 'queue');
    expect(queue.map((ticket) => ticket.subject)).toContain('Does the price include revisions?');
    expect(queue.every((ticket) => ticket.assigned_user_id === null)).toBe(true);
    // The other agent has no contract: no clocks, and none of the demo agent's tickets.
    expect(await list(otherAgent, 'assigned')).toEqual([]);
    expect((await list(otherAgent, 'queue'))[0]?.sla).toBeNull();
  });

  it('counts an answer within the target, and a late one as a breach, on the contract', async () => {
    const before = await figures();
    const assigned = await list(agent, 'assigned');
    const inTime = assigned.find((ticket) => ticket.subject.startsWith('Can I move'));
    const late = assigned.find((ticket) => ticket.subject.startsWith('Charged twice'));
    const answer = (id: number | undefined) =>
      agent.post(`support-agents/tickets/${id}/messages`, { message: 'We are on it.' });
    expect((await answer(inTime?.id)).json.body.ticket.status).toBe('answered');
    expect(await figures()).toMatchObject({
      tickets_answered: before.tickets_answered + 1,
      breaches: before.breaches,
      earned_cents: before.earned_cents + 250,
    });
    expect((await answer(late?.id)).status).toBe(200);
    expect(await figures()).toMatchObject({
      tickets_answered: before.tickets_answered + 2,
      breaches: before.breaches + 1,
    });
    // The customer reads the answer signed by Support, never by the agent.
    const read = await customer.get(`customers/tickets/${inTime?.id}`);
    expect(read.json.body.ticket.messages[0]).toMatchObject({ party: 'operator' });
    expect(read.text).not.toContain(DEMO_ACCOUNTS.support_contract);
  });

  it('keeps internal notes from the customer: never in their answers', async () => {
    const [ticket] = await list(agent, 'assigned');
    const note = `Staff only ${engine} 7f3a`;
    const noted = await agent.post(`support-agents/tickets/${ticket?.id}/notes`, { note });
    expect(noted.json.body.ticket.notes[0]).toMatchObject({
      body: note,
      author: DEMO_ACCOUNTS.support_contract,
    });
    const seenByOperator = await operator.get(`operators/tickets/${ticket?.id}`);
    expect(seenByOperator.json.body.ticket.notes.map((n: { body: string }) => n.body)).toContain(
      note,
    );
    for (const response of [
      await customer.get(`customers/tickets/${ticket?.id}`),
      await customer.get(`customers/tickets/${ticket?.id}/messages`),
      await customer.get('customers/tickets', { query: { limit: '100' } }),
    ]) {
      expect(response.status).toBe(200);
      expect(response.text).not.toContain(note);
      expect(response.text).not.toContain('notes');
    }
  });

  it('hides another agent’s tickets by id, and hands a ticket on or back to the queue', async () => {
    const [ticket] = await list(agent, 'assigned');
    const id = ticket?.id;
    for (const response of [
      await otherAgent.get(`support-agents/tickets/${id}`),
      await otherAgent.get(`support-agents/tickets/${id}/messages`),
      await otherAgent.get(`support-agents/tickets/${id}/notes`),
      await otherAgent.post(`support-agents/tickets/${id}/messages`, { message: 'Mine now' }),
      await otherAgent.post(`support-agents/tickets/${id}/notes`, { note: 'x' }),
      await otherAgent.post(`support-agents/tickets/${id}/claim`),
      await otherAgent.post(`support-agents/tickets/${id}/assign`, {}),
      await otherAgent.post(`support-agents/tickets/${id}/close`),
    ])
      expect(refusal(response)).toEqual([404, 'not_found', 'ticket_id']);

    const customerId = await userId(DEMO_ACCOUNTS.customer);
    expect(
      refusal(
        await agent.post(`support-agents/tickets/${id}/assign`, { agent_id: String(customerId) }),
      ),
    ).toEqual([400, 'agent_not_found', 'agent_id']);
    const handed = await agent.post(`support-agents/tickets/${id}/assign`, {
      agent_id: String(otherAgentId),
    });
    expect(handed.json.body.ticket.assigned_user_id).toBe(otherAgentId);
    expect((await list(otherAgent, 'assigned')).map((t) => t.id)).toEqual([id]);
    expect((await agent.get(`support-agents/tickets/${id}`)).status).toBe(404);
    // Back to the queue: a waiting ticket waits there for anyone.
    await otherAgent.post(`support-agents/tickets/${id}/assign`, {});
    expect(await list(otherAgent, 'assigned')).toEqual([]);
    const operatorView = await operator.get(`operators/tickets/${id}`);
    expect(operatorView.json.body.ticket.assignee).toBeNull();
  });

  it('refuses bad input beside its field', async () => {
    const id = await newQueueTicket('Bad input');
    const cases: Array<[Promise<ApiResponse>, unknown[]]> = [
      [
        agent.get('support-agents/tickets', { query: { view: 'mine' } }),
        [400, 'invalid_request', 'view'],
      ],
      [
        agent.get('support-agents/tickets', { query: { limit: '101' } }),
        [400, 'invalid_request', 'limit'],
      ],
      [
        agent.post(`support-agents/tickets/${id}/notes`, { note: '  ' }),
        [400, 'invalid_request', 'note'],
      ],
      [
        agent.post(`support-agents/tickets/${id}/messages`, { message: '' }),
        [400, 'message_required', 'message'],
      ],
      [
        agent.post(`support-agents/tickets/${id}/assign`, { agent_id: 'x' }),
        [400, 'invalid_request', 'agent_id'],
      ],
      [agent.get('support-agents/tickets/abc'), [400, 'invalid_request', 'id']],
    ];
    for (const [response, expected] of cases) expect(refusal(await response)).toEqual(expected);
    const ticket = (await agent.get(`support-agents/tickets/${id}`)).json.body.ticket;
    expect(ticket).toMatchObject({ notes: [], assignee: null, status: 'waiting' });
  });

  it('gives a queued ticket to exactly one of two agents claiming it at once', async () => {
    const rounds = engine === 'postgres' ? 8 : 2;
    for (let round = 0; round < rounds; round++) {
      const id = await newQueueTicket(`Race ${round}`);
      const { accepted, refused } = await sendAtOnce(2, (index) =>
        (index === 0 ? agent : otherAgent).post(
          index === 0
            ? `support-agents/tickets/${id}/claim`
            : `support-agents/tickets/${id}/messages`,
          index === 0 ? undefined : { message: 'Taking it.' },
        ),
      );
      expect(accepted).toHaveLength(1);
      // The loser is told it is taken, or (once the winner has it) no longer sees it at all.
      expect(refused).toHaveLength(1);
      expect([
        [409, 'ticket_taken', undefined],
        [404, 'not_found', 'ticket_id'],
      ]).toContainEqual(refusal(refused[0] as ApiResponse));
      const row = await server.ctx.db
        .selectFrom('support_tickets')
        .select(['assigned_user_id', 'status'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const winner = accepted[0]?.json.body.ticket;
      expect(row.assigned_user_id).toBe(winner.assignee.id);
      // The answer came with the claim only when the answering agent won.
      expect(row.status).toBe(winner.assignee.id === agentId ? 'waiting' : 'answered');
    }
  });

  it('lets the operator assign tickets, see the assignee and set an agent’s contract', async () => {
    const id = await newQueueTicket('For the operator');
    const assigned = await operator.post(`operators/tickets/${id}/assign`, {
      agent_id: String(agentId),
    });
    expect(assigned.json.body.ticket.assignee).toEqual({
      id: agentId,
      email: DEMO_ACCOUNTS.support_contract,
    });
    const waiting = (await operator.get('operators/tickets', { query: { limit: '100' } })).json.body
      .tickets;
    expect(waiting.find((t: { id: number }) => t.id === id)?.assignee).toMatchObject({
      id: agentId,
    });
    expect((await operator.get('operators/support-agents')).json.body.agents).toContainEqual(
      expect.objectContaining({ id: otherAgentId }),
    );

    const path = `operators/support-agents/${otherAgentId}/contracts`;
    const period = {
      period_start: '2030-01-01',
      period_end: '2030-01-31',
      terms: 'Nights and weekends.',
      rate_kind: 'per_hour',
      rate_cents: '1800',
      contracted_hours: '40',
      first_response_minutes: '60',
      resolution_minutes: '1440',
    };
    const created = await operator.post(path, period);
    expect(created.json.body.period).toMatchObject({
      agent_id: otherAgentId,
      period_start: Date.UTC(2030, 0, 1),
      period_end: Date.UTC(2030, 1, 1),
      rate_kind: 'per_hour',
      figures: { tickets_answered: 0, earned_cents: 40 * 1800 },
    });
    const contractId = created.json.body.period.id;
    const edited = await operator.post(`${path}/${contractId}`, { ...period, rate_cents: '2000' });
    expect(edited.json.body.period.figures.earned_cents).toBe(40 * 2000);
    const refusals: Array<[Record<string, string>, unknown[]]> = [
      [{ ...period, period_end: '2029-12-31' }, [400, 'contract_period_invalid', 'period_end']],
      [{ ...period, period_start: '2030-02-30' }, [400, 'invalid_request', 'period_start']],
      [{ ...period, rate_cents: '0' }, [400, 'invalid_request', 'rate_cents']],
      [{ ...period, contracted_hours: '0' }, [400, 'invalid_request', 'contracted_hours']],
      [{ ...period, resolution_minutes: '30' }, [400, 'invalid_request', 'resolution_minutes']],
      [{ ...period, terms: '' }, [400, 'invalid_request', 'terms']],
      [
        { ...period, period_start: '2030-01-31', period_end: '2030-02-10' },
        [409, 'contract_overlap', 'period_start'],
      ],
    ];
    for (const [body, expected] of refusals)
      expect(refusal(await operator.post(path, body)), JSON.stringify(body)).toEqual(expected);
    // By id: a customer is no agent, and a period belongs to its agent.
    const customerId = await userId(DEMO_ACCOUNTS.customer);
    expect(refusal(await operator.get(`operators/support-agents/${customerId}/contracts`))).toEqual(
      [404, 'not_found', 'agent_id'],
    );
    expect(
      refusal(await operator.post(`operators/support-agents/${customerId}/contracts`, period)),
    ).toEqual([404, 'not_found', 'agent_id']);
    expect(
      refusal(
        await operator.post(`operators/support-agents/${agentId}/contracts/${contractId}`, period),
      ),
    ).toEqual([404, 'not_found', 'contract_id']);
    const periods = (await operator.get(path)).json.body.periods;
    expect(periods.map((p: { id: number }) => p.id)).toEqual([contractId]);
    const audited = await server.ctx.db
      .selectFrom('audit_events')
      .select('action')
      .where('subject_user_id', '=', otherAgentId)
      .execute();
    expect(audited.map((event) => event.action)).toEqual([
      'support_contract_created',
      'support_contract_changed',
    ]);
  });

  it('shows the agent their current period and their past ones with figures', async () => {
    const contract = (await agent.get('support-agents/contract')).json.body;
    expect(contract.current).toMatchObject({ rate_kind: 'per_ticket', rate_cents: 250 });
    expect(contract.past).toHaveLength(1);
    // The demo's past period: three answered, one of them 9 hours late on a 4-hour target.
    expect(contract.past[0].figures).toMatchObject({
      tickets_answered: 3,
      first_response_breaches: 1,
      resolution_breaches: 1,
      earned_cents: 600,
      median_first_response_ms: 3 * 60 * 60 * 1000,
    });
    // Another agent sees only their own contract.
    expect((await otherAgent.get('support-agents/contract')).json.body).toMatchObject({
      current: null,
      past: [],
    });
  });
});
