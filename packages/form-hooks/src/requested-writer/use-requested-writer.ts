import { isAbortError, type Writer } from '@bb/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useBbEnvironment } from '../environment';
import {
  clearRequestedWriter,
  readRequestedWriter,
  saveRequestedWriter,
} from './requested-writer-storage';

export type RequestedWriterStatus = 'none' | 'loading' | 'ready' | 'error';

export interface RequestedWriterOptions {
  /** Called when the card is removed: the form clears writer_req_slug. */
  onRemove?(): void;
}

export interface RequestedWriter {
  /** 'none' when no writer is requested. */
  status: RequestedWriterStatus;
  /** The writer card shows whenever a writer is requested (spec §4). */
  showCard: boolean;
  /** A skeleton stands in for the card while the writer loads. */
  showSkeleton: boolean;
  writer: Writer | null;
  /** Removes the card: clears the stored writer and tells the form to clear the slug. */
  remove(): void;
  /** Loads the writer again after an error. */
  reload(): void;
}

/**
 * The writer named by writer_req_slug (GET /widgets/writers/{slug}), kept under
 * `requested-writer`. A stored writer with the same slug shows at once while the fresh copy loads,
 * so a returning visitor sees no skeleton.
 */
export function useRequestedWriter(
  writerReqSlug: string | null | undefined,
  options: RequestedWriterOptions = {},
): RequestedWriter {
  const { api, localStorage } = useBbEnvironment();
  const slug = writerReqSlug?.trim() || null;
  const [writer, setWriter] = useState<Writer | null>(null);
  const [status, setStatus] = useState<RequestedWriterStatus>(slug ? 'loading' : 'none');
  const [attempt, setAttempt] = useState(0);
  const { onRemove } = options;

  useEffect(() => {
    // The attempt counter is read so reload() starts a new request.
    void attempt;
    if (!slug) {
      setWriter(null);
      setStatus('none');
      return;
    }
    const stored = readRequestedWriter(localStorage);
    const cached = stored?.slug === slug ? stored : null;
    setWriter(cached);
    setStatus(cached ? 'ready' : 'loading');
    const controller = new AbortController();
    api
      .getWriter(slug, { signal: controller.signal })
      .then((loaded) => {
        saveRequestedWriter(localStorage, loaded);
        setWriter(loaded);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        if (!cached) setStatus('error');
      });
    return () => controller.abort();
  }, [api, localStorage, slug, attempt]);

  const remove = useCallback(() => {
    clearRequestedWriter(localStorage);
    setWriter(null);
    setStatus('none');
    onRemove?.();
  }, [localStorage, onRemove]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  return {
    status,
    showCard: status !== 'none',
    showSkeleton: status === 'loading',
    writer,
    remove,
    reload,
  };
}
