import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { RATE_LIMITS } from '../auth/rate-limits';
import { buildServer } from '../server';
import { ApiClient, LIMIT_REFUSAL, limitRefusalOf, sendAtOnce } from '../testing/api-client';
import { startRedisServer } from '../testing/redis-server';
import { startTestServer } from '../testing/test-server';

type Apps = [FastifyInstance, FastifyInstance];
type Setup = { kind: string; start(): Promise<{ apps: Apps; close(): Promise<void> }> };

const setups: Setup[] = [
  {
    // Two servers on one database, as two processes behind a balancer are.
    kind: 'postgres',
    async start() {
      const first = await startTestServer('postgres');
      const second = await buildServer(first.ctx.config, { now: first.ctx.now });
      return {
        apps: [first.app, second],
        async close() {
          await second.close();
          await first.close();
        },
      };
    },
  },
  {
    // Two servers whose databases have nothing in common but the Redis they count in.
    kind: 'redis',
    async start() {
      const redis = await startRedisServer();
      const first = await startTestServer('sqlite', { REDIS_URL: redis.url });
      const second = await startTestServer('sqlite', { REDIS_URL: redis.url });
      return {
        apps: [first.app, second.app],
        async close() {
          await second.close();
          await first.close();
          await redis.stop();
        },
      };
    },
  },
];

describe.each(setups)('rate limits counted in $kind', ({ kind, start }) => {
  let apps: Apps;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ apps, close } = await start());
  });
  afterAll(() => close());

  it('is where the server counts', () => {
    expect(apps.map((app) => app.apiContext.rateLimits.kind)).toEqual([kind, kind]);
  });

  it('holds one limit for requests split over two servers: the refusals of one server', async () => {
    const { ip, login } = RATE_LIMITS.preCheck;
    const address = '10.61.0.1';
    const clients = [new ApiClient(apps[0], address), new ApiClient(apps[1], address)] as const;
    // Round robin, as the balancer sends them.
    const check = (index: number, email: string) =>
      (index % 2 === 0 ? clients[0] : clients[1]).get('users/pre-check', {
        query: { login: email },
      });

    // One login, asked at once through both servers: its own limit, however they are spread.
    const popular = await sendAtOnce(login.max + 10, (index) => check(index, 'popular@bb.example'));
    expect([popular.accepted.length, popular.refused.map(limitRefusalOf)]).toEqual([
      login.max,
      Array(10).fill(LIMIT_REFUSAL),
    ]);
    // The address counted every one of them, through either server: what is left is shared.
    const left = ip.max - (login.max + 10);
    const various = await sendAtOnce(left + 5, (index) => check(index, `x${index}@bb.example`));
    expect([various.accepted.length, various.refused.map(limitRefusalOf)]).toEqual([
      left,
      Array(5).fill(LIMIT_REFUSAL),
    ]);
  });
});

describe('rate limits with REDIS_URL', () => {
  it('refuses to start while Redis does not answer', async () => {
    const redis = await startRedisServer();
    await redis.stop();
    await expect(startTestServer('sqlite', { REDIS_URL: redis.url })).rejects.toThrow(
      'Redis at REDIS_URL did not answer',
    );
  });

  it('once Redis goes away, still hold in each process and fail no request', async () => {
    const redis = await startRedisServer();
    const server = await startTestServer('sqlite', { REDIS_URL: redis.url });
    onTestFinished(() => server.close());
    await redis.stop();
    const { max } = RATE_LIMITS.preCheck.ip;
    const client = new ApiClient(server.app, '10.61.1.1');
    const { accepted, refused } = await sendAtOnce(max + 3, (index) =>
      client.get('users/pre-check', { query: { login: `y${index}@bb.example` } }),
    );
    expect([accepted.length, refused.map(limitRefusalOf)]).toEqual([
      max,
      Array(3).fill(LIMIT_REFUSAL),
    ]);
  });
});
