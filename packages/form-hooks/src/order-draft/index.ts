export {
  EXCLUDED_DRAFT_FIELDS,
  type ExcludedDraftField,
  ORDER_DRAFT_KEY,
  type OrderDraft,
  toStoredDraft,
  withCurrentDeadline,
} from './order-draft';
export { clearOrderDraft, readOrderDraft, saveOrderDraft } from './order-draft-storage';
export {
  DATA_BOX_KEY_PARAM,
  type RestoredOrderDraft,
  type RestoreSource,
  restoreOrderDraft,
} from './restore-order-draft';
export { type OrderDraftStorageKind, type OrderDraftStore, useOrderDraft } from './use-order-draft';
