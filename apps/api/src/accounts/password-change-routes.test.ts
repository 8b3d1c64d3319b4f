import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_CLIENT } from '../auth/sign-in-guard';
import { ApiClient, slugOf } from '../testing/api-client';
import { COMMON_PASSWORDS } from '../testing/common-passwords';
import { createAccount } from '../testing/customer-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

const PASSWORD = 'Before-change-36';

describe.each(ENGINES)('PATCH /users/password on %s', (engine) => {
  let server: TestServer;
  let accounts = 0;
  let addresses = 0;
  const newClient = () => new ApiClient(server.app, `10.6.0.${++addresses}`);
  /** A new account, signed in from a new address. */
  const signedIn = async () => {
    const login = await createAccount(server.ctx, `changing-${++accounts}@bb.example`, PASSWORD);
    const client = newClient();
    expect((await client.post('users/sessions', { login, password: PASSWORD })).status).toBe(200);
    return { login, client };
  };
  const signInWith = async (login: string, password: string) =>
    (await newClient().post('users/sessions', { login, password })).status;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('changes the password, keeps this session and ends the others', async () => {
    const { login, client } = await signedIn();
    const elsewhere = newClient();
    await elsewhere.post('users/sessions', { login, password: PASSWORD });

    const changed = await client.patch('users/password', {
      current_password: PASSWORD,
      password: 'After-change-58',
    });
    expect(changed.status).toBe(200);
    expect((await client.get('users/sessions')).json.body.email).toBe(login);
    expect((await elsewhere.get('users/sessions')).json.body).toEqual({});
    expect(await signInWith(login, PASSWORD)).toBe(401);
    expect(await signInWith(login, 'After-change-58')).toBe(200);
  });

  it('refuses password1 and the common list under the password field, keeping the old one', async () => {
    const { login, client } = await signedIn();
    for (const password of [...COMMON_PASSWORDS, login]) {
      const refused = await client.patch('users/password', {
        current_password: PASSWORD,
        password,
      });
      expect(refused.status, password).toBe(400);
      expect(slugOf(refused), password).toBe('password_too_common');
      expect(refused.json.meta.response.field).toBe('password');
    }
    expect(await signInWith(login, PASSWORD)).toBe(200);
  });

  it('needs the right current password, and counts wrong ones like sign-in guesses', async () => {
    const { client } = await signedIn();
    for (let guess = 0; guess < MAX_FAILURES_PER_CLIENT; guess += 1) {
      const wrong = await client.patch('users/password', {
        current_password: `Guess-number-${guess}`,
        password: 'After-change-58',
      });
      expect(wrong.status).toBe(401);
      expect(slugOf(wrong)).toBe('password_incorrect');
      expect(wrong.json.meta.response.field).toBe('current_password');
    }
    const locked = await client.patch('users/password', {
      current_password: PASSWORD,
      password: 'After-change-58',
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses bad input, and anyone signed out', async () => {
    const { client } = await signedIn();
    const weak = await client.patch('users/password', {
      current_password: PASSWORD,
      password: 'short',
    });
    expect(slugOf(weak)).toBe('password_too_short');
    const missing = await client.patch('users/password', { password: 'After-change-58' });
    expect(slugOf(missing)).toBe('password_required');
    const signedOut = await newClient().patch('users/password', {
      current_password: PASSWORD,
      password: 'After-change-58',
    });
    expect(signedOut.status).toBe(401);
    expect(slugOf(signedOut)).toBe('not_authenticated');
  });
});
