export type { MessageThreadState, MessageView } from './message-thread';
export {
  canAssign,
  ORDER_ACTION_TEXTS,
  ORDER_PARTY_ACTIONS,
  type OrderActionName,
  orderActionsFor,
} from './order-actions';
export { type ExpertChoice, expertChoices, ORDER_ASSIGN_STEPS } from './order-assign';
export { type FormatDeadlineOptions, formatDeadline, formatPrice } from './order-format';
export {
  type OrderRow,
  type OrderStatusFilter,
  orderRow,
  type StatusFilterOption,
} from './order-list';
export { ORDER_ACTION_STEPS } from './order-steps';
export {
  ORDER_PARTY_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_TEXTS,
  type OrderTexts,
} from './order-texts';
export {
  ORDER_MESSAGE_MAX_LENGTH,
  ORDER_MESSAGE_STEPS,
  type OrderMessageView,
  validateOrderMessage,
} from './order-thread';
export type { OrderView } from './order-view';
export type { Announcement } from './use-announcement';
export type { Loaded, LoadStatus } from './use-loaded';
export {
  type OrderActionView,
  type UseOrderOptions,
  type UseOrderResult,
  useOrder,
} from './use-order';
export {
  type UseOrderAssignOptions,
  type UseOrderAssignResult,
  useOrderAssign,
  useOrderExperts,
} from './use-order-assign';
export { type UseOrderListOptions, type UseOrderListResult, useOrderList } from './use-order-list';
export {
  type UseOrderThreadOptions,
  type UseOrderThreadResult,
  useOrderThread,
} from './use-order-thread';
