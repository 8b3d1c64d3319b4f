import { MESSAGES } from '@bb/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTORE_CODE_TTL_MS } from '../auth/one-time-secrets';
import { RATE_LIMITS } from '../auth/rate-limits';
import { hashSecret } from '../auth/secret-tokens';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed-data';
import { ApiClient, slugOf } from '../testing/api-client';
import { COMMON_PASSWORDS } from '../testing/common-passwords';
import { createAccount } from '../testing/customer-fixtures';
import { readOutbox } from '../testing/outbox';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';

describe.each(ENGINES)('password restore on %s', (engine) => {
  let server: TestServer;
  let ipCounter = 0;
  const newClient = () => new ApiClient(server.app, `10.3.0.${++ipCounter}`);

  /** Asks for a code for `login` and reads it from the message the server wrote. */
  const requestCode = async (login: string): Promise<string> => {
    const response = await newClient().post('users/password-restore', {
      login,
      captcha_token: 'skipped',
      policy_agree: '1',
    });
    expect(response.status).toBe(200);
    const message = readOutbox(server.outboxDir)
      .filter((mail) => mail.to === login && mail.subject.includes('password restore code'))
      .at(-1);
    const code = /\n([A-Za-z0-9_-]{22})\n/.exec(message?.text ?? '')?.[1];
    expect(code).toBeDefined();
    expect(message?.text).toContain(`${PUBLIC_ORIGIN}/auth_password_reset.html?code=${code}`);
    return code ?? '';
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('e-mails a random code, validates it, and sets the new password with it once', async () => {
    const login = DEMO_ACCOUNTS.customer;
    const signedIn = newClient();
    await signedIn.post('users/sessions', { login, password: DEMO_PASSWORD });

    const code = await requestCode(login);
    const validate = await newClient().get('users/password-restore/actions/validate', {
      query: { code },
    });
    expect(validate.json.body).toMatchObject({ valid: true, login });

    const reset = await newClient().patch('users/password-restore', {
      code,
      password: 'New-password-2',
    });
    expect(reset.status).toBe(200);
    expect(reset.json.body.login).toBe(login);

    expect(
      (await newClient().post('users/sessions', { login, password: DEMO_PASSWORD })).status,
    ).toBe(401);
    expect(
      (await newClient().post('users/sessions', { login, password: 'New-password-2' })).status,
    ).toBe(200);
    // Changing the password ends the sessions the account had.
    expect((await signedIn.get('users/sessions')).json.body).toEqual({});
    expect(signedIn.cookies.has(SESSION_COOKIE)).toBe(true);

    const again = await newClient().patch('users/password-restore', {
      code,
      password: 'Another-password-3',
    });
    expect(slugOf(again)).toBe('code_incorrect');
    expect(again.json.meta.response.message).toBe(MESSAGES.code_incorrect);
  });

  it('stores codes hashed, makes each one different, and only the latest works', async () => {
    const login = DEMO_ACCOUNTS.operator;
    const first = await requestCode(login);
    const second = await requestCode(login);
    expect(second).not.toBe(first);
    expect(Buffer.from(second, 'base64url').length).toBe(16);
    const rows = await server.ctx.db.selectFrom('restore_codes').select('code_hash').execute();
    expect(rows.map((row) => row.code_hash)).toContain(hashSecret(second));
    expect(rows.map((row) => row.code_hash)).not.toContain(second);
    expect(
      slugOf(
        await newClient().get('users/password-restore/actions/validate', {
          query: { code: first },
        }),
      ),
    ).toBe('code_incorrect');
  });

  it('refuses an expired code with code_expired', async () => {
    const code = await requestCode(DEMO_ACCOUNTS.seo);
    server.clock.advance(RESTORE_CODE_TTL_MS + 1000);
    const validate = await newClient().get('users/password-restore/actions/validate', {
      query: { code },
    });
    expect(slugOf(validate)).toBe('code_expired');
    const reset = await newClient().patch('users/password-restore', {
      code,
      password: 'New-password-2',
    });
    expect(slugOf(reset)).toBe('code_expired');
    expect(reset.json.meta.response.message).toBe(MESSAGES.code_expired);
  });

  it.each([
    ['no code', { password: 'New-password-2' }, 'code_required'],
    [
      'a wrong code',
      { code: 'AAAAAAAAAAAAAAAAAAAAAA', password: 'New-password-2' },
      'code_incorrect',
    ],
    [
      'a weak password',
      { code: 'AAAAAAAAAAAAAAAAAAAAAA', password: 'short' },
      'password_too_short',
    ],
    [
      'a password without digits or signs',
      { code: 'AAAAAAAAAAAAAAAAAAAAAA', password: 'onlyletters' },
      'password_no_number_or_special',
    ],
  ])('refuses %s', async (_case, form, slug) => {
    const response = await newClient().patch('users/password-restore', form);
    expect(response.status).toBe(400);
    expect(slugOf(response)).toBe(slug);
  });

  it('keeps the password when the new one is refused', async () => {
    const code = await requestCode(DEMO_ACCOUNTS.earnings);
    expect(
      slugOf(await newClient().patch('users/password-restore', { code, password: 'weak' })),
    ).toBe('password_too_short');
    expect(
      (
        await newClient().post('users/sessions', {
          login: DEMO_ACCOUNTS.earnings,
          password: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(200);
    expect(
      (await newClient().get('users/password-restore/actions/validate', { query: { code } }))
        .status,
    ).toBe(200);
  });

  it('refuses password1 and the common list, under the password field, and the code still works', async () => {
    const code = await requestCode(DEMO_ACCOUNTS.support_contract);
    for (const password of COMMON_PASSWORDS) {
      const refused = await newClient().patch('users/password-restore', { code, password });
      expect(refused.status, password).toBe(400);
      expect(slugOf(refused), password).toBe('password_too_common');
      expect(refused.json.meta.response.field).toBe('password');
    }
    const accepted = await newClient().patch('users/password-restore', {
      code,
      password: 'Harbour-lantern-47',
    });
    expect(accepted.status).toBe(200);
  });

  it('refuses an unknown login', async () => {
    const response = await newClient().post('users/password-restore', {
      login: 'ghost@bb.example',
      captcha_token: 'skipped',
    });
    expect(slugOf(response)).toBe('login_incorrect');
  });

  it('limits code requests per login and code guesses per address', async () => {
    const login = DEMO_ACCOUNTS.writer;
    for (let attempt = 0; attempt < RATE_LIMITS.passwordRestoreRequest.login.max; attempt += 1)
      await requestCode(login);
    const refused = await newClient().post('users/password-restore', {
      login,
      captcha_token: 'skipped',
    });
    expect(slugOf(refused)).toBe('too_many_requests');

    const guesser = newClient();
    for (let attempt = 0; attempt < RATE_LIMITS.passwordRestoreCode.ip.max; attempt += 1) {
      const guess = await guesser.get('users/password-restore/actions/validate', {
        query: { code: `guess${attempt}AAAAAAAAAAAAAAAA` },
      });
      expect(slugOf(guess)).toBe('code_incorrect');
    }
    const blocked = await guesser.get('users/password-restore/actions/validate', {
      query: { code: 'lastguessAAAAAAAAAAAAA' },
    });
    expect(slugOf(blocked)).toBe('too_many_requests');
  });

  it('takes a password of 127 characters and refuses 128, at restore and at sign-in', async () => {
    const login = await createAccount(server.ctx, 'long-password@bb.example', DEMO_PASSWORD);
    const longest = `Harbour-${'lantern-quiet-meadow-'.repeat(6)}`.slice(0, 127);
    expect(longest).toHaveLength(127);
    const code = await requestCode(login);
    const tooLong = await newClient().patch('users/password-restore', {
      code,
      password: `${longest}x`,
    });
    expect(slugOf(tooLong)).toBe('password_too_long');
    expect(
      (await newClient().patch('users/password-restore', { code, password: longest })).status,
    ).toBe(200);
    expect((await newClient().post('users/sessions', { login, password: longest })).status).toBe(
      200,
    );
    const signIn = await newClient().post('users/sessions', { login, password: `${longest}x` });
    expect(signIn.status).toBe(400);
    expect(slugOf(signIn)).toBe('password_too_long');
  });

  it('normalises a Unicode password the same way when it is set and when it is typed to sign in', async () => {
    const login = await createAccount(server.ctx, 'unicode-password@bb.example', DEMO_PASSWORD);
    const code = await requestCode(login);
    // Full-width letters and digits and a precomposed é, as one keyboard types them…
    const chosen = '\uff23af\u00e9-\uff4cantern-\uff13\uff17';
    expect(
      (await newClient().patch('users/password-restore', { code, password: chosen })).status,
    ).toBe(200);
    // …and as another does: ASCII, with e and a combining accent.
    const typed = 'Cafe\u0301-lantern-37';
    expect((await newClient().post('users/sessions', { login, password: typed })).status).toBe(200);
    expect(
      (await newClient().post('users/sessions', { login, password: 'Cafe-lantern-37' })).status,
    ).toBe(401);
  });
});
