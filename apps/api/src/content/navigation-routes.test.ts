import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELCOME_LINK_TTL_MS } from '../auth/one-time-secrets';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed-data';
import { ApiClient } from '../testing/api-client';
import { findLink, readOutbox } from '../testing/outbox';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';
import { EMAIL_VERIFICATION_MESSAGES } from './navigation-routes';

describe.each(ENGINES)('navigation routes on %s', (engine) => {
  let server: TestServer;
  let ipCounter = 0;
  const newClient = () => new ApiClient(server.app, `10.5.0.${++ipCounter}`);
  const location = (response: { headers: Record<string, unknown> }) =>
    String(response.headers.location);

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  describe('users/redirect-to-dashboard', () => {
    it('takes a signed-in customer to the route with the data box', async () => {
      const client = newClient();
      await client.post('users/sessions', {
        login: DEMO_ACCOUNTS.customer,
        password: DEMO_PASSWORD,
      });
      const response = await client.get('users/redirect-to-dashboard', {
        query: { route: 'new-order', data_box_key: 'AbC_123-xyz' },
      });
      expect(response.status).toBe(302);
      expect(location(response)).toBe(
        `${PUBLIC_ORIGIN}/dashboard/customer/new-order?data_box_key=AbC_123-xyz`,
      );
    });

    it('opens the short form landing for route new_order', async () => {
      const client = newClient();
      await client.post('users/sessions', {
        login: DEMO_ACCOUNTS.customer,
        password: DEMO_PASSWORD,
      });
      const response = await client.get('users/redirect-to-dashboard', {
        query: { route: 'new_order', data_box_key: 'k2' },
      });
      expect(location(response)).toBe(
        `${PUBLIC_ORIGIN}/dashboard/customer/new-order?data_box_key=k2`,
      );
    });

    it("uses the signed-in role's home and orders/ by default", async () => {
      const client = newClient();
      await client.post('users/sessions', {
        login: DEMO_ACCOUNTS.earnings,
        password: DEMO_PASSWORD,
      });
      expect(location(await client.get('users/redirect-to-dashboard'))).toBe(
        `${PUBLIC_ORIGIN}/dashboard/earnings/orders/`,
      );
    });

    it('sends a signed-out visitor to sign in first, returning there afterwards', async () => {
      const response = await newClient().get('users/redirect-to-dashboard', {
        query: { route: 'new-order', data_box_key: 'k1' },
      });
      const target = new URL(location(response));
      expect(target.origin + target.pathname).toBe(`${PUBLIC_ORIGIN}/sign-in.html`);
      expect(target.searchParams.get('redirect')).toBe(
        '/dashboard/customer/new-order?data_box_key=k1',
      );
    });

    it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example', '../../etc', 'a b'])(
      'never leaves our origin for route %j',
      async (route) => {
        const client = newClient();
        await client.post('users/sessions', {
          login: DEMO_ACCOUNTS.customer,
          password: DEMO_PASSWORD,
        });
        const response = await client.get('users/redirect-to-dashboard', { query: { route } });
        expect(response.status).toBe(302);
        expect(location(response)).toBe(`${PUBLIC_ORIGIN}/dashboard/customer/orders/`);
      },
    );
  });

  describe('users/email-verification', () => {
    const signUpAndGetLink = async (login: string) => {
      await newClient().post('customers', { login, policy_agree: '1', force_auth: '0' });
      const message = readOutbox(server.outboxDir).find((mail) => mail.to === login);
      const link =
        findLink(
          message?.text ?? '',
          `${PUBLIC_ORIGIN}/api/en/1/users/email-verification?token=`,
        ) ?? '';
      return new URL(link);
    };

    it('verifies the address once and redirects to /?email-verification=ok', async () => {
      const link = await signUpAndGetLink('verify-me@bb.example');
      const response = await newClient().get(link.pathname, {
        query: Object.fromEntries(link.searchParams),
      });
      expect(location(response)).toBe(`${PUBLIC_ORIGIN}/?email-verification=ok`);
      const user = await server.ctx.db
        .selectFrom('users')
        .select('email_verified_at')
        .where('email', '=', 'verify-me@bb.example')
        .executeTakeFirstOrThrow();
      expect(user.email_verified_at).not.toBeNull();

      const again = new URL(
        location(
          await newClient().get(link.pathname, { query: Object.fromEntries(link.searchParams) }),
        ),
      );
      expect(again.searchParams.get('email-verification')).toBe('error');
      expect(again.searchParams.get('message')).toBe(EMAIL_VERIFICATION_MESSAGES.invalid);
    });

    it('refuses an expired link with its message', async () => {
      const link = await signUpAndGetLink('late@bb.example');
      server.clock.advance(WELCOME_LINK_TTL_MS + 1000);
      const target = new URL(
        location(
          await newClient().get(link.pathname, { query: Object.fromEntries(link.searchParams) }),
        ),
      );
      expect(target.origin).toBe(PUBLIC_ORIGIN);
      expect(target.searchParams.get('email-verification')).toBe('error');
      expect(target.searchParams.get('message')).toBe(EMAIL_VERIFICATION_MESSAGES.expired);
    });

    it.each([{}, { token: 'x' }, { token: 'A'.repeat(500) }, { token: 'AAAAAAAAAAAAAAAAAAAAAA' }])(
      'redirects bad token %j to the error modal',
      async (query) => {
        const response = await newClient().get('users/email-verification', { query });
        expect(response.status).toBe(302);
        expect(new URL(location(response)).searchParams.get('email-verification')).toBe('error');
      },
    );
  });
});
