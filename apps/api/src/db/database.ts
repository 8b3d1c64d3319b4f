import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase as SqliteDialectDatabase,
} from 'kysely';
import pg from 'pg';
import { DATABASE_POOL_DEFAULTS, isPostgresUrl } from '../config';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';

export type AppDatabase = {
  db: Kysely<Database>;
  engine: Engine;
};

const PG_INT8 = 20;

/**
 * Opens the database named by `databaseUrl`: PostgreSQL for a `postgres://` URL (a pool of at
 * most `poolSize` connections), otherwise a SQLite file (its folder is created) or `:memory:`.
 */
export function openDatabase(
  databaseUrl: string,
  poolSize: number = DATABASE_POOL_DEFAULTS.size,
): AppDatabase {
  if (isPostgresUrl(databaseUrl)) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: poolSize,
      // Instants are epoch milliseconds in bigint columns; they fit a JS number exactly.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === PG_INT8
            ? (value: string) => Number(value)
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // A connection the server ends (a restart, a failover) fails its query, if it has one, and
    // is dropped by the pool, which opens another for the next. Its error event, unheard, would
    // end the process: the pool hears it for idle connections, each client for its own while
    // Kysely holds it.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      engine: 'postgres',
    };
  }

  const file = databaseUrl.replace(/^sqlite:(\/\/)?/i, '');
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // Node's built-in SQLite (node:sqlite): no native addon to compile or to match to the runtime.
  const sqlite = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: 5000 });
  if (file !== ':memory:') sqlite.exec('PRAGMA journal_mode = WAL');
  sqlite.exec('PRAGMA synchronous = NORMAL');
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: kyselySqliteDatabase(sqlite) }),
    }),
    engine: 'sqlite',
  };
}

const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely's own SQLite dialect, fed node:sqlite through the small database interface it expects
 * (the shape of better-sqlite3): a statement says whether it returns rows, and takes its
 * parameters as one array.
 *
 * Kysely prepares every query anew; preparing is most of the cost of a small SQLite query. The
 * same SQL text (parameters are bound separately) reuses its prepared statement. Kysely runs each
 * statement to completion synchronously, so sharing one is safe.
 */
function kyselySqliteDatabase(sqlite: DatabaseSync): SqliteDialectDatabase {
  const statements = new Map<string, SqliteDialectStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = kyselySqliteStatement(sqlite.prepare(sql));
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

type SqliteDialectStatement = ReturnType<SqliteDialectDatabase['prepare']>;
function kyselySqliteStatement(statement: StatementSync): SqliteDialectStatement {
  // A statement returns rows when it has result columns: SELECT, and INSERT … RETURNING.
  const reader = statement.columns().length > 0;
  // Kysely passes positional values only, which node:sqlite takes as separate arguments.
  const bind = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];
  return {
    reader,
    all: (parameters) => statement.all(...bind(parameters)),
    run: (parameters) => statement.run(...bind(parameters)),
    iterate: (parameters) => statement.iterate(...bind(parameters)),
  };
}

/** Whether an insert failed on a unique or primary key (either engine). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  if (code === '23505') return true;
  // node:sqlite reports SQLite's extended result code: SQLITE_CONSTRAINT_UNIQUE or _PRIMARYKEY.
  const { errcode } = error as { errcode?: unknown };
  return code === 'ERR_SQLITE_ERROR' && (errcode === 2067 || errcode === 1555);
}
