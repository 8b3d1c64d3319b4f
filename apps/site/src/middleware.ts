import { defineMiddleware } from 'astro:middleware';
import { withLeanIslandRuntime } from '../integrations/script-island/lean-runtime';

/** Every page, pre-rendered or rendered on request: the lean island runtime where it suffices. */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  return new Response(withLeanIslandRuntime(html), response);
});
