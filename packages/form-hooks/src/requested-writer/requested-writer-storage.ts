import type { Writer } from '@bb/api-client';
import { STORAGE_KEYS } from '@bb/validation';
import { type KeyValueStorage, readJson, writeJson } from '../environment';

/** The storage key of the requested writer (spec §3). */
export const REQUESTED_WRITER_KEY = STORAGE_KEYS.requestedWriter;

/** The stored writer, or null when none is stored or the value is not a writer. */
export function readRequestedWriter(storage: KeyValueStorage): Writer | null {
  const stored = readJson<unknown>(storage, REQUESTED_WRITER_KEY);
  const isWriter =
    typeof stored === 'object' &&
    stored !== null &&
    typeof (stored as { slug?: unknown }).slug === 'string';
  return isWriter ? (stored as Writer) : null;
}

export function saveRequestedWriter(storage: KeyValueStorage, writer: Writer): void {
  writeJson(storage, REQUESTED_WRITER_KEY, writer);
}

export function clearRequestedWriter(storage: KeyValueStorage): void {
  try {
    storage.removeItem(REQUESTED_WRITER_KEY);
  } catch {
    // Storage that refuses access holds no writer to clear.
  }
}
