import { MESSAGE_SLUGS } from '@bb/validation';
import type { JsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { API_BASE_PATH } from '../http/api-base-path';
import type { RouteShapes } from '../http/route-shapes';
import { wireSchema } from './wire-schema';

export type RegisteredRoute = { method: string; url: string; shapes: RouteShapes | undefined };

/**
 * Every route registered on the instance from now on, through Fastify's onRoute hook: one entry
 * per method. HEAD is left out: we register none, only the twins Fastify adds to GET routes. A
 * wildcard is left out too: the API's only one answers unknown paths with 404 (server.ts).
 */
export function collectRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.endsWith('*')) return;
    const methods: HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, shapes: route.config?.openapi });
    }
  });
  return routes;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The one answer shape of the API, ok or error (src/http/envelope.ts). */
const ENVELOPE: JsonSchema = {
  type: 'object',
  required: ['meta', 'body'],
  properties: {
    meta: {
      type: 'object',
      required: ['response'],
      properties: {
        response: {
          type: 'object',
          required: ['status'],
          properties: {
            status: { enum: ['ok', 'error'] },
            message_slug: {
              ...ref('MessageSlug'),
              description: 'On error: what went wrong, a slug of the error catalogue.',
            },
            message: { type: 'string', description: "On error: the slug's text." },
            field: { type: 'string', description: 'On error: the input it concerns, if one.' },
          },
        },
      },
    },
    body: { type: 'object', description: 'The payload; `{}` on error.' },
  },
};

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

const REFUSED = {
  description:
    'Refused: the envelope with status `error`, a `message_slug` (and the `field` for bad input); 429 adds Retry-After.',
  content: json(ref('Envelope')),
};
const FAILED = {
  description: 'Failed on our side: `internal_error`, nothing more.',
  content: json(ref('Envelope')),
};

const SUCCESS: Record<NonNullable<RouteShapes['answer']> | 'envelope', object> = {
  envelope: { description: 'Done: the envelope with status `ok`.', content: json(ref('Envelope')) },
  redirect: {
    description: 'A redirect to a page of our origin (bad input included: the page shows it).',
    headers: { Location: { schema: { type: 'string', format: 'uri' } } },
  },
  svg: { description: 'The image.', content: { 'image/svg+xml': {} } },
  file: {
    description: 'The file, as an attachment.',
    content: { 'application/octet-stream': {} },
  },
  openapi: { description: 'This document.', content: json({ type: 'object' }) },
  html: { description: 'The page.', content: { 'text/html': {} } },
  script: { description: 'The script.', content: { 'text/javascript': {} } },
};

const FILE_BODY = {
  description:
    'One file under any field name (a file input); its own name, not empty, at most 10 MiB, not a program.',
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
      },
    },
  },
};

const SIGNED_EVENT_BODY = {
  description:
    "The payment provider's event, server to server, verified by its signature headers over the exact bytes (Stripe-Signature; PayPal's PAYPAL-TRANSMISSION-*).",
  required: true,
  content: json({ type: 'object' }),
};

function parameters(where: 'path' | 'query', schema: JsonSchema | undefined) {
  const required = new Set(
    where === 'path' ? Object.keys(schema?.properties ?? {}) : schema?.required,
  );
  return Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: required.has(name),
    schema: property,
  }));
}

/** `/api/en/1/writers/orders/:id/accept` → `/writers/orders/{id}/accept` */
export function openapiPath(url: string): string {
  return url.slice(API_BASE_PATH.length).replace(/:(\w+)/g, '{$1}');
}

function operation(method: string, path: string, shapes: RouteShapes) {
  const params = shapes.params && wireSchema(shapes.params);
  const query = shapes.query && wireSchema(shapes.query);
  const requestBody =
    shapes.bodyKind === 'file'
      ? FILE_BODY
      : shapes.bodyKind === 'signed-event'
        ? SIGNED_EVENT_BODY
        : shapes.body && {
            required: true,
            content: { 'application/x-www-form-urlencoded': { schema: wireSchema(shapes.body) } },
          };
  const success = shapes.answer === 'redirect' ? '302' : '200';
  return {
    operationId: `${method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/[/_-](\w)/g, (_, c: string) => c.toUpperCase())}`,
    tags: [path.split('/')[1]],
    parameters: [...parameters('path', params), ...parameters('query', query)],
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [success]: SUCCESS[shapes.answer ?? 'envelope'],
      '4XX': { $ref: '#/components/responses/Refused' },
      '5XX': { $ref: '#/components/responses/Failed' },
    },
  };
}

/**
 * The OpenAPI 3.1 document of the API's routes: the shapes each route declares, its request
 * parameters and body generated from the valibot schemas it parses with, and its answers, the
 * one envelope whose error slugs are @bb/validation's catalogue. A route under the API without a
 * declaration is listed with no input, so a missing declaration shows (and fails its test).
 */
export function openapiDocument(routes: readonly RegisteredRoute[]) {
  const paths: Record<string, Record<string, object>> = {};
  for (const { method, url, shapes } of routes) {
    if (!url.startsWith(`${API_BASE_PATH}/`) || method === 'OPTIONS') continue;
    const path = openapiPath(url);
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = operation(method, path, shapes ?? {});
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'BB API',
      version: '1',
      description: [
        'Every answer is one envelope (`Envelope`): `body` on success, `meta.response.message_slug` on failure.',
        'POST, PATCH and DELETE need `X-Requested-With: XMLHttpRequest` (except the webhooks and the Apple callback).',
        'Signed-in calls use the session cookie (`bb_session`, `__Host-bb_session` over https).',
      ].join(' '),
    },
    servers: [{ url: API_BASE_PATH }],
    paths,
    components: {
      schemas: {
        Envelope: ENVELOPE,
        MessageSlug: { type: 'string', enum: MESSAGE_SLUGS },
      },
      responses: { Refused: REFUSED, Failed: FAILED },
    },
  };
}
