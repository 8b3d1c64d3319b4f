import { useMemo } from 'react';
import { type KeyValueStorage, useBbEnvironment } from '../environment';
import type { OrderDraft } from './order-draft';
import { clearOrderDraft, readOrderDraft, saveOrderDraft } from './order-draft-storage';

/**
 * Where the draft lives. Spec §3 reads "local storage under bb-order"; it also mentions another
 * reading, "the short form keeps its draft in session storage". Local is the default.
 */
export type OrderDraftStorageKind = 'local' | 'session';

export interface OrderDraftStore {
  /** The stored draft (deadline checked against `now`, by default the clock's), or null. */
  read(now?: number): OrderDraft | null;
  /** Merges the fields into the stored draft, leaving out the excluded fields. */
  save(fields: Readonly<Record<string, unknown>>): OrderDraft;
  clear(): void;
}

/** The order draft in the environment's storage. Call its functions in effects or handlers. */
export function useOrderDraft(kind: OrderDraftStorageKind = 'local'): OrderDraftStore {
  const environment = useBbEnvironment();
  const storage: KeyValueStorage =
    kind === 'session' ? environment.sessionStorage : environment.localStorage;
  return useMemo(
    () => ({
      read: (now) => readOrderDraft(storage, now),
      save: (fields) => saveOrderDraft(storage, fields),
      clear: () => clearOrderDraft(storage),
    }),
    [storage],
  );
}
