import { ApiError, isAbortError } from '@bb/api-client';
import { useBbEnvironment } from '@bb/form-hooks';
import { ERROR_CATALOGUE, mapServerErrors } from '@bb/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type DraftFile, pickedFiles, restoredFiles, uploadedOf } from './draft-files';
import type { UploadedFile } from './new-order-values';

interface OrphanFileBody {
  file: { id: string; name: string; size: number };
}

/**
 * The order's files (spec §3 `files`): each picked file is uploaded at once with POST
 * /widgets/orphanage-file (before the order exists) and listed with its own state and error;
 * removing an uploaded one deletes it (DELETE /widgets/orphanage-file/{id}), removing one under way
 * cancels it. `onUploadedChange` hears the uploaded list whenever it changes (the draft keeps it).
 */
export function useDraftFiles(onUploadedChange: (files: UploadedFile[]) => void) {
  const { api } = useBbEnvironment();
  const [files, setFiles] = useState<DraftFile[]>([]);
  // The list as it stands between renders: uploads finish in any order.
  const current = useRef<DraftFile[]>([]);
  const uploads = useRef(new Map<string, AbortController>());
  const keys = useRef(0);
  const listener = useRef(onUploadedChange);
  listener.current = onUploadedChange;

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const upload of running.values()) upload.abort();
    };
  }, []);

  const commit = useCallback((change: (files: DraftFile[]) => DraftFile[]) => {
    const before = uploadedOf(current.current);
    current.current = change(current.current);
    setFiles(current.current);
    const after = uploadedOf(current.current);
    const same =
      before.length === after.length && before.every((file, index) => file.id === after[index]?.id);
    if (!same) listener.current(after);
  }, []);

  const settle = useCallback(
    (key: string, change: Partial<DraftFile>) =>
      commit((list) => list.map((file) => (file.key === key ? { ...file, ...change } : file))),
    [commit],
  );

  const upload = useCallback(
    (file: File, key: string) => {
      const controller = new AbortController();
      uploads.current.set(key, controller);
      const form = new FormData();
      form.append('file', file, file.name);
      api
        .orphanageFile<OrphanFileBody>({ method: 'POST', form }, { signal: controller.signal })
        .then(({ file: stored }) => settle(key, { status: 'uploaded', id: stored.id }))
        .catch((error: unknown) => {
          if (isAbortError(error)) return;
          const { fields } = mapServerErrors(error, ERROR_CATALOGUE);
          settle(key, { status: 'failed', error: fields.form });
        })
        .finally(() => uploads.current.delete(key));
    },
    [api, settle],
  );

  return {
    files,
    /** Files are still uploading: the order cannot be placed yet. */
    uploading: files.some((file) => file.status === 'uploading'),
    /** The person picked files (a file input's `files`). */
    add(picked: FileList | readonly File[]) {
      const chosen = Array.from(picked);
      const nextKey = () => {
        keys.current += 1;
        return `file-${keys.current}`;
      };
      const listed = pickedFiles(chosen, current.current, nextKey);
      commit((list) => [...list, ...listed]);
      listed.forEach((entry, index) => {
        const file = chosen[index];
        if (entry.status === 'uploading' && file) upload(file, entry.key);
      });
    },
    remove(key: string) {
      const file = current.current.find((each) => each.key === key);
      uploads.current.get(key)?.abort();
      if (file?.status === 'uploaded' && file.id !== undefined) {
        // The server forgets an unattached upload within a day anyway: a failure here is silent.
        api.orphanageFileById(file.id, { method: 'DELETE' }).catch(() => {});
      }
      commit((list) => list.filter((each) => each.key !== key));
    },
    /**
     * The files a restored draft lists, uploaded before. Each is asked for again
     * (GET /widgets/orphanage-file/{id}): one the server no longer holds (a day has passed) leaves
     * the list and the draft, so the order never names a file that is gone.
     */
    restore(uploaded: readonly UploadedFile[]) {
      current.current = restoredFiles(uploaded);
      setFiles(current.current);
      for (const file of current.current) {
        api.orphanageFileById(file.id as string).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) {
            commit((list) => list.filter((each) => each.key !== file.key));
          }
        });
      }
    },
  };
}

export type DraftFiles = ReturnType<typeof useDraftFiles>;
