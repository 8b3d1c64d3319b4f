import type { Readable } from 'node:stream';
import type { FileStorageConfig } from '../config';
import { createDiskFileStorage } from './disk-file-storage';
import { createS3FileStorage } from './s3-file-storage';

/**
 * Where the content of uploaded files lives, by an opaque key (the file's random id); the
 * database keeps what is known about a file, never its bytes. On disk by default, or in an
 * object store that speaks S3.
 */
export interface FileStorage {
  /** Stores `content` under `key`, replacing what was there. */
  put(key: string, content: Uint8Array, contentType: string): Promise<void>;
  /** The content under `key` as a stream, or undefined when there is none. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes the content under `key`; nothing there is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are file ids (`randomToken`): URL-safe, so they make safe file names and object keys. */
const KEY = /^[A-Za-z0-9_-]{1,128}$/;

export function checkStorageKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

export function createFileStorage(config: FileStorageConfig): FileStorage {
  return config.kind === 's3' ? createS3FileStorage(config) : createDiskFileStorage(config.dir);
}
