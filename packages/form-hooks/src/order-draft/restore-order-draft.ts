import type { ApiClient } from '@bb/api-client';
import type { AddressBar } from '../environment';
import { type OrderDraft, withCurrentDeadline } from './order-draft';
import type { OrderDraftStore } from './use-order-draft';

/** The query parameter naming a saved order to restore (spec §2). */
export const DATA_BOX_KEY_PARAM = 'data_box_key';

export type RestoreSource = 'data-box' | 'draft' | 'none';

export interface RestoredOrderDraft {
  source: RestoreSource;
  /** The restored draft, its deadline kept only if in the future (spec §3), or null. */
  draft: OrderDraft | null;
  /** The data box the draft came from: an order made from it uses it up. */
  dataBoxKey: string | null;
}

/**
 * Restore (spec §2, §4): a data_box_key in the address names a saved order, read with
 * GET /widgets/data-boxes/{key}; the whole order replaces the stored draft, then the key is
 * removed from the address (also when the box has expired, so a reload does not ask again).
 * Without a key, or with an empty box, the stored draft is used. `now` is the form's clock, against
 * which a past deadline is replaced.
 */
export async function restoreOrderDraft(
  api: ApiClient,
  addressBar: AddressBar,
  draftStore: OrderDraftStore,
  signal?: AbortSignal,
  now: number = Date.now(),
): Promise<RestoredOrderDraft> {
  const key = addressBar.params().get(DATA_BOX_KEY_PARAM);
  if (key) {
    const saved = await api.getDataBox(key, { signal });
    addressBar.removeParams([DATA_BOX_KEY_PARAM]);
    if (Object.keys(saved).length > 0) {
      draftStore.clear();
      const draft = withCurrentDeadline(draftStore.save(saved), now);
      return { source: 'data-box', draft, dataBoxKey: key };
    }
  }
  const draft = draftStore.read(now);
  return { source: draft ? 'draft' : 'none', draft, dataBoxKey: null };
}
