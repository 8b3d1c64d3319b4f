import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../http/envelope';
import { hashSecret } from './secret-tokens';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type RateLimitRule = { max: number; windowMs: number };
type RouteLimits = { ip: RateLimitRule; login?: RateLimitRule; account?: RateLimitRule };

/**
 * The limits, per client IP, per login (the e-mail typed) and per signed-in account. The README
 * lists them. Every process behind a balancer counts against the same limit: see
 * db/rate-limit-store.ts for where they are counted.
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
  /** The applicant's status link: its token is a long secret, guessing it is slowed anyway. */
  writerApplicationStatus: { ip: { max: 30, windowMs: 15 * MINUTE } },
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
  // A new order carries the customer's instructions, which the operator and an expert read.
  preOrder: { ip: { max: 120, windowMs: HOUR }, account: { max: 60, windowMs: HOUR } },
  // Each change e-mails the expert twice (their account and the old PayPal address).
  payoutMethod: { ip: { max: 60, windowMs: HOUR }, account: { max: 20, windowMs: HOUR } },
  // Each upload decodes and re-encodes an image.
  avatarUpload: { ip: { max: 60, windowMs: HOUR }, account: { max: 30, windowMs: HOUR } },
} satisfies Record<string, RouteLimits>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The login a request is about, as the limiter counts it: trimmed, lower case, bounded. */
function loginKey(request: FastifyRequest): string {
  const source = (request.method === 'GET' ? request.query : request.body) as
    | Record<string, unknown>
    | undefined;
  const login = source?.login;
  // Counted by digest: the limits' table holds no one's e-mail address.
  return typeof login === 'string' ? hashSecret(login.trim().toLowerCase().slice(0, 254)) : '';
}

/** The signed-in account a request comes from (its user id), or undefined signed out. */
export type AccountOf = (request: FastifyRequest) => Promise<number | undefined>;

type Check = {
  counter: RateLimiterAbstract;
  key: (request: FastifyRequest) => Promise<string | undefined>;
};

/**
 * A preHandler enforcing one named limit, counted in the server's store (db/rate-limit-store.ts)
 * so that every process shares it: refused requests get 429 too_many_requests with Retry-After.
 * With rate limiting switched off (RATE_LIMIT=0, for the benchmark) it passes all. A limit per
 * account needs `accountOf`; a request signed out is not counted there (its route refuses it
 * anyway). The checks go in order, and a refused one stops the rest from counting.
 */
export function rateLimitGuard(
  app: FastifyInstance,
  enabled: boolean,
  name: RateLimitName,
  accountOf?: AccountOf,
): preHandlerAsyncHookHandler {
  if (!enabled) return async () => {};
  const limits: RouteLimits = RATE_LIMITS[name];
  const store = app.apiContext.rateLimits;
  const counter = (kind: string, rule: RateLimitRule) =>
    store.counter({ prefix: `${name}:${kind}`, points: rule.max, windowMs: rule.windowMs });
  const checks: Check[] = [
    { counter: counter('ip', limits.ip), key: async (request) => request.ip },
  ];
  if (limits.login) {
    checks.push({
      counter: counter('login', limits.login),
      key: async (request) => loginKey(request),
    });
  }
  if (limits.account) {
    if (!accountOf) throw new Error(`The ${name} limit counts per account: pass accountOf`);
    checks.push({
      counter: counter('account', limits.account),
      key: async (request) => (await accountOf(request))?.toString(),
    });
  }
  return async (request) => {
    for (const check of checks) {
      const key = await check.key(request);
      if (key === undefined) continue;
      try {
        await check.counter.consume(key);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        const retryAfter = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        throw new ApiError('too_many_requests', 429, undefined, retryAfter);
      }
    }
  };
}
