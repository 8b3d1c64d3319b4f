export {
  type DraftFile,
  type DraftFileStatus,
  type DraftFileView,
  FILE_TOO_LARGE_MESSAGE,
} from './draft-files';
export type { NewOrderStepName } from './new-order-steps';
export { NEW_ORDER_TEXTS, type NewOrderTexts } from './new-order-texts';
export {
  formatOrderDate,
  type NewOrderValues,
  nextDayDeadline,
} from './new-order-values';
export {
  type NewOrderFormOptions,
  type UseNewOrderFormResult,
  useNewOrderForm,
} from './use-new-order-form';
