import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredRows } from '../db/expired-rows-sweeper';
import { ApiClient } from '../testing/api-client';
import { createAccount } from '../testing/customer-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const PASSWORD = 'Session-keeper-42';

describe.each(ENGINES)('session lifetimes on %s, with a fake clock', (engine) => {
  let server: TestServer;
  let accounts = 0;
  let addresses = 0;

  /** A new account, signed in from a new address. */
  const signedIn = async (staySignedIn: boolean, target = () => server) => {
    const login = await createAccount(target().ctx, `lifetime-${++accounts}@bb.example`, PASSWORD);
    const client = new ApiClient(target().app, `10.7.0.${++addresses}`);
    const response = await client.post('users/sessions', {
      login,
      password: PASSWORD,
      stay_signed_in: staySignedIn ? '1' : '0',
    });
    expect(response.status).toBe(200);
    return client;
  };
  const isSignedIn = async (client: ApiClient) =>
    (await client.get('users/sessions')).json.body.user_role === 'customer';

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('without "stay signed in", ends 12 hours after its last use, each use renewing it', async () => {
    const client = await signedIn(false);
    server.clock.advance(11 * HOUR);
    expect(await isSignedIn(client)).toBe(true);
    server.clock.advance(11 * HOUR);
    expect(await isSignedIn(client)).toBe(true);
    server.clock.advance(12 * HOUR + 1000);
    expect(await isSignedIn(client)).toBe(false);
  });

  it('with "stay signed in", slides 14 days from its last use', async () => {
    const client = await signedIn(true);
    for (let use = 0; use < 2; use += 1) {
      server.clock.advance(13 * DAY);
      expect(await isSignedIn(client)).toBe(true);
    }
    server.clock.advance(14 * DAY + 1000);
    expect(await isSignedIn(client)).toBe(false);
  });

  it('ends 30 days after sign-in however often it is used', async () => {
    const client = await signedIn(true);
    for (let day = 1; day < 30; day += 1) {
      server.clock.advance(DAY);
      expect(await isSignedIn(client), `day ${day}`).toBe(true);
    }
    server.clock.advance(DAY);
    expect(await isSignedIn(client)).toBe(false);
  });

  it('reports the renewed end in expires_at', async () => {
    const client = await signedIn(false);
    server.clock.advance(HOUR);
    expect((await client.get('users/sessions')).json.body.expires_at).toBe(
      server.clock.now + 12 * HOUR,
    );
  });

  it('is removed from the database by the sweep once it has lain idle, while a used one stays', async () => {
    const idle = await signedIn(false);
    const used = await signedIn(false);
    const sessionsOf = async (client: ApiClient) => {
      const { user_id } = (await client.get('users/sessions')).json.body;
      return server.ctx.db
        .selectFrom('sessions')
        .where('user_id', '=', user_id)
        .selectAll()
        .execute();
    };
    const idleUserId = (await idle.get('users/sessions')).json.body.user_id;
    server.clock.advance(10 * HOUR);
    expect(await sessionsOf(used)).toHaveLength(1);
    server.clock.advance(3 * HOUR);
    await sweepExpiredRows(server.ctx.db, server.ctx.files, server.clock.now);
    expect(
      await server.ctx.db
        .selectFrom('sessions')
        .where('user_id', '=', idleUserId)
        .selectAll()
        .execute(),
    ).toEqual([]);
    expect(await sessionsOf(used)).toHaveLength(1);
  });

  it('takes its lifetimes from the configuration', async () => {
    const configured = await startTestServer(engine, {
      SESSION_IDLE_HOURS: '1',
      SESSION_STAY_SIGNED_IN_DAYS: '2',
      SESSION_MAX_DAYS: '3',
    });
    try {
      const short = await signedIn(false, () => configured);
      const staying = await signedIn(true, () => configured);
      const cookie = (
        await staying.post('users/sessions', {
          login: `lifetime-${accounts}@bb.example`,
          password: PASSWORD,
        })
      ).cookies.find((candidate) => candidate.name === 'bb_session');
      expect(cookie?.maxAge).toBe(3 * 24 * 60 * 60);
      configured.clock.advance(HOUR + 1000);
      expect(await isSignedIn(short)).toBe(false);
      expect(await isSignedIn(staying)).toBe(true);
      configured.clock.advance(2 * DAY);
      expect(await isSignedIn(staying)).toBe(false);
    } finally {
      await configured.close();
    }
  });
});
