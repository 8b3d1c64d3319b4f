import { DASHBOARD_HOME_URL_PATHS, USER_ROLES, type UserRole } from '@bb/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { SessionLifetimes } from '../config';
import type { User } from '../db/schema';
import { ApiError } from '../http/envelope';
import { hashSecret, randomToken } from './secret-tokens';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie';

/**
 * A session's use is written down at most this often: the idle timeout is exact to a minute, and
 * a page that calls the API many times costs one write a minute, not one a call.
 */
export const SESSION_RENEW_INTERVAL_MS = 60_000;
/** The part of the User-Agent kept to tell sessions apart. */
const USER_AGENT_MAX_LENGTH = 200;

export type CurrentSession = {
  tokenHash: string;
  authToken: string;
  isNewCustomer: boolean;
  staySignedIn: boolean;
  expiresAt: number;
  user: User;
};

/** When a session used at `usedAt` ends: after its idle timeout, but never past its absolute lifetime. */
export function sessionExpiry(
  lifetimes: SessionLifetimes,
  session: { createdAt: number; usedAt: number; staySignedIn: boolean },
): number {
  const idle = session.staySignedIn ? lifetimes.staySignedInIdleMs : lifetimes.idleMs;
  return Math.min(session.usedAt + idle, session.createdAt + lifetimes.absoluteMs);
}

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
  const expiresAt = sessionExpiry(ctx.config.sessions, {
    createdAt: now,
    usedAt: now,
    staySignedIn: options.staySignedIn,
  });
  await ctx.db
    .insertInto('sessions')
    .values({
      token_hash: hashSecret(token),
      auth_token: authToken,
      user_id: user.id,
      is_new_customer: options.isNewCustomer ? 1 : 0,
      stay_signed_in: options.staySignedIn ? 1 : 0,
      created_at: now,
      last_used_at: now,
      expires_at: expiresAt,
      user_agent: userAgent(request),
    })
    .execute();
  // A persistent cookie lives as long as the session could (its absolute lifetime): the server
  // ends it sooner when it lies unused, so the cookie need not be sent again on every use.
  setSessionCookie(
    ctx.config,
    reply,
    token,
    options.staySignedIn ? ctx.config.sessions.absoluteMs / 1000 : undefined,
  );
  return sessionBody({
    tokenHash: '',
    authToken,
    isNewCustomer: options.isNewCustomer,
    staySignedIn: options.staySignedIn,
    expiresAt,
    user,
  });
}

function userAgent(request: FastifyRequest): string {
  const header = request.headers['user-agent'] ?? '';
  // Printable characters only: it is shown back to the owner.
  return header.replace(/[^\x20-\x7e]/g, '').slice(0, USER_AGENT_MAX_LENGTH);
}

/** For the limits counted per account: the signed-in user's id, if any. */
export function signedInAccount(ctx: AppContext) {
  return async (request: FastifyRequest) => (await currentSession(ctx, request))?.user.id;
}

/**
 * The session named by the request's cookie, if it exists, has not expired and its user is not
 * blocked. Using it renews its idle timeout (up to its absolute lifetime).
 */
export async function currentSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<CurrentSession | undefined> {
  const session = await lookUpSession(ctx, request);
  return session === 'blocked' ? undefined : session;
}

/**
 * The session, or 'blocked' when its account is. Blocking an account deletes its sessions; one a
 * sign-in started before the block and finished after it still finds its account blocked.
 */
async function lookUpSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<CurrentSession | 'blocked' | undefined> {
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
      'sessions.last_used_at',
      'sessions.created_at as session_created_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  const now = ctx.now();
  if (!row || row.expires_at <= now) return undefined;
  if (row.is_blocked === 1) return 'blocked';
  const {
    auth_token,
    is_new_customer,
    stay_signed_in,
    expires_at,
    last_used_at,
    session_created_at,
    ...user
  } = row;
  let expiresAt = expires_at;
  if (now - last_used_at >= SESSION_RENEW_INTERVAL_MS) {
    expiresAt = sessionExpiry(ctx.config.sessions, {
      createdAt: session_created_at,
      usedAt: now,
      staySignedIn: stay_signed_in === 1,
    });
    await ctx.db
      .updateTable('sessions')
      .set({ last_used_at: now, expires_at: expiresAt })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  return {
    tokenHash,
    authToken: auth_token,
    isNewCustomer: is_new_customer === 1,
    staySignedIn: stay_signed_in === 1,
    expiresAt,
    user,
  };
}

export async function requireSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<CurrentSession> {
  const session = await lookUpSession(ctx, request);
  if (session === 'blocked') throw new ApiError('user_blocked', 403);
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

/** One of a person's sessions as the owner sees it (GET /users/sessions/all). */
export type SessionSummary = {
  auth_token: string;
  /** The session this request came with. */
  current: boolean;
  stay_signed_in: boolean;
  user_agent: string;
  created_at: number;
  last_used_at: number;
  expires_at: number;
};

/** The user's live sessions, the most recently used first. */
export async function listSessions(
  ctx: AppContext,
  session: CurrentSession,
): Promise<SessionSummary[]> {
  const rows = await ctx.db
    .selectFrom('sessions')
    .select([
      'token_hash',
      'auth_token',
      'stay_signed_in',
      'user_agent',
      'created_at',
      'last_used_at',
      'expires_at',
    ])
    .where('user_id', '=', session.user.id)
    .where('expires_at', '>', ctx.now())
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(({ token_hash, stay_signed_in, ...row }) => ({
    ...row,
    current: token_hash === session.tokenHash,
    stay_signed_in: stay_signed_in === 1,
  }));
}

/**
 * Ends the user's other sessions: every one (`authToken` undefined) or the one with that public
 * handle. The current session is never among them (logout ends it). Returns how many ended.
 */
export async function endOtherSessions(
  ctx: AppContext,
  session: CurrentSession,
  authToken?: string,
): Promise<number> {
  let query = ctx.db
    .deleteFrom('sessions')
    .where('user_id', '=', session.user.id)
    .where('token_hash', '<>', session.tokenHash);
  if (authToken !== undefined) query = query.where('auth_token', '=', authToken);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
