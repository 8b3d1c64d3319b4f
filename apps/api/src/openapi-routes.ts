import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './app-context';
import { API_BASE_PATH } from './http/api-base-path';
import { openapiDocument, type RegisteredRoute } from './openapi/openapi-document';

const SCRIPT_PATH = '/reference/redoc.standalone.js';

/**
 * The reference page's own policy: the API's (nothing else runs, nothing frames it) plus Redoc's
 * one script by its exact address, the styles it injects, the search worker it starts from a
 * blob, and the document it fetches from here.
 */
function referencePolicy(publicOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src ${publicOrigin}${API_BASE_PATH}${SCRIPT_PATH}`,
    "style-src 'unsafe-inline'",
    'worker-src blob:',
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>BB API reference</title>
</head>
<body>
<redoc spec-url="${API_BASE_PATH}/openapi.json"></redoc>
<script src="${API_BASE_PATH}${SCRIPT_PATH}"></script>
</body>
</html>
`;

/**
 * GET /openapi.json: the API's OpenAPI 3.1 document, generated from the routes registered on it
 * (`routes`, collected as they are registered) and the shapes they declare. GET /reference: the
 * document rendered by Redoc, its script served from the npm package (no CDN).
 */
export function openapiRoutes(ctx: AppContext, routes: readonly RegisteredRoute[]) {
  const plugin: FastifyPluginAsync = async (app) => {
    let document: string | undefined;
    let script: Buffer | undefined;

    app.get(
      '/openapi.json',
      { config: { openapi: { answer: 'openapi' } } },
      async (_request, reply) => {
        // Built at the first request: every route is registered by then.
        document ??= JSON.stringify(openapiDocument(routes));
        return reply.type('application/json; charset=utf-8').send(document);
      },
    );

    app.get('/reference', { config: { openapi: { answer: 'html' } } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', referencePolicy(ctx.config.publicOrigin))
        .send(REFERENCE_PAGE),
    );

    app.get(SCRIPT_PATH, { config: { openapi: { answer: 'script' } } }, async (_request, reply) => {
      script ??= await readFile(
        createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'),
      );
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(script);
    });
  };
  return plugin;
}
