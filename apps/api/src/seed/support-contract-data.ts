import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The demo agent's targets: a first answer within 4 hours, a resolution within 2 days. */
const TARGETS = { first_response_minutes: 240, resolution_minutes: 2880 };

/** A demo ticket of the customer's, relative to the seed's `now`. */
type DemoTicket = {
  subject: string;
  question: string;
  /** How long ago the customer asked. */
  askedAgo: number;
  assigned: boolean;
  /** The agent's answer, this long after the question. */
  answerAfter?: number;
  answer?: string;
  /** Closed (resolved by the agent) this long after the question. */
  closedAfter?: number;
};

const TICKETS: DemoTicket[] = [
  // Assigned and waiting: one well within its first-response target, one already past it.
  {
    subject: 'Can I move my deadline by two days?',
    question: 'My professor extended the submission. Can the expert deliver two days later?',
    askedAgo: 30 * MINUTE,
    assigned: true,
  },
  {
    subject: 'Charged twice for one order',
    question: 'My card statement shows two payments for the same order. Can you check?',
    askedAgo: 6 * HOUR,
    assigned: true,
  },
  // Answered this period, in time.
  {
    subject: 'Where do I find the result files?',
    question: 'The expert says the work is delivered, but I cannot find the files.',
    askedAgo: 2 * DAY,
    assigned: true,
    answerAfter: 2 * HOUR,
    answer: 'They are on the order page under Files; the newest result is at the top.',
  },
  // Waiting in the queue, nobody's yet.
  {
    subject: 'Does the price include revisions?',
    question: 'If the result needs small changes, do I pay again?',
    askedAgo: 20 * MINUTE,
    assigned: false,
  },
  // The past period: two answered in time and closed, one answered late.
  {
    subject: 'How do I change my e-mail address?',
    question: 'I would like to use my university address for the account.',
    askedAgo: 20 * DAY,
    assigned: true,
    answerAfter: 1 * HOUR,
    answer: 'Write us the new address from the old one and we move the account.',
    closedAfter: 5 * HOUR,
  },
  {
    subject: 'Is my payment safe?',
    question: 'Where is my money until the work is done?',
    askedAgo: 25 * DAY,
    assigned: true,
    answerAfter: 3 * HOUR,
    answer: 'It stays on your balance until you approve the result.',
    closedAfter: 20 * HOUR,
  },
  {
    subject: 'The expert does not answer',
    question: 'I wrote to my expert yesterday and got no reply.',
    askedAgo: 22 * DAY,
    assigned: true,
    answerAfter: 9 * HOUR,
    answer: 'We reached the expert: they answer you today.',
    closedAfter: 3 * DAY,
  },
];

/**
 * The demo support agent's workspace and contract: a current period (since two weeks ago, per
 * ticket answered) and the month before it, tickets assigned to them (one within its target,
 * one past it, one answered), one in the queue, an internal note, and the past period's answered
 * tickets (one of them late), so both of the role's pages show something from the first start.
 */
export async function seedDemoSupportContract(
  trx: Transaction<Database>,
  users: { customer: number; support_contract: number },
  now: number,
): Promise<void> {
  const agent = users.support_contract;
  const currentStart = Math.floor((now - 14 * DAY) / DAY) * DAY;
  const pastStart = currentStart - 30 * DAY;
  await trx
    .insertInto('support_contracts')
    .values([
      {
        agent_user_id: agent,
        period_start: currentStart,
        period_end: currentStart + 31 * DAY,
        terms: 'Support in English, weekdays 9:00 to 17:00 UTC. Paid per ticket answered.',
        rate_kind: 'per_ticket',
        rate_cents: 250,
        contracted_hours: 0,
        ...TARGETS,
        created_at: pastStart,
        updated_at: pastStart,
      },
      {
        agent_user_id: agent,
        period_start: pastStart,
        period_end: currentStart,
        terms: 'Trial month: support in English, weekdays. Paid per ticket answered.',
        rate_kind: 'per_ticket',
        rate_cents: 200,
        contracted_hours: 0,
        ...TARGETS,
        created_at: pastStart,
        updated_at: pastStart,
      },
    ])
    .execute();
  for (const ticket of TICKETS) {
    const askedAt = now - ticket.askedAgo;
    const answeredAt = ticket.answerAfter === undefined ? null : askedAt + ticket.answerAfter;
    const closedAt = ticket.closedAfter === undefined ? null : askedAt + ticket.closedAfter;
    const { id } = await trx
      .insertInto('support_tickets')
      .values({
        customer_user_id: users.customer,
        order_id: null,
        subject: ticket.subject,
        status: closedAt !== null ? 'closed' : answeredAt !== null ? 'answered' : 'waiting',
        created_at: askedAt,
        last_activity_at: closedAt ?? answeredAt ?? askedAt,
        assigned_user_id: ticket.assigned ? agent : null,
        first_response_at: answeredAt,
        first_response_user_id: answeredAt === null ? null : agent,
        resolved_at: closedAt,
        resolved_user_id: closedAt === null ? null : agent,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const messages: Array<{
      author_user_id: number;
      author_party: 'customer' | 'operator';
      body: string;
      created_at: number;
    }> = [
      {
        author_user_id: users.customer,
        author_party: 'customer',
        body: ticket.question,
        created_at: askedAt,
      },
    ];
    if (answeredAt !== null && ticket.answer)
      messages.push({
        author_user_id: agent,
        author_party: 'operator',
        body: ticket.answer,
        created_at: answeredAt,
      });
    await trx
      .insertInto('support_messages')
      .values(messages.map((m) => ({ ...m, ticket_id: id })))
      .execute();
    if (ticket.askedAgo === 6 * HOUR)
      await trx
        .insertInto('support_notes')
        .values({
          ticket_id: id,
          author_user_id: agent,
          body: 'Asked payments to check the card processor’s log; answer the customer once they reply.',
          created_at: askedAt + 10 * MINUTE,
        })
        .execute();
  }
}
