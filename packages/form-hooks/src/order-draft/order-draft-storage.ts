import { type KeyValueStorage, readJson, writeJson } from '../environment';
import {
  ORDER_DRAFT_KEY,
  type OrderDraft,
  toStoredDraft,
  withCurrentDeadline,
} from './order-draft';

/**
 * The stored draft, or null when there is none or it is not a JSON object (corrupt JSON, an
 * array, a number): a bad draft never breaks the form. The deadline is checked against `now`.
 */
export function readOrderDraft(
  storage: KeyValueStorage,
  now: number = Date.now(),
): OrderDraft | null {
  const stored = readJson<unknown>(storage, ORDER_DRAFT_KEY);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  return withCurrentDeadline(stored as OrderDraft, now);
}

/**
 * Merges `fields` into the stored draft and stores the result without the excluded fields. The
 * draft is shared with the full order page ("together with the order state"), so fields this form
 * does not know are kept.
 */
export function saveOrderDraft(
  storage: KeyValueStorage,
  fields: Readonly<Record<string, unknown>>,
): OrderDraft {
  const stored = readJson<unknown>(storage, ORDER_DRAFT_KEY);
  const previous =
    typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
  const draft = toStoredDraft({ ...previous, ...fields });
  writeJson(storage, ORDER_DRAFT_KEY, draft);
  return draft;
}

export function clearOrderDraft(storage: KeyValueStorage): void {
  try {
    storage.removeItem(ORDER_DRAFT_KEY);
  } catch {
    // Storage that refuses access holds no draft to clear.
  }
}
