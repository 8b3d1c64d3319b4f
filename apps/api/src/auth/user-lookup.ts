import type { AppContext } from '../app-context';

/** Logins are e-mail addresses, kept in lower case so one address is one account. */
export function loginToEmail(login: string): string {
  return login.trim().toLowerCase();
}

export function findUserByEmail(ctx: AppContext, email: string) {
  return ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}
