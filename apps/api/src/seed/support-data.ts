import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

const HOUR = 60 * 60 * 1000;

/**
 * The demo customer's Support: a ticket about their finished order that the support team
 * answered, and one still waiting, so the customer's Support and the operator's home both show
 * a conversation from the start.
 */
export async function seedDemoTickets(
  trx: Transaction<Database>,
  users: { customer: number; operator: number },
  finishedOrderId: number | null,
  now: number,
): Promise<void> {
  const conversations = [
    {
      order_id: finishedOrderId,
      subject: 'Can I get the notebook as a PDF too?',
      status: 'answered' as const,
      created_at: now - 50 * HOUR,
      messages: [
        {
          party: 'customer' as const,
          body: 'The result is a Jupyter notebook. Could I also have it as a PDF for my report?',
          at: now - 50 * HOUR,
        },
        {
          party: 'operator' as const,
          body: 'Of course: we have asked your expert, and the PDF will join the result files within a day.',
          at: now - 47 * HOUR,
        },
      ],
    },
    {
      order_id: null,
      subject: 'Invoice for my university',
      status: 'waiting' as const,
      created_at: now - 3 * HOUR,
      messages: [
        {
          party: 'customer' as const,
          body: 'My university reimburses tutoring. Can you send an invoice with my name on it?',
          at: now - 3 * HOUR,
        },
      ],
    },
  ];
  for (const { messages, ...ticket } of conversations) {
    const { id } = await trx
      .insertInto('support_tickets')
      .values({
        ...ticket,
        customer_user_id: users.customer,
        last_activity_at: messages.at(-1)?.at ?? ticket.created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('support_messages')
      .values(
        messages.map((message) => ({
          ticket_id: id,
          author_user_id: message.party === 'customer' ? users.customer : users.operator,
          author_party: message.party,
          body: message.body,
          created_at: message.at,
        })),
      )
      .execute();
  }
}
