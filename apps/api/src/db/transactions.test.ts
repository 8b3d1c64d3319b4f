import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/envelope';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { TRANSACTION_ATTEMPTS, transact } from './transactions';

describe.each(ENGINES)('transact on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('runs a transaction PostgreSQL rolled back for a race again, then answers 503 busy_try_again', async () => {
    let runs = 0;
    const failure = transact(server.ctx.db, async () => {
      runs += 1;
      throw Object.assign(new Error('could not serialize access'), { code: '40001' });
    });
    await expect(failure).rejects.toSatisfy(
      (error) =>
        error instanceof ApiError &&
        error.slug === 'busy_try_again' &&
        error.statusCode === 503 &&
        error.retryAfterSeconds === 1,
    );
    expect(runs).toBe(TRANSACTION_ATTEMPTS);

    let deadlocks = 1;
    const passed = await transact(server.ctx.db, async () => {
      if (deadlocks-- > 0) throw Object.assign(new Error('deadlock'), { code: '40P01' });
      return 'done';
    });
    expect(passed).toBe('done');
  });

  it('lets any other error through at once', async () => {
    let runs = 0;
    const failure = transact(server.ctx.db, async () => {
      runs += 1;
      throw new Error('not a race');
    });
    await expect(failure).rejects.toThrow('not a race');
    expect(runs).toBe(1);
  });
});

describe('transact on a real PostgreSQL deadlock', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('postgres');
    await sql`CREATE TABLE race_rows (id integer PRIMARY KEY, n integer NOT NULL)`.execute(
      server.ctx.db,
    );
    await sql`INSERT INTO race_rows VALUES (1, 0), (2, 0)`.execute(server.ctx.db);
  });
  afterAll(() => server.close());

  it('completes both transactions that locked two rows in opposite order', async () => {
    // Each holds its first row before either asks for its second: PostgreSQL must roll one back.
    let holding = 0;
    let bothHold!: () => void;
    const bothHolding = new Promise<void>((resolve) => {
      bothHold = resolve;
    });
    let runs = 0;
    const bump = (first: number, second: number) =>
      transact(server.ctx.db, async (trx) => {
        runs += 1;
        await sql`UPDATE race_rows SET n = n + 1 WHERE id = ${first}`.execute(trx);
        if (++holding === 2) bothHold();
        await bothHolding;
        await sql`UPDATE race_rows SET n = n + 1 WHERE id = ${second}`.execute(trx);
      });
    await Promise.all([bump(1, 2), bump(2, 1)]);
    expect(runs).toBe(3);
    const { rows } = await sql<{ n: number }>`SELECT n FROM race_rows ORDER BY id`.execute(
      server.ctx.db,
    );
    expect(rows).toEqual([{ n: 2 }, { n: 2 }]);
  });
});
