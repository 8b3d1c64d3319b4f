import type { AccountClient } from '@bb/api-client';
import { useBbEnvironment } from '@bb/form-hooks';

/** The account client the profile's hooks call: the one given, or the environment's `account`. */
export function useAccountClient(client: AccountClient | undefined): AccountClient {
  const environment = useBbEnvironment();
  const account = client ?? environment.account;
  if (!account) {
    throw new Error(
      'The profile needs an account client: pass `client` or the environment’s `account`.',
    );
  }
  return account;
}
