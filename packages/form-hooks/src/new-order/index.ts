export type { NewOrderStepName } from './new-order-steps';
export { NEW_ORDER_TEXTS, type NewOrderTexts } from './new-order-texts';
export {
  formatOrderDate,
  type NewOrderValues,
  nextDayDeadline,
} from './new-order-values';
export {
  FILE_TOO_LARGE_MESSAGE,
  formatFileSize,
  type OrderFile,
  type OrderFileStatus,
} from './order-files';
export {
  type NewOrderFormOptions,
  type UseNewOrderFormResult,
  useNewOrderForm,
} from './use-new-order-form';
