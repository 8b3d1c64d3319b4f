import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../testing/test-server';
import { isUniqueViolation, openDatabase } from './database';

// The SQLite engine is Node's built-in node:sqlite behind Kysely's own dialect: what the routes
// rely on from it, checked on a real file.
describe('the SQLite database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bb-db-test-'));
  const { db, engine } = openDatabase(path.join(dir, 'nested', 'bb.sqlite'));
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the file in a new folder, in WAL mode with foreign keys on', async () => {
    expect(engine).toBe('sqlite');
    const journal = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    const foreignKeys = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db);
    expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
  });

  it('returns rows from INSERT … RETURNING and counts changed rows of UPDATE', async () => {
    await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT UNIQUE NOT NULL)`.execute(db);
    const inserted = await sql<{
      id: number;
      body: string;
    }>`INSERT INTO notes (body) VALUES (${'first'}) RETURNING id, body`.execute(db);
    expect(inserted.rows).toEqual([{ id: 1, body: 'first' }]);
    const updated = await sql`UPDATE notes SET body = ${'changed'} WHERE id = ${1}`.execute(db);
    expect(updated.numAffectedRows).toBe(1n);
  });

  it('tells a unique-key violation from any other failure', async () => {
    await sql`INSERT INTO notes (body) VALUES (${'twice'})`.execute(db);
    const duplicate = await sql`INSERT INTO notes (body) VALUES (${'twice'})`
      .execute(db)
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const samePrimaryKey = await sql`INSERT INTO notes (id, body) VALUES (${1}, ${'other'})`
      .execute(db)
      .catch((error: unknown) => error);
    expect(isUniqueViolation(samePrimaryKey)).toBe(true);
    const missingValue = await sql`INSERT INTO notes (body) VALUES (${null})`
      .execute(db)
      .catch((error: unknown) => error);
    expect(missingValue).toBeInstanceOf(Error);
    expect(isUniqueViolation(missingValue)).toBe(false);
  });
});

describe('the PostgreSQL pool', () => {
  // Six queries at once, each holding its connection a moment: they run on as many connections
  // as the pool may open, and wait for one beyond that.
  const backendsOfSixQueries = async (poolSize?: number) => {
    const database = await createPostgresDatabase();
    const { db } = openDatabase(database.url, poolSize);
    try {
      const pids = await Promise.all(
        Array.from({ length: 6 }, () =>
          sql<{ pid: number }>`SELECT pg_backend_pid() AS pid, pg_sleep(0.2)`.execute(db),
        ),
      );
      return new Set(pids.map((result) => result.rows[0]?.pid)).size;
    } finally {
      await db.destroy();
      await database.drop();
    }
  };

  it('opens at most the connections it is given (DATABASE_POOL_SIZE), 10 by default', async () => {
    expect(await backendsOfSixQueries(2)).toBe(2);
    expect(await backendsOfSixQueries()).toBe(6);
  });
});
