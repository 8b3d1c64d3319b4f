export { NEW_TICKET_STEPS, type NewTicketRun, type NewTicketStepName } from './new-ticket-steps';
export {
  SUPPORT_PARTY_LABELS,
  SUPPORT_STATUS_LABELS,
  SUPPORT_TEXTS,
  type SupportTexts,
} from './support-texts';
export {
  type SupportTicketView,
  supportMessageView,
  supportTicketView,
} from './support-views';
export {
  CLOSE_TICKET_STEPS,
  type CloseTicketStepName,
  TICKET_MESSAGE_STEPS,
  type TicketMessageStepName,
  type TicketRun,
} from './ticket-steps';
export {
  type UseNewTicketFormOptions,
  type UseNewTicketFormResult,
  useNewTicketForm,
} from './use-new-ticket-form';
export {
  type UseSupportTicketOptions,
  type UseSupportTicketResult,
  useSupportTicket,
} from './use-support-ticket';
export {
  type UseSupportTicketsOptions,
  type UseSupportTicketsResult,
  useSupportTickets,
} from './use-support-tickets';
export {
  type UseWaitingTicketsOptions,
  type UseWaitingTicketsResult,
  useWaitingTickets,
} from './use-waiting-tickets';
