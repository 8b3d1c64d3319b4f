import type { AppContext } from '../app-context';
import type { SupportTicket } from '../db/schema';
import { staffTicketDetails } from './staff-ticket-details';
import { currentContract } from './support-contracts';

/** A ticket as the operator reads it: staff's details, the SLA clocks by its assignee's contract. */
export async function operatorTicketDetails(ctx: AppContext, ticket: SupportTicket) {
  const contract =
    ticket.assigned_user_id === null
      ? undefined
      : await currentContract(ctx.db, ticket.assigned_user_id, ctx.now());
  return staffTicketDetails(ctx.db, ticket, 'operator', contract);
}
