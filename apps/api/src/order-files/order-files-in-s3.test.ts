import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, slugOf } from '../testing/api-client';
import { clientFactory, orderDraft, uploadFile } from '../testing/customer-fixtures';
import { startS3StandIn } from '../testing/s3-stand-in';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

describe.each(ENGINES)('files in an S3 bucket (a local s3rver) on %s', (engine) => {
  let s3: Awaited<ReturnType<typeof startS3StandIn>>;
  let server: TestServer;
  let customer: ApiClient;
  const { signedIn, newClient } = clientFactory(() => server, '10.13.0');

  beforeAll(async () => {
    s3 = await startS3StandIn();
    server = await startTestServer(engine, s3.env);
    customer = await signedIn();
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  /** What the bucket holds under a key, read through the server's own (signed) storage. */
  const inBucket = async (key: string) => {
    const stored = await server.ctx.files.get(key);
    return stored ? Buffer.concat(await stored.toArray()).toString() : undefined;
  };

  it('stores uploads in the bucket, serves them to the order’s parties and deletes them there', async () => {
    const orphan = (await uploadFile(customer, 'brief.txt', 'from the draft')).json.body.file;
    expect(await inBucket(orphan.id)).toBe('from the draft');
    const { order } = (
      await customer.post('customers/pre-orders', orderDraft(server, { files: orphan.id }))
    ).json.body;
    const added = await uploadFile(
      customer,
      'notes.md',
      '# Notes',
      'text/markdown',
      `customers/orders/${order.id}/files`,
    );
    for (const [id, content] of [
      [orphan.id, 'from the draft'],
      [added.json.body.file.id, '# Notes'],
    ]) {
      const download = await customer.get(`customers/orders/${order.id}/files/${id}`);
      expect([download.status, download.text]).toEqual([200, content]);
    }
    // From the bucket too, a file is bytes to save, never a script of our origin.
    const script = await uploadFile(
      customer,
      'probe.js',
      'alert(1)',
      'text/javascript',
      `customers/orders/${order.id}/files`,
    );
    const download = await customer.get(
      `customers/orders/${order.id}/files/${script.json.body.file.id}`,
    );
    expect(download.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="probe.js"; filename*=UTF-8''probe.js`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
    });
    const stranger = newClient();
    await stranger.post('customers', { login: `s3-${engine}@bb.example`, policy_agree: '1' });
    const refused = await stranger.get(`customers/orders/${order.id}/files/${orphan.id}`);
    expect([refused.status, slugOf(refused)]).toEqual([404, 'not_found']);

    const dropped = (await uploadFile(customer, 'dropped.txt', 'gone soon')).json.body.file;
    await customer.delete(`widgets/orphanage-file/${dropped.id}`);
    expect(await inBucket(dropped.id)).toBeUndefined();
  });
});
