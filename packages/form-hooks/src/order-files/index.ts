export { ORDER_FILE_UPLOAD_STEPS } from './order-file-steps';
export { formatFileSize, ORDER_FILES_TEXTS } from './order-file-texts';
export {
  canUploadOrderFiles,
  createOrderFiles,
  type OrderFiles,
  type OrderFilesNotice,
  type OrderFilesOptions,
  type OrderFilesState,
  type OrderFilesStatus,
  type OrderFileUpload,
  type OrderFileUploadStatus,
} from './order-files';
export type { OrderFileView } from './order-files-view';
export {
  type OrderFileInputProps,
  type OrderFileUploadView,
  type UseOrderFilesOptions,
  type UseOrderFilesResult,
  useOrderFiles,
} from './use-order-files';
