import { useBbEnvironment } from '@bb/form-hooks';
import { restoreOrderDraft, useOrderDraft } from '@bb/form-hooks/internal';
import { useRef, useState } from 'react';
import { useLoaded } from '../kit/use-loaded';
import {
  type NewOrderValues,
  newOrderValuesOf,
  type UploadedFile,
  uploadedFilesOf,
} from './new-order-values';

/**
 * The full order page's values: restored once in the browser from the data box named by
 * data_box_key (then removed from the address), else from `bb-order` (spec §4), and saved to
 * `bb-order` on every change, with the uploaded files (spec §3; the excluded fields never are).
 * What the person changes before restore finishes wins over the restored values.
 */
export function useNewOrderDraft(
  now: () => number,
  onRestoredFiles: (files: UploadedFile[]) => void,
) {
  const { api, addressBar } = useBbEnvironment();
  const draftStore = useOrderDraft();
  const [values, setValues] = useState<NewOrderValues>(() => newOrderValuesOf(null, now()));
  const [login, setLogin] = useState('');
  const [dataBoxKey, setDataBoxKey] = useState<string | null>(null);
  // The values as they stand between renders: a file's upload can end after several edits.
  const latest = useRef(values);
  const edited = useRef(false);
  const restoredFiles = useRef(onRestoredFiles);
  restoredFiles.current = onRestoredFiles;
  const clock = useRef(now);
  clock.current = now;

  // Restored once, when the page shows: the draft's values go into the form, not the loader.
  const restored = useLoaded('draft', (signal) =>
    restoreOrderDraft(api, addressBar, draftStore, signal, clock.current()).then(
      ({ draft, dataBoxKey: key }) => {
        if (signal.aborted) return;
        if (!edited.current) {
          latest.current = newOrderValuesOf(draft, clock.current());
          setValues(latest.current);
          restoredFiles.current(uploadedFilesOf(draft));
        }
        if (typeof draft?.login === 'string') setLogin(draft.login);
        setDataBoxKey(key);
      },
    ),
  );
  const restoring = restored.status === 'loading';

  return {
    values,
    /** The values now, also between renders (a submit reads them). */
    current: () => latest.current,
    restoring,
    /** The e-mail the draft was made with (the short form's login), '' when none. */
    login,
    /** The data box the draft came from: the order uses it up. */
    dataBoxKey,
    change(patch: Partial<NewOrderValues>) {
      edited.current = true;
      latest.current = { ...latest.current, ...patch };
      setValues(latest.current);
      draftStore.save({ ...latest.current });
    },
    saveFiles(files: UploadedFile[]) {
      draftStore.save({ ...latest.current, files });
    },
    /** The order is placed: the draft is gone, and nothing is saved again. */
    clear: draftStore.clear,
  };
}

export type NewOrderDraft = ReturnType<typeof useNewOrderDraft>;
