import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkStorageKey, type FileStorage } from './file-storage';

/**
 * Files in a folder, one per key. A file is written under a temporary name and renamed, so a
 * reader never sees half of it.
 */
export function createDiskFileStorage(dir: string): FileStorage {
  const pathOf = (key: string) => path.join(dir, checkStorageKey(key));
  return {
    async put(key, content) {
      const target = pathOf(key);
      await mkdir(dir, { recursive: true });
      const partial = path.join(dir, `.${randomUUID()}.partial`);
      try {
        await writeFile(partial, content);
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async get(key) {
      try {
        // Opened before answering, so a missing file is known before any byte is sent.
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
