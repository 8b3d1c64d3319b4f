import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { FileStorage } from '../../files/file-storage';
import type { Engine } from '../database';

/** A migration sees the database untyped: the schema of its day, not today's. */
export type Db = Kysely<unknown>;

/**
 * What a migration may branch on. Only the few places where the engines differ (generated ids,
 * binary columns) branch on `engine`. `files` is where files' content moved out of the database to.
 */
export interface MigrationContext {
  engine: Engine;
  files: FileStorage;
  /** Adds an integer id the database assigns. */
  withId: <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>;
  /** The column type of binary content. */
  binary: 'bytea' | 'blob';
}

export function migrationContext(engine: Engine, files: FileStorage): MigrationContext {
  return {
    engine,
    files,
    withId: (table) =>
      table.addColumn('id', 'integer', (column: ColumnDefinitionBuilder) =>
        engine === 'postgres'
          ? column.primaryKey().generatedByDefaultAsIdentity()
          : column.primaryKey().autoIncrement(),
      ),
    binary: engine === 'postgres' ? 'bytea' : 'blob',
  };
}
