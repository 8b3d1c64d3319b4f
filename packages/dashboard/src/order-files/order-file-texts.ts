import type { OrderParty } from '@bb/api-client';

/** The order page's files section, where the specification is silent. */
export const ORDER_FILES_TEXTS = {
  title: 'Files',
  loading: 'Loading files',
  empty: 'No files are attached to this order yet.',
  reload: 'Try again',
  /** The upload control, by who uploads. */
  choose: { customer: 'Attach files', expert: 'Upload result files' },
  limits: 'Up to 10 MB each. Programs and installers cannot be attached.',
  uploadsLabel: 'Uploads',
  result: 'Result',
  /** The expert's own file that no delivery has handed over yet. */
  notDelivered: 'Not delivered yet',
  you: 'You',
  retry: 'Retry',
  dismiss: 'Dismiss',
} as const;

/** Who uploaded a file, as `reader` sees it: their own files are 'You'. */
export function uploadedByLabel(uploader: 'customer' | 'expert', reader: OrderParty): string {
  if (uploader === reader) return ORDER_FILES_TEXTS.you;
  return uploader === 'customer' ? 'Customer' : 'Expert';
}

export const uploadingText = (name: string) => `Uploading ${name}…`;
export const uploadedText = (name: string) => `${name} uploaded.`;
export const refusedText = (name: string, message: string) =>
  `${name} was not uploaded. ${message}`;
export const removeText = (name: string) => `Remove ${name}`;
export const removedText = (name: string) => `${name} removed.`;
export const notRemovedText = (name: string, message: string) =>
  `${name} was not removed. ${message}`;
export const retryText = (name: string) => `${ORDER_FILES_TEXTS.retry} ${name}`;
export const dismissText = (name: string) => `${ORDER_FILES_TEXTS.dismiss} ${name}`;

/** A file's size for people: whole kB below a megabyte (never 0 kB), MB with one decimal above. */
export function formatFileSize(bytes: number): string {
  const KIB = 1024;
  if (bytes < KIB * KIB) return `${Math.max(1, Math.ceil(bytes / KIB))} kB`;
  return `${(bytes / (KIB * KIB)).toFixed(1)} MB`;
}
