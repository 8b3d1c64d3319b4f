import { AsyncLocalStorage } from 'node:async_hooks';
import {
  type CompiledQuery,
  type KyselyPlugin,
  PostgresQueryCompiler,
  type QueryCompiler,
  SqliteQueryCompiler,
} from 'kysely';
import type { EngineName } from './test-server';

export type CapturedStatement = Pick<CompiledQuery, 'sql' | 'parameters'>;

export type StatementCapture = {
  /** Goes on the server's database (`startTestServer`'s `plugin`). */
  plugin: KyselyPlugin;
  /** Runs `work` and answers the statements the server ran for it, in order. */
  during(work: () => Promise<unknown>): Promise<CapturedStatement[]>;
};

/**
 * Records the SQL a server runs, as its engine runs it (text and parameters), for the work of one
 * call only: the statements are tied to the call through its async context, so a background job
 * or another request at the same time is left out.
 */
export function statementCapture(engine: EngineName): StatementCapture {
  const compiler: QueryCompiler =
    engine === 'postgres' ? new PostgresQueryCompiler() : new SqliteQueryCompiler();
  const current = new AsyncLocalStorage<CapturedStatement[]>();
  return {
    plugin: {
      transformQuery({ node, queryId }) {
        const { sql, parameters } = compiler.compileQuery(node, queryId);
        current.getStore()?.push({ sql, parameters });
        return node;
      },
      transformResult: async ({ result }) => result,
    },
    async during(work) {
      const statements: CapturedStatement[] = [];
      await current.run(statements, work);
      return statements;
    },
  };
}
