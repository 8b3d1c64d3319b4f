import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { S3StorageConfig } from '../config';
import { checkStorageKey, type FileStorage } from './file-storage';

/**
 * Objects in an S3 bucket (AWS, or any store that speaks its protocol: MinIO, R2, Ceph), over
 * fetch with Signature Version 4 requests signed by aws4fetch. Path-style addresses
 * (`{endpoint}/{bucket}/{key}`), which every S3-compatible store accepts.
 */
export function createS3FileStorage(config: S3StorageConfig): FileStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const base = `${config.endpoint}/${encodeURIComponent(config.bucket)}/`;
  const urlOf = (key: string) => `${base}${checkStorageKey(key)}`;
  const fail = async (action: string, key: string, response: Response): Promise<never> => {
    const detail = (await response.text()).slice(0, 500);
    throw new Error(`S3 ${action} of ${key} answered ${response.status}: ${detail}`);
  };

  return {
    async put(key, content, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        // Never backed by a SharedArrayBuffer here: the bytes of an upload or a database row.
        body: content as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': contentType },
      });
      if (!response.ok) await fail('put', key, response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok || !response.body) return fail('get', key, response);
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await fail('delete', key, response);
      await response.body?.cancel();
    },
  };
}
