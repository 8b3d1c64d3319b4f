import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { S3_STAND_IN_BUCKET, startS3StandIn } from '../testing/s3-stand-in';
import { createFileStorage, type FileStorage } from './file-storage';

async function readText(storage: FileStorage, key: string): Promise<string> {
  const stream = await storage.get(key);
  if (!stream) throw new Error(`nothing under ${key}`);
  return text(stream);
}

type Backend = { storage: FileStorage; close(): Promise<void> };

const BACKENDS: Array<[string, () => Promise<Backend & { dir?: string }>]> = [
  [
    'a folder on disk',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'bb-files-'));
      const storage = createFileStorage(loadConfig({ DATA_DIR: dir }).files);
      return {
        storage,
        dir: path.join(dir, 'files'),
        close: async () => rmSync(dir, { recursive: true }),
      };
    },
  ],
  [
    'an S3 bucket (s3rver)',
    async () => {
      const s3 = await startS3StandIn();
      return { storage: createFileStorage(loadConfig(s3.env).files), close: s3.close };
    },
  ],
];

describe.each(BACKENDS)('file storage in %s', (_name, open) => {
  let backend: Backend & { dir?: string };
  beforeAll(async () => {
    backend = await open();
  });
  afterAll(() => backend.close());

  it('keeps content under a key, replaces it, and deletes it', async () => {
    const { storage } = backend;
    const bytes = new Uint8Array([0, 255, 10, 13, 37]);
    await storage.put('file_A-1', bytes, 'application/octet-stream');
    const stream = await storage.get('file_A-1');
    expect(new Uint8Array(await Buffer.concat((await stream?.toArray()) ?? []))).toEqual(bytes);

    await storage.put('file_A-1', new TextEncoder().encode('second'), 'text/plain');
    expect(await readText(storage, 'file_A-1')).toBe('second');

    await storage.delete('file_A-1');
    expect(await storage.get('file_A-1')).toBeUndefined();
    // Deleting what is not there is not an error.
    await storage.delete('file_A-1');
  });

  it('streams a large file whole', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 'abc');
    await backend.storage.put('big', big, 'text/plain');
    const chunks = (await (await backend.storage.get('big'))?.toArray()) ?? [];
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
  });

  it('refuses a key that could name another place', async () => {
    for (const key of ['../bb.sqlite', 'a/b', '', '.hidden', 'x'.repeat(129)]) {
      await expect(backend.storage.put(key, new Uint8Array([1]), 'text/plain')).rejects.toThrow(
        'Not a storage key',
      );
      await expect(backend.storage.get(key)).rejects.toThrow('Not a storage key');
    }
  });
});

describe('file storage in a folder', () => {
  it('leaves no partial file behind', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bb-files-'));
    const storage = createFileStorage({ kind: 'disk', dir });
    await storage.put('one', new Uint8Array([1, 2]), 'application/octet-stream');
    expect(readdirSync(dir)).toEqual(['one']);
    rmSync(dir, { recursive: true });
  });
});

describe('file storage in S3', () => {
  it('signs every request: a wrong secret is refused by the store', async () => {
    const s3 = await startS3StandIn();
    try {
      const wrong = createFileStorage(
        loadConfig({ ...s3.env, S3_SECRET_ACCESS_KEY: 'not-the-secret' }).files,
      );
      await expect(wrong.put('k', new Uint8Array([1]), 'text/plain')).rejects.toThrow(
        /S3 put of k answered 403[\s\S]*SignatureDoesNotMatch/,
      );
      const right = createFileStorage(loadConfig(s3.env).files);
      await right.put('k', new TextEncoder().encode('signed'), 'text/plain');
      await expect(wrong.get('k')).rejects.toThrow(/403/);
      expect(await readText(right, 'k')).toBe('signed');
      // An unknown bucket is an error, not a missing file.
      const elsewhere = createFileStorage(
        loadConfig({ ...s3.env, S3_BUCKET: `${S3_STAND_IN_BUCKET}-other` }).files,
      );
      await expect(elsewhere.put('k', new Uint8Array([1]), 'text/plain')).rejects.toThrow(/404/);
    } finally {
      await s3.close();
    }
  });
});
