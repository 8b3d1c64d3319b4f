import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiResponse, slugOf } from '../testing/api-client';
import { createAccount } from '../testing/customer-fixtures';
import { readOutbox } from '../testing/outbox';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';
import {
  ACCOUNT_FREE_ATTEMPTS,
  GUARD_WINDOW_MS,
  MAX_ACCOUNT_DELAY_MS,
  MAX_FAILURES_PER_CLIENT,
} from './sign-in-guard';

const PASSWORD = 'Owner-password-7';

describe.each(ENGINES)('the sign-in guard on %s', (engine) => {
  let server: TestServer;
  let accounts = 0;
  let addresses = 0;
  /** A client from an address no other test uses. */
  const newClient = () =>
    new ApiClient(server.app, `10.9.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`);
  const signIn = (client: ApiClient, login: string, password: string) =>
    client.post('users/sessions', { login, password, captcha_token: 'skipped' });

  /** An account of its own for each test, so counts never carry over. */
  const newAccount = () => createAccount(server.ctx, `guarded-${++accounts}@bb.example`, PASSWORD);

  const statuses = (responses: ApiResponse[]) => responses.map((response) => response.status);
  const expectThrottled = (response: ApiResponse, maxSeconds: number) => {
    expect(response.status).toBe(429);
    expect(slugOf(response)).toBe('account_throttled');
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  };

  beforeAll(async () => {
    // The per-address rate limit is off, so every request reaches the database's count.
    server = await startTestServer(engine, { RATE_LIMIT: 'off' });
  });
  afterAll(() => server.close());

  it.each([20, 100])(
    `%i parallel wrong passwords from one address get at most ${MAX_FAILURES_PER_CLIENT} verdicts`,
    async (count) => {
      const login = await newAccount();
      const guesser = newClient();
      const responses = await Promise.all(
        Array.from({ length: count }, (_, guess) =>
          signIn(guesser, login, `Guess-number-${guess}`),
        ),
      );
      const verdicts = statuses(responses).filter((status) => status === 401);
      expect(verdicts).toHaveLength(MAX_FAILURES_PER_CLIENT);
      for (const response of responses.filter((candidate) => candidate.status !== 401)) {
        expectThrottled(response, GUARD_WINDOW_MS / 1000);
      }
      // The address stays locked for the right password too; the owner elsewhere is not.
      expectThrottled(await signIn(guesser, login, PASSWORD), GUARD_WINDOW_MS / 1000);
      expect((await signIn(newClient(), login, PASSWORD)).status).toBe(200);
    },
  );

  it.each([20, 100])(
    '%i parallel wrong passwords from as many addresses get at most the account ceiling of verdicts',
    async (count) => {
      const login = await newAccount();
      const responses = await Promise.all(
        Array.from({ length: count }, (_, guess) =>
          signIn(newClient(), login, `Guess-number-${guess}`),
        ),
      );
      const verdicts = statuses(responses).filter((status) => status === 401);
      expect(verdicts.length).toBeLessThanOrEqual(ACCOUNT_FREE_ATTEMPTS);
      expect(verdicts.length).toBeGreaterThanOrEqual(Math.min(count, ACCOUNT_FREE_ATTEMPTS) - 1);
      for (const response of responses.filter((candidate) => candidate.status !== 401)) {
        expectThrottled(response, MAX_ACCOUNT_DELAY_MS / 1000);
      }
    },
  );

  it('slows guessing spread over many addresses, but the owner gets in once the delay passes', async () => {
    const login = await newAccount();
    for (let guess = 0; guess < ACCOUNT_FREE_ATTEMPTS; guess += 1) {
      expect((await signIn(newClient(), login, `Guess-number-${guess}`)).status).toBe(401);
    }
    const owner = newClient();
    // Trying again and again while delayed does not lock the owner's own address.
    let delayed = await signIn(owner, login, PASSWORD);
    for (let retry = 0; retry < MAX_FAILURES_PER_CLIENT + 1; retry += 1) {
      delayed = await signIn(owner, login, PASSWORD);
      expectThrottled(delayed, MAX_ACCOUNT_DELAY_MS / 1000);
    }
    server.clock.advance(Number(delayed.headers['retry-after']) * 1000);
    expect((await signIn(owner, login, PASSWORD)).status).toBe(200);
  });

  it('guesses from one address do not stop the owner signing in from another', async () => {
    const login = await newAccount();
    const stranger = newClient();
    for (let guess = 0; guess < MAX_FAILURES_PER_CLIENT; guess += 1) {
      expect(slugOf(await signIn(stranger, login, `Guess-number-${guess}`))).toBe(
        'password_incorrect',
      );
    }
    expectThrottled(await signIn(stranger, login, PASSWORD), GUARD_WINDOW_MS / 1000);
    expect((await signIn(newClient(), login, PASSWORD)).status).toBe(200);

    server.clock.advance(GUARD_WINDOW_MS + 1000);
    expect((await signIn(stranger, login, PASSWORD)).status).toBe(200);
  });

  it('a right password starts the count of its address again and gives the account its attempt back', async () => {
    const login = await newAccount();
    const owner = newClient();
    for (let round = 0; round < 3; round += 1) {
      for (let slip = 1; slip < MAX_FAILURES_PER_CLIENT; slip += 1) {
        expect((await signIn(owner, login, `Typo-number-${slip}`)).status).toBe(401);
      }
      expect((await signIn(owner, login, PASSWORD)).status).toBe(200);
    }
    for (let visit = 0; visit < ACCOUNT_FREE_ATTEMPTS + 5; visit += 1) {
      expect((await signIn(newClient(), login, PASSWORD)).status).toBe(200);
    }
  });

  it('e-mails the owner once per window of guesses, with the way to a new password', async () => {
    const login = await newAccount();
    const alerts = () => readOutbox(server.outboxDir).filter((mail) => mail.to === login);
    await Promise.all(
      Array.from({ length: MAX_FAILURES_PER_CLIENT + 3 }, (_, guess) =>
        signIn(newClient(), login, `Guess-number-${guess}`),
      ),
    );
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]?.subject).toBe('Someone is trying to log into your BB account');
    expect(alerts()[0]?.text).toContain(`${PUBLIC_ORIGIN}/auth_password_reset.html`);
    await signIn(newClient(), login, 'Guess-number-last');
    expect(alerts()).toHaveLength(1);
  });
});
