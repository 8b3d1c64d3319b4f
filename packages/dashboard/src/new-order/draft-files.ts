import { ERROR_CATALOGUE, FILE_MAX_BYTES, ORDER_FILES_MAX_COUNT } from '@bb/validation';
import type { UploadedFile } from './new-order-values';

export type DraftFileStatus = 'uploading' | 'uploaded' | 'failed';

/** One file of the order as the page shows it: uploading, uploaded (with its id) or failed. */
export interface DraftFile {
  /** The page's own key for the file (an upload has no id until it is done). */
  key: string;
  name: string;
  size: number;
  status: DraftFileStatus;
  /** The orphanage file's id once uploaded. */
  id?: string;
  /** Why it failed. */
  error?: string;
}

/** A file as the page lists it: with its size as people read it. */
export type DraftFileView = DraftFile & { sizeText: string };

/** The text for a file over the 10 MiB limit: the catalogue's, also when the server says it. */
export const FILE_TOO_LARGE_MESSAGE = ERROR_CATALOGUE.file_too_large.message;
/** Our wording: the spec gives no file count. */
export const TOO_MANY_FILES_MESSAGE = `Please attach up to ${ORDER_FILES_MAX_COUNT} files.`;

/**
 * Files picked by the person, as the page lists them: each one uploading, or failed at once when
 * it is over 10 MiB or past the count (it is never sent).
 */
export function pickedFiles(
  picked: ReadonlyArray<{ name: string; size: number }>,
  current: readonly DraftFile[],
  nextKey: () => string,
): DraftFile[] {
  let kept = current.filter((file) => file.status !== 'failed').length;
  return picked.map((file) => {
    const base = { key: nextKey(), name: file.name, size: file.size };
    if (file.size > FILE_MAX_BYTES) {
      return { ...base, status: 'failed', error: FILE_TOO_LARGE_MESSAGE };
    }
    if (kept >= ORDER_FILES_MAX_COUNT) {
      return { ...base, status: 'failed', error: TOO_MANY_FILES_MESSAGE };
    }
    kept += 1;
    return { ...base, status: 'uploading' };
  });
}

/** Files restored with a draft: uploaded earlier. */
export function restoredFiles(files: readonly UploadedFile[]): DraftFile[] {
  return files.map((file) => ({ ...file, key: `restored-${file.id}`, status: 'uploaded' }));
}

/** The uploaded files, as the draft keeps them and the order attaches them. */
export function uploadedOf(files: readonly DraftFile[]): UploadedFile[] {
  return files.flatMap((file) =>
    file.status === 'uploaded' && file.id !== undefined
      ? [{ id: file.id, name: file.name, size: file.size }]
      : [],
  );
}
