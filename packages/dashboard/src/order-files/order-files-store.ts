import type { OrderClient, OrderFile, OrderParty, OrderStatus } from '@bb/api-client';
import { createSubmission } from '@bb/form-hooks';
import {
  DEFAULT_ERROR_MESSAGE,
  ERROR_CATALOGUE,
  type MessageSlug,
  type mapServerErrors,
} from '@bb/validation';
import { createLoader } from '../kit/loader';
import {
  loadOrderFiles,
  ORDER_FILE_REMOVE_STEPS,
  ORDER_FILE_UPLOAD_STEPS,
} from './order-file-steps';
import {
  notRemovedText,
  refusedText,
  removedText,
  uploadedText,
  uploadingText,
} from './order-file-texts';

export type OrderFilesStatus = 'loading' | 'ready' | 'error';
export type OrderFileUploadStatus = 'uploading' | 'done' | 'refused';

/** One chosen file on its way to the order. */
export interface OrderFileUpload {
  key: string;
  name: string;
  status: OrderFileUploadStatus;
  /** What the person is told about it, for the page's live region. */
  text: string;
  /** The catalogue's slug of a refusal. */
  slug: MessageSlug | null;
  /** Another try may succeed (a lost connection, a busy server); the file itself was not refused. */
  retryable: boolean;
}

/** What the last removal did, with a new `id` each time so the same words are announced again. */
export interface OrderFilesNotice {
  id: number;
  text: string;
  tone: 'success' | 'error';
}

export interface OrderFilesState {
  status: OrderFilesStatus;
  /** The order's files as the party may see them, oldest first. */
  files: readonly OrderFile[];
  /** The catalogue's text for a failed load. */
  errorMessage: string | null;
  uploads: readonly OrderFileUpload[];
  /** The file being removed, one at a time. */
  removing: string | null;
  notice: OrderFilesNotice | null;
}

export interface OrderFilesOptions {
  client: OrderClient;
  party: OrderParty;
  orderId: number;
}

// Refusals of the file itself: the same file would be refused again.
const FILE_REFUSALS: readonly MessageSlug[] = ['file_too_large', 'file_type_not_allowed'];

/**
 * Who may upload in which state, as the API allows it: the customer while the order is open,
 * the expert while working on it (`in_progress`, `revision`), the operator never. Without a
 * state, the parties who upload at all.
 */
export function canUploadOrderFiles(party: OrderParty, status?: OrderStatus): boolean {
  if (party === 'operator') return false;
  if (status === undefined) return true;
  if (party === 'customer') return status !== 'finished' && status !== 'cancelled';
  return status === 'in_progress' || status === 'revision';
}

/** The expert takes back their own files until a delivery hands them over. */
export function isRemovableOrderFile(file: OrderFile, party: OrderParty): boolean {
  return party === 'expert' && file.party === 'expert' && !file.is_result;
}

/**
 * An order's files for one party, without React: the list (loaded, reloaded by `refresh`), each
 * chosen file's upload as a submission of its own (`ORDER_FILE_UPLOAD_STEPS`, so several run at
 * once and each fails alone), and the expert's removal. Nothing runs until `open()`; its close
 * cancels every call.
 */
