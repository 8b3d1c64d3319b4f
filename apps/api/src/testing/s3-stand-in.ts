import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/** The key pair s3rver accepts; any other signature is refused with 403. */
export const S3_STAND_IN_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const S3_STAND_IN_BUCKET = 'bb-files';

/**
 * A local S3 (s3rver, from npm) on 127.0.0.1 with one bucket, keeping objects in a temporary
 * folder. It checks each request's Signature Version 4 like S3 does.
 */
export async function startS3StandIn() {
  const directory = mkdtempSync(path.join(tmpdir(), 'bb-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_STAND_IN_BUCKET }],
  });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    /** The server's environment for files in the stand-in's bucket. */
    env: {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: S3_STAND_IN_BUCKET,
      S3_ACCESS_KEY_ID: S3_STAND_IN_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_STAND_IN_KEYS.secretAccessKey,
    },
    async close() {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
