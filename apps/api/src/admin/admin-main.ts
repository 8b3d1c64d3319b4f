import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { AdminCommandError, createUserCommand } from './create-user';

const USAGE = 'Usage: admin create-user --role ROLE --email EMAIL';

/**
 * The server's command line (`pnpm --filter @bb/api admin …`), on the database the server's
 * configuration names (DATABASE_URL, DATA_DIR). A refusal is printed, with exit code 1.
 */
async function main(args: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    options: { role: { type: 'string' }, email: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1 || positionals[0] !== 'create-user') {
    throw new AdminCommandError(USAGE);
  }
  const lines = await createUserCommand(loadConfig(), values);
  process.stdout.write(`${lines.join('\n')}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known =
    error instanceof AdminCommandError ||
    error instanceof ConfigError ||
    (error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS'));
  process.stderr.write(
    known
      ? `${(error as Error).message}\n`
      : `The command failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
