import { STORAGE_KEYS } from '@bb/validation';
import { type KeyValueStorage, readJson, writeJson } from '../environment';

/*
 * "Clear the stored login" (spec §4, login submit sequence): the e-mail the short form keeps in
 * its draft under bb-order (spec §3: "The short form's draft holds writer_req_slug and login").
 * Once the account has signed in the address need not stay in storage; the rest of the draft is
 * kept for the order. The spec allows either storage for the draft, so both are looked at.
 */

type Draft = Record<string, unknown>;

function storedDraft(storage: KeyValueStorage): Draft | null {
  let draft: unknown;
  try {
    draft = readJson<unknown>(storage, STORAGE_KEYS.orderDraft);
  } catch {
    return null;
  }
  return typeof draft === 'object' && draft !== null && !Array.isArray(draft)
    ? (draft as Draft)
    : null;
}

/** Whether a draft in either storage holds a login. */
export function hasStoredLogin(storages: readonly KeyValueStorage[]): boolean {
  return storages.some((storage) => storedDraft(storage)?.login !== undefined);
}

/** Removes the login from the stored draft in each storage, keeping the draft's other fields. */
export function clearStoredLogin(storages: readonly KeyValueStorage[]): void {
  for (const storage of storages) {
    const draft = storedDraft(storage);
    if (draft?.login === undefined) continue;
    const { login: _login, ...rest } = draft;
    writeJson(storage, STORAGE_KEYS.orderDraft, rest);
  }
}
