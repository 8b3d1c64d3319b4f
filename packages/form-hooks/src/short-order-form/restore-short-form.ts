import type { ApiClient } from '@bb/api-client';
import { normalizeLogin, parseDisciplineId } from '@bb/validation';
import type { AddressBar } from '../environment';
import type { OrderDraft, OrderDraftStore } from '../order-draft';

/** The query parameter naming a saved order to restore (spec §2). */
export const DATA_BOX_KEY_PARAM = 'data_box_key';

/** The short form's own fields of a draft: the discipline selection, the login and the writer. */
export interface ShortFormDraftFields {
  login: string;
  discipline_sub: number | null;
  discipline_txt: string;
  writer_req_slug: string;
}

export type RestoreSource = 'data-box' | 'draft' | 'none';

export interface RestoredShortForm {
  source: RestoreSource;
  fields: Partial<ShortFormDraftFields>;
}

/** Reads the short form's fields from a draft, keeping only values of the right kind. */
export function shortFormFieldsOf(draft: OrderDraft): Partial<ShortFormDraftFields> {
  const fields: Partial<ShortFormDraftFields> = {};
  const disciplineId = parseDisciplineId(draft.discipline_sub);
  if (disciplineId !== null) {
    fields.discipline_sub = disciplineId;
    fields.discipline_txt = typeof draft.discipline_txt === 'string' ? draft.discipline_txt : '';
  }
  if (typeof draft.login === 'string') fields.login = normalizeLogin(draft.login);
  if (typeof draft.writer_req_slug === 'string') fields.writer_req_slug = draft.writer_req_slug;
  return fields;
}

/**
 * Restore (spec §2, §4): a data_box_key in the address names a saved order, read with
 * GET /widgets/data-boxes/{key}; its discipline, login and writer go to the form and the whole
 * order replaces the stored draft, then the key is removed from the address (also when the box
 * has expired, so a reload does not ask again). Without a key, or with an empty box, the stored
 * draft is used.
 */
export async function restoreShortForm(
  api: ApiClient,
  addressBar: AddressBar,
  draftStore: OrderDraftStore,
  signal?: AbortSignal,
): Promise<RestoredShortForm> {
  const key = addressBar.params().get(DATA_BOX_KEY_PARAM);
  if (key) {
    const saved = await api.getDataBox(key, { signal });
    addressBar.removeParams([DATA_BOX_KEY_PARAM]);
    if (Object.keys(saved).length > 0) {
      draftStore.clear();
      const draft = draftStore.save(saved);
      return { source: 'data-box', fields: shortFormFieldsOf(draft) };
    }
  }
  const draft = draftStore.read();
  return draft
    ? { source: 'draft', fields: shortFormFieldsOf(draft) }
    : { source: 'none', fields: {} };
}
