import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, slugOf } from './testing/api-client';
import { clientFactory, orderDraft } from './testing/customer-fixtures';
import { ENGINES, startTestServer, type TestServer } from './testing/test-server';

/** One file part of a multipart body, its boundary and its pieces, so a test can break it. */
const filePart = fc
  .record({
    boundary: fc.stringMatching(/^[A-Za-z0-9]{16,40}$/),
    name: fc.stringMatching(/^[a-z0-9_-]{1,20}\.(txt|py|csv|pdf)$/),
    content: fc.uint8Array({ minLength: 1, maxLength: 400 }),
  })
  .map(({ boundary, name, content }) => {
    const opening = `--${boundary}\r\n`;
    const head = `${opening}Content-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`;
    const part = Buffer.concat([Buffer.from(head), content]);
    return {
      boundary,
      opening,
      part,
      whole: Buffer.concat([part, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    };
  });

type Malformed = { body: Buffer; contentType: string };

/** The shapes a multipart upload breaks in, each a generator of such requests. */
const SHAPES: Record<string, fc.Arbitrary<Malformed>> = {
  'no boundary': filePart.map(({ whole }) => ({ body: whole, contentType: 'multipart/form-data' })),
  'a boundary other than the body’s': fc
    .tuple(filePart, fc.stringMatching(/^[A-Za-z0-9]{1,40}$/))
    .filter(([{ boundary }, other]) => !boundary.includes(other) && !other.includes(boundary))
    .map(([{ whole }, other]) => ({
      body: whole,
      contentType: `multipart/form-data; boundary=${other}`,
    })),
  // Cut anywhere after the opening boundary line, before the closing one.
  'a truncated part': filePart.chain(({ boundary, opening, part }) =>
    fc.integer({ min: opening.length + 1, max: part.length }).map((end) => ({
      body: part.subarray(0, end),
      contentType: `multipart/form-data; boundary=${boundary}`,
    })),
  ),
  'headers that never end': fc
    .tuple(
      filePart,
      fc.array(fc.stringMatching(/^[A-Za-z-]{1,20}: [\x20-\x7e]{0,60}$/), { maxLength: 30 }),
    )
    .map(([{ boundary, opening }, lines]) => ({
      body: Buffer.from(
        `${opening}Content-Disposition: form-data; name="file"; filename="a.txt"\r\n${lines.join('\r\n')}`,
      ),
      contentType: `multipart/form-data; boundary=${boundary}`,
    })),
};

describe.each(ENGINES)('a malformed multipart upload on %s', (engine) => {
  let server: TestServer;
  let customer: ApiClient;
  let orderId: number;
  const { newClient, signedIn } = clientFactory(() => server, '10.13.1');
  const storedFiles = () => readdirSync(path.join(server.ctx.config.dataDir, 'files')).sort();
  const fileRows = () => server.ctx.db.selectFrom('order_files').select('id').execute();

  beforeAll(async () => {
    // No rate limits: the fuzz sends more uploads than an address may in an hour.
    server = await startTestServer(engine, { RATE_LIMIT: 'off' });
    customer = await signedIn();
    orderId = (await customer.post('customers/pre-orders', orderDraft(server))).json.body.order.id;
  });
  afterAll(() => server.close());

  it('is whole when nothing breaks it, so each shape below tests only its break', async () => {
    await fc.assert(
      fc.asyncProperty(filePart, async ({ boundary, whole }) => {
        const response = await newClient().request('POST', 'widgets/orphanage-file', {
          body: whole,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        });
        expect(response.status).toBe(200);
      }),
      { numRuns: 10 },
    );
  });

  for (const [shape, requests] of Object.entries(SHAPES)) {
    it(`answers ${shape} with 400 upload_malformed, signed out and signed in, storing nothing`, async () => {
      const rowsBefore = await fileRows();
      const filesBefore = storedFiles();
      const routes: Array<[() => ApiClient, string]> = [
        [newClient, 'widgets/orphanage-file'],
        [() => customer, `customers/orders/${orderId}/files`],
      ];
      await fc.assert(
        fc.asyncProperty(requests, fc.constantFrom(...routes), async (malformed, [client, url]) => {
          const response = await client().request('POST', url, {
            body: malformed.body,
            headers: { 'content-type': malformed.contentType },
          });
          expect([response.status, slugOf(response), response.json?.meta.response.field]).toEqual([
            400,
            'upload_malformed',
            'file',
          ]);
        }),
        { numRuns: 40 },
      );
      expect(await fileRows()).toEqual(rowsBefore);
      expect(storedFiles()).toEqual(filesBefore);
    });
  }
});
