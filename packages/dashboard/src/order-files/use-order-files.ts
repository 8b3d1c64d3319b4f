import type { OrderClient, OrderParty, OrderStatus } from '@bb/api-client';
import { useBbEnvironment } from '@bb/form-hooks';
import { type ChangeEvent, useEffect, useMemo, useSyncExternalStore } from 'react';
import { dismissText, ORDER_FILES_TEXTS, retryText } from './order-file-texts';
import {
  canUploadOrderFiles,
  createOrderFiles,
  type OrderFilesNotice,
  type OrderFilesStatus,
  type OrderFileUpload,
} from './order-files-store';
import { type OrderFileView, orderFileViews } from './order-files-view';

export interface UseOrderFilesOptions {
  party: OrderParty;
  orderId: number;
  /**
   * The order's state: who may upload follows it, and a new state loads the list again (a
   * delivery marks the result and shows it to the customer).
   */
  status?: OrderStatus;
  /** Default: the environment's `orders`. */
  client?: OrderClient;
}

/** An upload as the page shows it, with the names of its buttons. */
export interface OrderFileUploadView extends OrderFileUpload {
  retryLabel: string;
  dismissLabel: string;
}

/** What an `<input type="file">` needs to upload what is chosen. */
export interface OrderFileInputProps {
  type: 'file';
  multiple: true;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

export interface UseOrderFilesResult {
  status: OrderFilesStatus;
  errorMessage: string | null;
  files: OrderFileView[];
  uploads: OrderFileUploadView[];
  /** What the last removal did. */
  notice: OrderFilesNotice | null;
  /** This party may upload in this state; the upload control's label. */
  canUpload: boolean;
  chooseLabel: string;
  texts: typeof ORDER_FILES_TEXTS;
  getFileInputProps(): OrderFileInputProps;
  upload(files: Iterable<File>): Promise<void>;
  retry(key: string): Promise<void>;
  dismiss(key: string): void;
  remove(fileId: string): Promise<void>;
  /** Loads the list again (after an order step). */
  refresh(): Promise<void>;
}

/**
 * An order's files on its page, for the customer, the expert and the operator: the list, uploads
 * each with its own state, the expert's removal, download links. Thin over `createOrderFiles`.
 */
export function useOrderFiles({
  party,
  orderId,
  status,
  client,
}: UseOrderFilesOptions): UseOrderFilesResult {
  const environment = useBbEnvironment();
  const orders = client ?? environment.orders;
  if (!orders) {
    throw new Error(
      'useOrderFiles needs an order client: pass `client` or the environment’s `orders`.',
    );
  }
  const store = useMemo(
    () => createOrderFiles({ client: orders, party, orderId }),
    [orders, party, orderId],
  );
  useEffect(() => store.open(), [store]);
  useEffect(() => {
    // A new state of the order loads the list again.
    void status;
    void store.refresh();
  }, [store, status]);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const canUpload = canUploadOrderFiles(party, status);

  return {
    status: state.status,
    errorMessage: state.errorMessage,
    files: orderFileViews(state, party, store.fileUrl),
    uploads: state.uploads.map((upload) => ({
      ...upload,
      retryLabel: retryText(upload.name),
      dismissLabel: dismissText(upload.name),
    })),
    notice: state.notice,
    canUpload,
    chooseLabel: party === 'operator' ? '' : ORDER_FILES_TEXTS.choose[party],
    texts: ORDER_FILES_TEXTS,
    getFileInputProps: () => ({
      type: 'file',
      multiple: true,
      onChange: (event) => {
        const input = event.currentTarget;
        void store.upload(Array.from(input.files ?? []));
        // The same file can be chosen again (after removing it, or to retry by hand).
        input.value = '';
      },
    }),
    upload: store.upload,
    retry: store.retry,
    dismiss: store.dismiss,
    remove: store.remove,
    refresh: store.refresh,
  };
}
