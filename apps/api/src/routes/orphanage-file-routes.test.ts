import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugOf } from '../testing/api-client';
import { clientFactory, uploadFile } from '../testing/customer-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { ORPHAN_FILE_MAX_BYTES } from './orphanage-file-routes';

describe.each(ENGINES)('orphanage files on %s', (engine) => {
  let server: TestServer;
  const { newClient } = clientFactory(() => server, '10.7.1');
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

  it('refuses a file over 10 MiB and keeps nothing of it', async () => {
    const visitor = newClient();
    const response = await uploadFile(
      visitor,
      'huge.bin',
      'x'.repeat(ORPHAN_FILE_MAX_BYTES + 1),
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
