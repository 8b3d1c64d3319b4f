// The parts of the public flows that the private dashboard (`@bb/dashboard`) builds on and hosts
// do not get: the order draft's store, the disciplines' loader and labels, the requested
// writer's removal, and the checked submission; and the draft's storage, where the site's price
// calculator leaves its values for the short form. An export of the workspace only: publishConfig
// leaves it out, so it is never packed, and the public entry stays what hosts may rely on.
export {
  DISCIPLINE_TEXTS,
  disciplineSelectionLabel,
  toDisciplineOption,
  useDisciplines,
} from './disciplines';
export { browserStorage } from './environment';
export { restoreOrderDraft, saveOrderDraft, useOrderDraft } from './order-draft';
export { clearRequestedWriter } from './requested-writer';
export { useCheckedSubmission } from './submission';
