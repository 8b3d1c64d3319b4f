import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call the stand-in received: 'METHOD /path' under /api/en/1, with its form and headers. */
export interface ReceivedCall {
  call: string;
  query: Record<string, string>;
  form: Record<string, string>;
  requestedWith: string | undefined;
}

const API = '/api/en/1';
/** A returning customer of the stand-in: the pre-check knows the e-mail, sign-in takes the password. */
export const RETURNING_CUSTOMER = { login: 'ann@example.com', password: 'secret-pass1' };
const DATA_BOX_KEY = 'consumer-box';

const DISCIPLINES = {
  discipline_sub: [
    { id: 11, title: 'Python', slug: 'python', grouping: 1, pos_in_popular: 1 },
    { id: 12, title: 'Java', slug: 'java', grouping: 1, pos_in_popular: 0 },
    { id: 21, title: 'SPSS', slug: 'spss', grouping: 2, pos_in_popular: 0 },
  ],
  discipline_sub_grouping: [
    { id: 1, title: 'Programming', slug: 'programming' },
    { id: 2, title: 'Data analysis', slug: 'data-analysis' },
  ],
};

const SETTINGS = {
  env: {
    is_recaptcha_available: false,
    recaptcha_site_key: '',
    is_apple_oauth2_available: false,
    is_google_oauth2_available: true,
    service_type_layout: 'default',
  },
  app_features: { cookie_agree_banner_type: 'custom' },
  gtm_datalayer_objects: [],
};

/**
 * A small stand-in of the BB API, which each host's server proxies under /api: the calls the
 * short form makes, answered with the API's envelope. A visitor whose e-mail is new becomes a
 * customer, the returning customer signs in with their password, and either's order goes into a
 * data box; the redirect route sends the browser to the dashboard. `reset()` forgets every call
 * and sign-in, so each journey starts as a new visitor.
 */
export async function startApiStandIn() {
  const calls: ReceivedCall[] = [];
  let customerCreated = false;
  let returningSignedIn = false;
  const reset = () => {
    calls.length = 0;
    customerCreated = false;
    returningSignedIn = false;
  };
  const RETURNING_SESSION = {
    user_role: 'customer',
    dashboard_home_url_path: '/customer/',
    user_id: 8,
    is_new_customer: false,
  };

  const envelope = (response: ServerResponse, body: unknown, status = 200) => {
    const meta = {
      response: status < 400 ? { status: 'ok' } : { status: 'error', message_slug: String(body) },
    };
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ meta, body: status < 400 ? body : {} }));
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (!url.pathname.startsWith(`${API}/`)) return envelope(response, 'not_found', 404);

    const call = `${request.method} ${url.pathname.slice(API.length)}`;
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    calls.push({
      call,
      query: Object.fromEntries(url.searchParams),
      form,
      requestedWith: request.headers['x-requested-with'] as string | undefined,
    });
    switch (call) {
      case 'GET /widgets/dictionaries/discipline_sub,discipline_sub_grouping':
        return envelope(response, DISCIPLINES);
      case 'GET /common/settings':
        return envelope(response, SETTINGS);
      case 'GET /users/sessions':
        if (returningSignedIn) return envelope(response, RETURNING_SESSION);
        return envelope(
          response,
          customerCreated
            ? {
                user_role: 'customer',
                dashboard_home_url_path: '/customer/',
                user_id: 7,
                is_new_customer: true,
              }
            : {},
        );
      case 'GET /users/pre-check':
        if (url.searchParams.get('login') === RETURNING_CUSTOMER.login) {
          return envelope(response, {
            login_ability: true,
            register_ability: false,
            policy_agree_required: false,
            marketing_agree_required: false,
            user_role: 'customer',
            user_role_matched: true,
          });
        }
        return envelope(response, {
          login_ability: false,
          register_ability: true,
          policy_agree_required: true,
          marketing_agree_required: false,
          user_role: 'customer',
          user_role_matched: true,
        });
      case 'POST /users/sessions':
        if (
          form.login !== RETURNING_CUSTOMER.login ||
          form.password !== RETURNING_CUSTOMER.password
        ) {
          return envelope(response, 'login_incorrect', 401);
        }
        returningSignedIn = true;
        return envelope(response, RETURNING_SESSION);
      case 'GET /customers':
        return returningSignedIn
          ? envelope(response, { email: RETURNING_CUSTOMER.login })
          : envelope(response, 'unauthorized', 401);
      case 'POST /customers':
        customerCreated = true;
        return envelope(response, { email: form.login ?? '' });
      case 'POST /widgets/data-boxes':
        return envelope(response, { key: DATA_BOX_KEY });
      case 'GET /users/redirect-to-dashboard': {
        const key = url.searchParams.get('data_box_key') ?? '';
        response.writeHead(302, {
          Location: `/dashboard/customer/new-order?data_box_key=${encodeURIComponent(key)}`,
        });
        return response.end();
      }
      default:
        return envelope(response, 'not_found', 404);
    }
  });

  // The host app's /api proxy keeps its sockets to us open between calls; Node's 5 s default
  // closes an idle one as the proxy may reuse it, which the proxy answers with a 500.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    dataBoxKey: DATA_BOX_KEY,
    calls,
    reset,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A host app's proxy may still hold a socket open; the test is over, so end it.
        server.closeAllConnections();
      }),
  };
}
