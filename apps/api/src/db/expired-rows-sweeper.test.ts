import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/seed-data';
import { ApiClient } from '../testing/api-client';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { sweepExpiredRows } from './expired-rows-sweeper';

describe.each(ENGINES)('sweepExpiredRows on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('deletes expired data boxes and sessions and keeps live ones', async () => {
    const client = new ApiClient(server.app);
    const shortLived = (await client.post('widgets/data-boxes', { data: '{}', ttl: '10' })).json
      .body.key;
    const longLived = (await client.post('widgets/data-boxes', { data: '{"keep":1}', ttl: '3600' }))
      .json.body.key;
    await client.post('customers', { login: 'sweep@bb.example', policy_agree: '1' });
    const count = async (table: 'data_boxes' | 'sessions') =>
      Number(
        (
          await server.ctx.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const boxesBefore = await count('data_boxes');
    const sessionsBefore = await count('sessions');

    await sweepExpiredRows(server.ctx.db, server.ctx.files, server.clock.now + 60_000);
    expect(await count('data_boxes')).toBe(boxesBefore - 1);
    expect(await count('sessions')).toBe(sessionsBefore);
    expect((await client.get(`widgets/data-boxes/${longLived}`)).status).toBe(200);
    expect((await client.get(`widgets/data-boxes/${shortLived}`)).status).toBe(404);

    await sweepExpiredRows(
      server.ctx.db,
      server.ctx.files,
      server.clock.now + 31 * 24 * 60 * 60 * 1000,
    );
    expect(await count('sessions')).toBe(0);
    expect(await count('data_boxes')).toBe(0);
  });

  it('deletes sign-in counts whose window has ended and keeps running ones', async () => {
    const client = new ApiClient(server.app, '10.8.0.1');
    await client.post('users/sessions', {
      login: DEMO_ACCOUNTS.customer,
      password: 'Wrong-guess-1',
    });
    server.clock.advance(10 * 60_000);
    await new ApiClient(server.app, '10.8.0.2').post('users/sessions', {
      login: DEMO_ACCOUNTS.customer,
      password: 'Wrong-guess-2',
    });
    const clients = async () =>
      (await server.ctx.db.selectFrom('sign_in_guards').select('client').execute())
        .map((row) => row.client)
        .sort();
    expect(await clients()).toEqual(['*', '10.8.0.1', '10.8.0.2']);
    await sweepExpiredRows(server.ctx.db, server.ctx.files, server.clock.now + 6 * 60_000);
    expect(await clients()).toEqual(['*', '10.8.0.2']);
    await sweepExpiredRows(server.ctx.db, server.ctx.files, server.clock.now + 16 * 60_000);
    expect(await clients()).toEqual([]);
  });
});
