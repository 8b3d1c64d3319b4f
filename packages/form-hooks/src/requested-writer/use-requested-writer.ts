import type { Writer } from '@bb/api-client';
import { useCallback, useState } from 'react';
import { useBbEnvironment } from '../environment';
import { useLoad } from '../loading';
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
  // The stored writer of this slug, read in the browser as each load starts.
  const [cached, setCached] = useState<Writer | null>(null);
  const [removed, setRemoved] = useState(false);
  const { onRemove } = options;

  const loaded = useLoad(
    slug
      ? (signal) => {
          const stored = readRequestedWriter(localStorage);
          setCached(stored?.slug === slug ? stored : null);
          setRemoved(false);
          return api.getWriter(slug, { signal }).then((writer) => {
            saveRequestedWriter(localStorage, writer);
            return writer;
          });
        }
      : null,
    [api, localStorage, slug],
  );

  const remove = useCallback(() => {
    clearRequestedWriter(localStorage);
    setRemoved(true);
    onRemove?.();
  }, [localStorage, onRemove]);

  // A writer stored earlier stands in while the fresh copy loads, and if it cannot be loaded.
  const writer = (loaded.status === 'ready' ? loaded.data : cached) ?? null;
  const status: RequestedWriterStatus =
    !slug || removed ? 'none' : writer ? 'ready' : loaded.status;

  return {
    status,
    showCard: status !== 'none',
    showSkeleton: status === 'loading',
    writer: status === 'none' ? null : writer,
    remove,
    reload: loaded.reload,
  };
}
