import { normalizeLogin } from '@bb/validation';
import { useEffect, useRef, useState } from 'react';
import { useBbEnvironment } from '../environment';
import { useLoad } from '../loading';
import type { OrderDraftStore } from '../order-draft';
import { restoreShortForm, type ShortFormDraftFields } from './restore-short-form';

/**
 * The short form's own fields (login, discipline, requested writer): restored once in the browser
 * from the data box named in the address, else the stored draft, and merged into the stored draft
 * as the visitor edits (spec §3). What the visitor typed meanwhile wins over what was restored; a
 * writer the page asks for wins over a restored one.
 */
export function useShortFormFields(givenWriterSlug: string, draftStore: OrderDraftStore) {
  const { api, addressBar } = useBbEnvironment();
  const [login, setLogin] = useState('');
  const [discipline, setDiscipline] = useState<{
    discipline_sub: number | null;
    discipline_txt: string;
  }>({
    discipline_sub: null,
    discipline_txt: '',
  });
  const [writerReqSlug, setWriterReqSlug] = useState(givenWriterSlug);
  const edited = useRef(false);

  useEffect(() => {
    if (givenWriterSlug) setWriterReqSlug(givenWriterSlug);
  }, [givenWriterSlug]);

  // Restored once in the browser; what the visitor typed meanwhile is kept.
  const restored = useLoad(
    (signal) =>
      restoreShortForm(api, addressBar, draftStore, signal).then(({ fields }) => {
        if (!signal.aborted && !edited.current) applyRestored(fields);
      }),
    [api, addressBar, draftStore],
  );
  const restoring = restored.status === 'loading';

  function applyRestored(fields: Partial<ShortFormDraftFields>) {
    if (fields.login !== undefined) setLogin(fields.login);
    if (fields.discipline_sub !== undefined) {
      setDiscipline({
        discipline_sub: fields.discipline_sub,
        discipline_txt: fields.discipline_txt ?? '',
      });
    }
    if (fields.writer_req_slug) {
      setWriterReqSlug((current) => current || (fields.writer_req_slug ?? ''));
    }
  }

  /** Merges the short form's fields into the stored draft, with the change on top. */
  function saveDraft(patch: Partial<ShortFormDraftFields>) {
    edited.current = true;
    draftStore.save({
      login: normalizeLogin(login),
      discipline_sub: discipline.discipline_sub,
      discipline_txt: discipline.discipline_txt,
      writer_req_slug: writerReqSlug,
      ...patch,
    });
  }

  return {
    /** The requested writer's card was closed: no writer is requested any more. */
    removeWriter() {
      setWriterReqSlug('');
      saveDraft({ writer_req_slug: '' });
    },
    login,
    setLogin,
    discipline,
    setDiscipline,
    writerReqSlug,
    setWriterReqSlug,
    restoring,
    saveDraft,
  };
}
export type ShortFormFields = ReturnType<typeof useShortFormFields>;
