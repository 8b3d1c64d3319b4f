import type { ApiClient } from '@bb/api-client';
import { normalizeLogin, parseDisciplineId } from '@bb/validation';
import type { AddressBar } from '../environment';
import {
  type OrderDraft,
  type OrderDraftStore,
  type RestoreSource,
  restoreOrderDraft,
} from '../order-draft';

export { DATA_BOX_KEY_PARAM, type RestoreSource } from '../order-draft';

/** The short form's own fields of a draft: the discipline selection, the login and the writer. */
export interface ShortFormDraftFields {
  login: string;
  discipline_sub: number | null;
  discipline_txt: string;
  writer_req_slug: string;
}

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
 * Restores the short form (spec §2, §4) from the data box named in the address, else the stored
 * draft (`restoreOrderDraft`): its discipline, login and writer.
 */
export async function restoreShortForm(
  api: ApiClient,
  addressBar: AddressBar,
  draftStore: OrderDraftStore,
  signal?: AbortSignal,
): Promise<RestoredShortForm> {
  const { source, draft } = await restoreOrderDraft(api, addressBar, draftStore, signal);
  return { source, fields: draft ? shortFormFieldsOf(draft) : {} };
}
