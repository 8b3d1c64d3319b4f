import { DASHBOARD_HOME_URL_PATHS, USER_ROLES, type UserRole } from '@bb/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { User } from '../db/schema';
import { ApiError } from '../http/envelope';
import { hashSecret, randomToken } from './secret-tokens';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Stay signed in": a persistent cookie and a 30-day session. */
export const LONG_SESSION_MS = 30 * DAY_MS;
/** Otherwise a browser-session cookie, and the server forgets the session after 12 hours. */
export const SHORT_SESSION_MS = 12 * 60 * 60 * 1000;

export type CurrentSession = {
  tokenHash: string;
  authToken: string;
  isNewCustomer: boolean;
  staySignedIn: boolean;
  expiresAt: number;
  user: User;
};

export type SessionBody = {
  auth_token: string;
  user_id: number;
  user_role: UserRole;
  dashboard_home_url_path: string;
  is_new_customer: boolean;
  email: string;
  stay_signed_in: boolean;
  expires_at: number;
  errors: Record<string, string>;
};

export function userRole(user: Pick<User, 'role'>): UserRole {
  return (USER_ROLES as readonly string[]).includes(user.role)
    ? (user.role as UserRole)
    : 'customer';
}

export function dashboardHomeUrlPath(user: Pick<User, 'role'>): string {
  return DASHBOARD_HOME_URL_PATHS[userRole(user)];
}

/**
 * Signs the user in: the session the browser held (if any) ends, and a new one starts with a
 * fresh token, so a token planted before sign-in is worthless after it.
 */
export async function signIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  options: { staySignedIn: boolean; isNewCustomer: boolean },
): Promise<SessionBody> {
  const previous = readSessionCookie(ctx.config, request);
  if (previous)
    await ctx.db.deleteFrom('sessions').where('token_hash', '=', hashSecret(previous)).execute();

  const token = randomToken();
  const authToken = randomToken(16);
  const now = ctx.now();
  const lifetime = options.staySignedIn ? LONG_SESSION_MS : SHORT_SESSION_MS;
  await ctx.db
    .insertInto('sessions')
    .values({
      token_hash: hashSecret(token),
      auth_token: authToken,
      user_id: user.id,
      is_new_customer: options.isNewCustomer ? 1 : 0,
      stay_signed_in: options.staySignedIn ? 1 : 0,
      created_at: now,
      expires_at: now + lifetime,
    })
    .execute();
  setSessionCookie(ctx.config, reply, token, options.staySignedIn ? lifetime / 1000 : undefined);
  return sessionBody({
    tokenHash: '',
    authToken,
    isNewCustomer: options.isNewCustomer,
    staySignedIn: options.staySignedIn,
    expiresAt: now + lifetime,
    user,
  });
}

/** The session named by the request's cookie, if it exists, has not expired and its user is not blocked. */
export async function currentSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<CurrentSession | undefined> {
  const token = readSessionCookie(ctx.config, request);
  if (!token) return undefined;
  const tokenHash = hashSecret(token);
  const row = await ctx.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.auth_token',
      'sessions.is_new_customer',
      'sessions.stay_signed_in',
      'sessions.expires_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.expires_at <= ctx.now() || row.is_blocked === 1) return undefined;
  const { auth_token, is_new_customer, stay_signed_in, expires_at, ...user } = row;
  return {
    tokenHash,
    authToken: auth_token,
    isNewCustomer: is_new_customer === 1,
    staySignedIn: stay_signed_in === 1,
    expiresAt: expires_at,
    user,
  };
}

export async function requireSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<CurrentSession> {
  const session = await currentSession(ctx, request);
  if (!session) throw new ApiError('not_authenticated', 401);
  return session;
}

/** Logout: the session ends on the server, whatever happens to the cookie. */
export async function signOut(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = readSessionCookie(ctx.config, request);
  if (token)
    await ctx.db.deleteFrom('sessions').where('token_hash', '=', hashSecret(token)).execute();
  clearSessionCookie(ctx.config, reply);
}

export function sessionBody(session: CurrentSession): SessionBody {
  return {
    auth_token: session.authToken,
    user_id: session.user.id,
    user_role: userRole(session.user),
    dashboard_home_url_path: dashboardHomeUrlPath(session.user),
    is_new_customer: session.isNewCustomer,
    email: session.user.email,
    stay_signed_in: session.staySignedIn,
    expires_at: session.expiresAt,
    // Errors by field for the short form's pipeline; a valid session carries none.
    errors: {},
  };
}
