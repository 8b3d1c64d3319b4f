import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutStandIn, startCheckoutStandIn } from '../payments/checkout-stand-in';
import { type PayPalStandIn, startPayPalStandIn } from '../payouts/paypal-stand-in';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed-data';
import { ApiClient } from '../testing/api-client';
import { type FieldSchema, fieldsFor, type ObjectSchema } from '../testing/json-schema-arbitrary';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

/** Samples per operation: 2,880 requests, 15 to 21 s per engine here (2 cores shared with other runs). */
const RUNS_PER_OPERATION = 30;

type Parameter = { name: string; in: 'path' | 'query'; schema: FieldSchema };
type Operation = {
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema?: ObjectSchema }> };
};
type Role = 'anonymous' | 'customer' | 'writer' | 'operator';
const ROLES: Role[] = ['anonymous', 'customer', 'writer', 'operator'];

/** What an answer may never hold: a stack frame or a source path. */
const STACK_TRACE = /\.ts:\d+|at [\w.]+ \(|node_modules/;

const objectOf = (parameters: Parameter[], where: Parameter['in']): ObjectSchema => ({
  properties: Object.fromEntries(
    parameters.filter((p) => p.in === where).map((p) => [p.name, p.schema]),
  ),
  required: parameters.filter((p) => p.in === where).map((p) => p.name),
});

/** One request to an operation, built from its parameters and body in the document. */
function requestsFor(operation: Operation) {
  const form = operation.requestBody?.content['application/x-www-form-urlencoded']?.schema;
  const kind = operation.requestBody
    ? Object.keys(operation.requestBody.content)[0]
    : 'application/x-www-form-urlencoded';
  const body =
    kind === 'multipart/form-data'
      ? fc.record({
          name: fc.oneof(fc.constantFrom('notes.txt', 'x.pdf', 'run.exe'), fc.string()),
          content: fc.uint8Array({ maxLength: 64 }),
        })
      : kind === 'application/json'
        ? fc.jsonValue().map((value) => ({ json: JSON.stringify(value) }))
        : fc.boolean().chain((broken) => fieldsFor(form, broken));
  return fc.record({
    role: fc.constantFrom(...ROLES),
    path: fc.boolean().chain((broken) => fieldsFor(objectOf(operation.parameters, 'path'), broken)),
    query: fc
      .boolean()
      .chain((broken) => fieldsFor(objectOf(operation.parameters, 'query'), broken)),
    body,
    kind: fc.constant(kind),
  });
}

/** A multipart body written by hand, so any name and bytes reach the parser as sent. */
function multipart(name: string, content: Uint8Array) {
  const boundary = 'propertyboundaryX1c9';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name.replace(/["\r\n]/g, '_')}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(ENGINES)('every operation of the OpenAPI document on %s', (engine) => {
  let server: TestServer;
  let checkout: CheckoutStandIn;
  let paypal: PayPalStandIn;
  let addresses = 0;
  const clients = new Map<Role, ApiClient>();

  /** A client for the role, signed in from an address of its own (a fresh one after a sign-out). */
  async function clientAs(role: Role): Promise<ApiClient> {
    const current = clients.get(role);
    if (current && (role === 'anonymous' || current.cookies.has('bb_session'))) return current;
    const client = new ApiClient(
      server.app,
      `10.24.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`,
    );
    if (role !== 'anonymous') {
      const signIn = await client.post('users/sessions', {
        login: DEMO_ACCOUNTS[role],
        password: DEMO_PASSWORD,
      });
      expect(signIn.status).toBe(200);
    }
    clients.set(role, client);
    return client;
  }

  beforeAll(async () => {
    // Payments and payouts configured, so requests that pass validation reach the stand-ins.
    checkout = await startCheckoutStandIn();
    paypal = await startPayPalStandIn();
    server = await startTestServer(engine, { RATE_LIMIT: '0', ...checkout.env, ...paypal.env });
  });
  afterAll(async () => {
    await server.close();
    await checkout.close();
    await paypal.close();
  });

  it('answers generated valid and invalid input without a 5xx or a stack trace, as each role', async () => {
    const document = (await new ApiClient(server.app).get('openapi.json')).json;
    const started = performance.now();
    let requests = 0;
    for (const [template, item] of Object.entries(document.paths as Record<string, object>)) {
      for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
        await fc.assert(
          fc.asyncProperty(requestsFor(operation), async (sample) => {
            const client = await clientAs(sample.role);
            const session = client.cookies.get('bb_session');
            const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
              encodeURIComponent(sample.path[name] ?? ''),
            );
            const query = new URLSearchParams(sample.query).toString();
            const url = `${path.slice(1)}${query ? `?${query}` : ''}`;
            const body = sample.body as Record<string, unknown>;
            const options: Parameters<ApiClient['request']>[2] =
              sample.kind === 'multipart/form-data'
                ? multipart(body.name as string, body.content as Uint8Array)
                : sample.kind === 'application/json'
                  ? {
                      body: body.json as string,
                      headers: {
                        'content-type': 'application/json',
                        'stripe-signature': 't=1,v1=00',
                      },
                    }
                  : method === 'get'
                    ? {}
                    : {
                        body: new URLSearchParams(body as Record<string, string>).toString(),
                        headers: { 'content-type': 'application/x-www-form-urlencoded' },
                      };
            const response = await client.request(method.toUpperCase() as 'GET', url, options);
            requests += 1;
            const request = `${sample.role} ${method.toUpperCase()} ${url} ${JSON.stringify(body)}`;
            expect(response.status, `${request}: ${response.text.slice(0, 300)}`).toBeLessThan(500);
            // Redoc's script is the one answer that is code, stack-like text included.
            if (!String(response.headers['content-type']).startsWith('text/javascript'))
              expect(response.text, request).not.toMatch(STACK_TRACE);
            // A sign-out, a password change or a new account changes whose session this is.
            if (client.cookies.get('bb_session') !== session) clients.delete(sample.role);
          }),
          { numRuns: RUNS_PER_OPERATION },
        );
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `OpenAPI property test on ${engine}: ${requests} requests (${RUNS_PER_OPERATION} runs per operation) in ${seconds.toFixed(1)} s`,
    );
    expect(requests).toBeGreaterThan(90 * RUNS_PER_OPERATION);
  }, 180_000);
});
