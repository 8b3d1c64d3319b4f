import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError } from '../http/envelope';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type RateLimitRule = { max: number; windowMs: number };
type RouteLimits = { ip: RateLimitRule; login?: RateLimitRule; account?: RateLimitRule };

/**
 * The limits, per client IP, per login (the e-mail typed) and per signed-in account. The README
 * lists them. They are counted per process in memory (@fastify/rate-limit's store); several
 * processes would share a Redis store instead.
 */
export const RATE_LIMITS = {
  preCheck: { ip: { max: 60, windowMs: MINUTE }, login: { max: 30, windowMs: MINUTE } },
  // No per-login limit: anyone could spend it and lock the owner out. The database counts sign-in
  // attempts per account and address instead (auth/sign-in-guard.ts).
  signIn: { ip: { max: 30, windowMs: MINUTE } },
  registration: { ip: { max: 20, windowMs: HOUR }, login: { max: 5, windowMs: HOUR } },
  passwordRestoreRequest: { ip: { max: 10, windowMs: HOUR }, login: { max: 3, windowMs: HOUR } },
  passwordRestoreCode: { ip: { max: 30, windowMs: 15 * MINUTE } },
  oauthStart: { ip: { max: 30, windowMs: MINUTE } },
  dataBoxCreate: { ip: { max: 120, windowMs: MINUTE } },
  visit: { ip: { max: 60, windowMs: MINUTE } },
  fileUpload: { ip: { max: 30, windowMs: HOUR } },
  orderFileUpload: { ip: { max: 60, windowMs: HOUR } },
  writerApplication: { ip: { max: 5, windowMs: HOUR }, login: { max: 2, windowMs: HOUR } },
  // Each start asks the payment provider for a checkout session.
  topUpStart: { ip: { max: 30, windowMs: HOUR } },
  // Each of these writes text someone reads, and may e-mail them: a conversation fits well
  // within them, a flood does not.
  supportTicketCreate: { ip: { max: 20, windowMs: HOUR }, account: { max: 10, windowMs: HOUR } },
  supportTicketMessage: {
    ip: { max: 60, windowMs: 10 * MINUTE },
    account: { max: 30, windowMs: 10 * MINUTE },
  },
  orderMessage: {
    ip: { max: 60, windowMs: 10 * MINUTE },
    account: { max: 30, windowMs: 10 * MINUTE },
  },
} satisfies Record<string, RouteLimits>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The login a request is about, as the limiter counts it: trimmed, lower case, bounded. */
function loginKey(request: FastifyRequest): string {
  const source = (request.method === 'GET' ? request.query : request.body) as
    | Record<string, unknown>
    | undefined;
  const login = source?.login;
  return typeof login === 'string' ? login.trim().toLowerCase().slice(0, 254) : '';
}

/** The signed-in account a request comes from (its user id), or undefined signed out. */
export type AccountOf = (request: FastifyRequest) => Promise<number | undefined>;

/**
 * A preHandler enforcing one named limit: refused requests get 429 too_many_requests with
 * Retry-After. With rate limiting switched off (RATE_LIMIT=0, for the benchmark) it passes all.
 * A limit per account needs `accountOf`; a request signed out is not counted there (its route
 * refuses it anyway).
 */
export function rateLimitGuard(
  app: FastifyInstance,
  enabled: boolean,
  name: RateLimitName,
  accountOf?: AccountOf,
): preHandlerAsyncHookHandler {
  if (!enabled) return async () => {};
  const limits: RouteLimits = RATE_LIMITS[name];
  const checks = [
    app.createRateLimit({
      max: limits.ip.max,
      timeWindow: limits.ip.windowMs,
      keyGenerator: (request) => `${name}:ip:${request.ip}`,
    }),
  ];
  if (limits.login) {
    checks.push(
      app.createRateLimit({
        max: limits.login.max,
        timeWindow: limits.login.windowMs,
        keyGenerator: (request) => `${name}:login:${loginKey(request)}`,
      }),
    );
  }
  if (limits.account) {
    if (!accountOf) throw new Error(`The ${name} limit counts per account: pass accountOf`);
    const signedOut = `${name}:account:`;
    checks.push(
      app.createRateLimit({
        max: limits.account.max,
        timeWindow: limits.account.windowMs,
        keyGenerator: async (request) => `${signedOut}${(await accountOf(request)) ?? ''}`,
        allowList: (_request, key) => key === signedOut,
      }),
    );
  }
  return async (request) => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new ApiError('too_many_requests', 429, undefined, result.ttlInSeconds);
      }
    }
  };
}
