import { MESSAGE_SLUGS } from '@bb/validation';
import { preCheckQuery } from '@bb/validation/requests';
import Fastify from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okEnvelope } from '../http/envelope';
import { installErrorHandling } from '../http/error-handler';
import { parseInput } from '../http/parse-input';
import { installDeclaredShapes } from '../http/route-shapes';
import { ApiClient } from '../testing/api-client';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';
import { openapiPath } from './openapi-document';

type Operation = {
  parameters: Array<{ name: string; in: string; required: boolean; schema: object }>;
  requestBody?: { content: Record<string, { schema?: Record<string, unknown> }> };
  responses: Record<string, { $ref?: string; headers?: object }>;
};

// The document depends on the routes only, not on the engine: SQLite alone.
describe('the OpenAPI document', () => {
  let server: TestServer;
  let client: ApiClient;
  // biome-ignore lint/suspicious/noExplicitAny: the document is read as JSON.
  let document: any;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    client = new ApiClient(server.app);
    const response = await client.get('openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json;
  });
  afterAll(() => server.close());

  const apiRoutes = () =>
    server.app.registeredRoutes.filter(
      (route) => route.url.startsWith('/api/en/1/') && route.method !== 'OPTIONS',
    );
  const operationOf = (method: string, url: string): Operation =>
    document.paths[openapiPath(url)]?.[method.toLowerCase()];

  it('is OpenAPI 3.1 with one operation for each route registered on the server, and no other', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api/en/1' }]);
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(80);
    for (const { method, url } of routes)
      expect(operationOf(method, url), `${method} ${url}`).toBeDefined();
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item as object));
    expect(operations).toHaveLength(routes.length);
  });

  it('has every route declare its shapes, every path parameter among them, required', () => {
    for (const { method, url, shapes } of apiRoutes()) {
      const name = `${method} ${url}`;
      expect(shapes, `${name} declares config.openapi`).toBeDefined();
      const inPath = operationOf(method, url).parameters.filter((p) => p.in === 'path');
      const placeholders = [...url.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(inPath.map((p) => p.name).sort(), name).toEqual(placeholders.sort());
      expect(inPath.every((p) => p.required)).toBe(true);
      const body = operationOf(method, url).requestBody;
      expect(body !== undefined, `${name} has a request body`).toBe(
        shapes?.body !== undefined || shapes?.bodyKind !== undefined,
      );
    }
  });

  it('gives every operation its success and the error envelope, whose slugs are the catalogue', () => {
    for (const { method, url } of apiRoutes()) {
      const { responses } = operationOf(method, url);
      expect(responses['4XX'], `${method} ${url}`).toEqual({
        $ref: '#/components/responses/Refused',
      });
      expect(responses['5XX']).toEqual({ $ref: '#/components/responses/Failed' });
      expect(responses['200'] ?? responses['302']).toBeDefined();
    }
    expect(document.components.responses.Refused.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Envelope',
    });
    const response = document.components.schemas.Envelope.properties.meta.properties.response;
    expect(response.properties.status.enum).toEqual(['ok', 'error']);
    expect(response.properties.message_slug.$ref).toBe('#/components/schemas/MessageSlug');
    expect(document.components.schemas.MessageSlug.enum).toEqual(MESSAGE_SLUGS);
    expect(MESSAGE_SLUGS).toContain('title_required');
  });

  it('describes what a client sends, from the schemas the routes parse with', () => {
    const preOrder = operationOf('POST', '/api/en/1/customers/pre-orders').requestBody?.content[
      'application/x-www-form-urlencoded'
    ]?.schema as { properties: Record<string, object>; required: string[] };
    expect(preOrder.properties.title).toEqual({ type: 'string', maxLength: 200, minLength: 1 });
    expect(preOrder.properties.pages_qty).toEqual({
      type: 'integer',
      minimum: 0,
      maximum: 500,
      default: 1,
    });
    expect(preOrder.required).toEqual(['title', 'discipline_sub', 'deadline_datetime']);

    const writersTop = operationOf('GET', '/api/en/1/widgets/writers-top').parameters;
    expect(writersTop.find((p) => p.name === 'sort')).toEqual({
      name: 'sort',
      in: 'query',
      required: false,
      schema: {
        type: 'string',
        enum: ['rating', 'orders_finished_qty', 'reviews_qty'],
        default: 'rating',
      },
    });
    const session = operationOf('POST', '/api/en/1/users/sessions').requestBody?.content[
      'application/x-www-form-urlencoded'
    ]?.schema as { properties: Record<string, { enum?: unknown[] }> };
    expect(session.properties.stay_signed_in?.enum).toEqual(
      expect.arrayContaining([true, '1', 'true', 'on', false, '0', 'false']),
    );
  });

  it('describes uploads, signed webhooks and redirects', () => {
    const upload = operationOf('POST', '/api/en/1/widgets/orphanage-file').requestBody?.content;
    expect(Object.keys(upload ?? {})).toEqual(['multipart/form-data']);
    const webhook = operationOf('POST', '/api/en/1/payments/stripe/webhook').requestBody?.content;
    expect(Object.keys(webhook ?? {})).toEqual(['application/json']);
    const callback = operationOf('GET', '/api/en/1/users/sessions/oauth2/callback/:provider');
    expect(callback.responses['302']?.headers).toHaveProperty('Location');
    expect(callback.parameters.map((p) => p.name)).toEqual(['provider', 'state']);
  });

  it('is rendered by Redoc from our own origin, under a policy that runs only its script', async () => {
    const page = await client.get('reference');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<redoc spec-url="/api/en/1/openapi.json">');
    expect(page.text).toContain('<script src="/api/en/1/reference/redoc.standalone.js">');
    const policy = String(page.headers['content-security-policy']).split('; ');
    expect(policy).toContain(`script-src ${PUBLIC_ORIGIN}/api/en/1/reference/redoc.standalone.js`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    const script = await client.get('reference/redoc.standalone.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.text).toContain('Redoc');
    expect(script.bytes.length).toBeGreaterThan(500_000);
  });
});

describe('a route and its declared shapes', () => {
  const declared = v.object({ name: v.string() });

  async function serverParsingWith(schema: v.GenericSchema) {
    const app = Fastify();
    installErrorHandling(app);
    installDeclaredShapes(app);
    app.post('/thing', { config: { openapi: { body: declared } } }, async (request) =>
      okEnvelope(parseInput(schema, request.body)),
    );
    await app.ready();
    return app;
  }

  it('parse with the same schema: the document cannot describe another than the one applied', async () => {
    const same = await serverParsingWith(declared);
    const ok = await same.inject({ method: 'POST', url: '/thing', payload: { name: 'x' } });
    expect(ok.statusCode).toBe(200);

    const other = await serverParsingWith(preCheckQuery);
    const refused = await other.inject({ method: 'POST', url: '/thing', payload: { name: 'x' } });
    expect(refused.statusCode).toBe(500);
    expect(refused.json().meta.response.message_slug).toBe('internal_error');
  });
});
