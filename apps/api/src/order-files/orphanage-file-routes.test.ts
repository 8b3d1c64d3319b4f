import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredRows } from '../db/expired-rows-sweeper';
import { slugOf } from '../testing/api-client';
import { clientFactory, orderDraft, uploadFile } from '../testing/customer-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { FILE_MAX_BYTES } from './receive-upload';

describe.each(ENGINES)('orphanage files on %s', (engine) => {
  let server: TestServer;
  const { newClient, signedIn } = clientFactory(() => server, '10.7.1');
  const stored = (id: string) => existsSync(path.join(server.ctx.config.dataDir, 'files', id));
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('lets an uploader remove an orphan file, refuses empty uploads and expires orphans', async () => {
    const visitor = newClient();
    const file = (await uploadFile(visitor, 'notes.txt', 'hello', 'text/plain')).json.body.file;
    expect((await visitor.delete(`widgets/orphanage-file/${file.id}`)).status).toBe(200);
    expect((await visitor.get(`widgets/orphanage-file/${file.id}`)).status).toBe(404);
    expect(slugOf(await uploadFile(visitor, 'empty.txt', ''))).toBe('invalid_request');
    // Only the file's own name is kept, never a path.
    expect((await uploadFile(visitor, '../etc/passwd', 'x')).json.body.file.name).toBe('passwd');
    const formEncoded = await visitor.post('widgets/orphanage-file', { file: 'not a file' });
    expect(formEncoded.status).toBe(415);
    expect(slugOf(formEncoded)).toBe('invalid_request');
    const late = (await uploadFile(visitor, 'late.json', '{"a":1}', 'application/json')).json.body
      .file;
    expect(late.content_type).toBe('application/json');
    server.clock.advance(25 * 60 * 60 * 1000);
    expect((await visitor.get(`widgets/orphanage-file/${late.id}`)).status).toBe(404);
  });

  it('keeps the content in the file storage until the file is removed, swept, or attached', async () => {
    const visitor = newClient();
    const removed = (await uploadFile(visitor, 'removed.txt', 'a')).json.body.file;
    const expired = (await uploadFile(visitor, 'expired.txt', 'b')).json.body.file;
    const customer = await signedIn();
    const attached = (await uploadFile(customer, 'attached.txt', 'c')).json.body.file;
    expect([removed.id, expired.id, attached.id].map(stored)).toEqual([true, true, true]);
    // The database keeps what the file is, never its bytes.
    const row = await server.ctx.db
      .selectFrom('order_files')
      .selectAll()
      .where('id', '=', removed.id)
      .executeTakeFirstOrThrow();
    expect(Object.keys(row)).not.toContain('content');

    await visitor.delete(`widgets/orphanage-file/${removed.id}`);
    expect(stored(removed.id)).toBe(false);
    const { order } = (
      await customer.post('customers/pre-orders', orderDraft(server, { files: attached.id }))
    ).json.body;
    await sweepExpiredRows(server.ctx.db, server.ctx.files, server.clock.now + 25 * 3_600_000);
    expect(stored(expired.id)).toBe(false);
    expect(stored(attached.id)).toBe(true);
    const download = await customer.get(`customers/orders/${order.id}/files/${attached.id}`);
    expect(download.text).toBe('c');
  });

  it('refuses a program, whatever its name says', async () => {
    const response = await uploadFile(newClient(), 'setup.exe', 'x', 'application/octet-stream');
    expect([response.status, slugOf(response)]).toEqual([415, 'file_type_not_allowed']);
  });

  it('refuses a program behind trailing dots, spaces or a stream, and keeps the shown name', async () => {
    const visitor = newClient();
    for (const name of ['run.bat.', 'setup.msi.', 'script.ps1 ', 'a.exe::$DATA']) {
      const response = await uploadFile(visitor, name, 'x');
      expect([response.status, slugOf(response)], name).toEqual([415, 'file_type_not_allowed']);
    }
    const kept = (await uploadFile(visitor, 'notes.txt. . ', 'x')).json.body.file;
    expect(kept.name).toBe('notes.txt');
    expect((await visitor.get(`widgets/orphanage-file/${kept.id}`)).json.body.file.name).toBe(
      'notes.txt',
    );
  });

  it('refuses a file over 10 MiB and keeps nothing of it', async () => {
    const visitor = newClient();
    const response = await uploadFile(
      visitor,
      'huge.bin',
      'x'.repeat(FILE_MAX_BYTES + 1),
      'application/octet-stream',
    );
    expect(response.status).toBe(413);
    expect(slugOf(response)).toBe('file_too_large');
    const stored = await server.ctx.db
      .selectFrom('order_files')
      .select('id')
      .where('name', '=', 'huge.bin')
      .execute();
    expect(stored).toEqual([]);
  });
});
