export {
  clearRequestedWriter,
  REQUESTED_WRITER_KEY,
  readRequestedWriter,
  saveRequestedWriter,
} from './requested-writer-storage';
export {
  type RequestedWriter,
  type RequestedWriterOptions,
  type RequestedWriterStatus,
  useRequestedWriter,
} from './use-requested-writer';
