import type { OrderDraftData } from '@bb/api-client';
import { STORAGE_KEYS } from '@bb/validation';

/** The storage key of the order draft (spec §3). */
export const ORDER_DRAFT_KEY = STORAGE_KEYS.orderDraft;

/**
 * An order draft as stored under `bb-order` (spec §3): the order fields, and the short form's
 * `login` and `writer_req_slug`; the same shape a data box holds. Stored together with the order
 * state, so fields the full order page adds are kept too (the index signature).
 */
export type OrderDraft = OrderDraftData;

/** Form state that is never stored (spec §3): UI switches, the password and the placement. */
export const EXCLUDED_DRAFT_FIELDS = [
  'showPassword',
  'showGdpr',
  'showWriter',
  'password',
  'isSatellite',
  'domain',
  'showTitle',
] as const;

export type ExcludedDraftField = (typeof EXCLUDED_DRAFT_FIELDS)[number];

const EXCLUDED = new Set<string>(EXCLUDED_DRAFT_FIELDS);

/**
 * What may be stored of a form's values: everything except the excluded fields. Values that JSON
 * cannot hold (undefined, functions) are left out too, so reading the draft back gives the same
 * object.
 */
export function toStoredDraft(values: Readonly<Record<string, unknown>>): OrderDraft {
  const draft: OrderDraft = {};
  for (const [field, value] of Object.entries(values)) {
    if (EXCLUDED.has(field) || value === undefined || typeof value === 'function') continue;
    draft[field] = value;
  }
  return draft;
}

/**
 * A draft as read back: the stored deadline only if it lies in the future, otherwise the current
 * time (spec §3). A draft without a deadline stays without one.
 */
export function withCurrentDeadline(draft: OrderDraft, now: number): OrderDraft {
  if (!('deadline_datetime' in draft)) return draft;
  const deadline = draft.deadline_datetime;
  const inFuture = typeof deadline === 'number' && Number.isFinite(deadline) && deadline > now;
  return inFuture ? draft : { ...draft, deadline_datetime: now };
}
