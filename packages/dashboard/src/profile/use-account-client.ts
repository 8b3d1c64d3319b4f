import type { AccountClient } from '@bb/api-client';
import { useBbEnvironment } from '@bb/form-hooks';

/**
 * The account client the profile's hooks call: the one given (the partner's, for the payout
 * method), or the environment's `account`.
 */
export function useAccountClient<Client = AccountClient>(
  client: Client | undefined,
): Client | AccountClient {
  const environment = useBbEnvironment();
  const account = client ?? environment.account;
  if (!account) {
    throw new Error(
      'The profile needs an account client: pass `client` or the environment’s `account`.',
    );
  }
  return account;
}