export function createOrderFiles({ client, party, orderId }: OrderFilesOptions) {
  let state: OrderFilesState = {
    status: 'loading',
    files: [],
    errorMessage: null,
    uploads: [],
    removing: null,
    notice: null,
  };
  const listeners = new Set<() => void>();
  const update = (change: Partial<OrderFilesState>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };
  const setUpload = (key: string, change: Partial<OrderFileUpload>) =>
    update({
      uploads: state.uploads.map((upload) =>
        upload.key === key ? { ...upload, ...change } : upload,
      ),
    });
  const notify = (text: string, tone: OrderFilesNotice['tone']) =>
    update({ notice: { id: (state.notice?.id ?? 0) + 1, text, tone } });
  const messageOf = (mapping: ReturnType<typeof mapServerErrors> | undefined) =>
    mapping?.fields.form ?? DEFAULT_ERROR_MESSAGE;

  // Closed until opened: calls made while closed are cancelled at once.
  let lifetime = closedLifetime();
  const listLoader = createLoader<OrderFile[]>({
    loaded: (files) => update({ status: 'ready', files, errorMessage: null }),
    failed: (failure) => update({ status: 'error', errorMessage: messageOf(failure) }),
  });
  const chosen = new Map<string, File>();
  let keys = 0;
  const remover = createSubmission({
    steps: ORDER_FILE_REMOVE_STEPS,
    catalogue: ERROR_CATALOGUE,
  });

  /** Runs `close` (cancelling a call) when the files close, or now if they are closed. */
  function tieToLifetime(close: () => void) {
    if (lifetime.signal.aborted) close();
    else lifetime.signal.addEventListener('abort', close, { once: true });
  }

  async function sendUpload(key: string) {
    const file = chosen.get(key);
    if (!file || party === 'operator') return;
    setUpload(key, { status: 'uploading', text: uploadingText(file.name), slug: null });
    const submission = createSubmission({
      steps: ORDER_FILE_UPLOAD_STEPS,
      catalogue: ERROR_CATALOGUE,
    });
    tieToLifetime(submission.open());
    const result = await submission.run({ client, party, orderId, file });
    if (result.outcome === 'succeeded' && result.context.uploaded) {
      const uploaded = result.context.uploaded;
      chosen.delete(key);
      update({ files: [...state.files.filter((known) => known.id !== uploaded.id), uploaded] });
      setUpload(key, { status: 'done', text: uploadedText(file.name), retryable: false });
    } else if (result.outcome === 'failed') {
      const slug = result.mapping?.formError ?? null;
      setUpload(key, {
        status: 'refused',
        text: refusedText(file.name, messageOf(result.mapping)),
        slug,
        retryable: slug === null || !FILE_REFUSALS.includes(slug),
      });
    }
  }

  return {
    getState: (): OrderFilesState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The files are shown: calls may start. Returns the close that cancels them. */
    open(): () => void {
      const controller = new AbortController();
      lifetime = controller;
      const closeRemover = remover.open();
      return () => {
        controller.abort();
        closeRemover();
      };
    },
    /**
     * Loads the list (again): after an order step that changes it (a delivery marks the result,
     * and shows it to the customer). A list already shown stays until the answer replaces it.
     */
    async refresh(): Promise<void> {
      if (state.status === 'error') update({ status: 'loading', errorMessage: null });
      const loading = listLoader.load((signal) => loadOrderFiles(client, party, orderId, signal));
      tieToLifetime(() => listLoader.cancel());
      await loading;
    },
    /** Uploads each chosen file on its own (the customer's and the expert's). */
    async upload(files: Iterable<File>): Promise<void> {
      if (party === 'operator') return;
      const keyed = [...files].map((file) => {
        keys += 1;
        const key = `upload-${keys}`;
        chosen.set(key, file);
        return { file, key };
      });
      update({
        uploads: [
          ...state.uploads,
          ...keyed.map(({ file, key }) => ({
            key,
            name: file.name,
            status: 'uploading' as const,
            text: uploadingText(file.name),
            slug: null,
            retryable: false,
          })),
        ],
      });
      await Promise.all(keyed.map(({ key }) => sendUpload(key)));
    },
    /** Sends a refused file again, unless the file itself was refused. */
    async retry(key: string): Promise<void> {
      const upload = state.uploads.find((entry) => entry.key === key);
      if (upload?.status === 'refused' && upload.retryable) await sendUpload(key);
    },
    /** Takes a finished or refused upload off the list. */
    dismiss(key: string): void {
      const upload = state.uploads.find((entry) => entry.key === key);
      if (!upload || upload.status === 'uploading') return;
      chosen.delete(key);
      update({ uploads: state.uploads.filter((entry) => entry !== upload) });
    },
    /** The expert takes back a file of theirs not yet delivered. */
    async remove(fileId: string): Promise<void> {
      const file = state.files.find((known) => known.id === fileId);
      if (!file || !isRemovableOrderFile(file, party) || remover.running) return;
      update({ removing: fileId });
      const result = await remover.run({ client, orderId, fileId });
      if (result.outcome === 'cancelled' || result.outcome === 'busy') return;
      update({ removing: null });
      if (result.outcome === 'succeeded') {
        update({ files: state.files.filter((known) => known.id !== fileId) });
        notify(removedText(file.name), 'success');
      } else if (result.outcome === 'failed') {
        notify(notRemovedText(file.name, messageOf(result.mapping)), 'error');
      }
    },
    /** Where a file downloads (same origin, the session's cookie), as a link's href. */
    fileUrl: (fileId: string) => client.orderFileUrl(party, orderId, fileId),
  };
}

export type OrderFiles = ReturnType<typeof createOrderFiles>;

function closedLifetime(): AbortController {
  const controller = new AbortController();
  controller.abort();
  return controller;
}
