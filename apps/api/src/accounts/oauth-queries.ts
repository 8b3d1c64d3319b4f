import type { Insertable, Kysely } from 'kysely';
import type { Database, OauthStateTable, User } from '../db/schema';

/*
 * The OAuth sign-in's queries (oauth-routes.ts): the flows in progress and the provider
 * identities linked to accounts.
 */

/** Stores a started sign-in's secrets until its callback. */
export async function saveOauthState(
  db: Kysely<Database>,
  state: Insertable<OauthStateTable>,
): Promise<void> {
  await db.insertInto('oauth_states').values(state).execute();
}

/** The started sign-in with this state (its hash) at this provider, if any. */
export function findOauthState(db: Kysely<Database>, stateHash: string, provider: string) {
  return db
    .selectFrom('oauth_states')
    .selectAll()
    .where('state_hash', '=', stateHash)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

/** Removes the started sign-in; answers whether this call removed it (a second one does not). */
export async function deleteOauthState(db: Kysely<Database>, stateHash: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('oauth_states')
    .where('state_hash', '=', stateHash)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

/** The account linked to this provider identity, if any. */
export function userOfIdentity(
  db: Kysely<Database>,
  provider: string,
  subject: string,
): Promise<User | undefined> {
  return db
    .selectFrom('user_identities')
    .innerJoin('users', 'users.id', 'user_identities.user_id')
    .selectAll('users')
    .where('user_identities.provider', '=', provider)
    .where('user_identities.subject', '=', subject)
    .executeTakeFirst();
}

/** Links a provider identity to an account. */
export async function linkIdentity(
  db: Kysely<Database>,
  identity: { provider: string; subject: string; userId: number; at: number },
): Promise<void> {
  await db
    .insertInto('user_identities')
    .values({
      provider: identity.provider,
      subject: identity.subject,
      user_id: identity.userId,
      created_at: identity.at,
    })
    .execute();
}
