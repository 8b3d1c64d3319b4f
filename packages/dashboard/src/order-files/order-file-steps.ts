import {
  ApiError,
  type OrderClient,
  type OrderFile,
  type OrderFileUploader,
  type OrderParty,
} from '@bb/api-client';
import type { Step } from '@bb/form-hooks';
import { FILE_MAX_BYTES } from '@bb/validation';

/** What an upload's run reads and writes. */
export interface OrderFileUploadContext {
  client: OrderClient;
  party: OrderFileUploader;
  orderId: number;
  file: File;
  /** The file as the API keeps it, once uploaded. */
  uploaded?: OrderFile;
}

export type OrderFileUploadStepName = 'checkSize' | 'upload';

/**
 * One file's upload, top to bottom: a file over the API's limit is refused here with the API's
 * own `file_too_large`, so 10 MB are never sent only to be refused; then the multipart POST.
 */
export const ORDER_FILE_UPLOAD_STEPS: readonly Step<
  OrderFileUploadContext,
  OrderFileUploadStepName
>[] = [
  {
    name: 'checkSize',
    run: ({ file }) => {
      // Status 0: refused in the client, before any request.
      if (file.size > FILE_MAX_BYTES) throw new ApiError('file_too_large', 0);
    },
  },
  {
    name: 'upload',
    run: async (context, signal) => {
      const { file } = await context.client.uploadOrderFile(
        context.party,
        context.orderId,
        context.file,
        { signal },
      );
      context.uploaded = file;
    },
  },
];

/** What the expert's take-back of a file reads. */
export interface OrderFileRemoveContext {
  client: OrderClient;
  orderId: number;
  fileId: string;
}

/** The expert takes back a file no delivery has handed over (DELETE …/files/{file_id}). */
export const ORDER_FILE_REMOVE_STEPS: readonly Step<OrderFileRemoveContext, 'remove'>[] = [
  {
    name: 'remove',
    run: ({ client, orderId, fileId }, signal) =>
      client.deleteOrderFile(orderId, fileId, { signal }),
  },
];

/** Loads the order's files as `party` may see them, oldest first. */
export async function loadOrderFiles(
  client: OrderClient,
  party: OrderParty,
  orderId: number,
  signal: AbortSignal,
): Promise<OrderFile[]> {
  return (await client.orderFiles(party, orderId, { signal })).files;
}
