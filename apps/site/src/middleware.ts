import { defineMiddleware } from 'astro:middleware';
import { withScriptsAfterParse } from '../integrations/script-island/after-parse';
import {
  ISLAND_RUNTIME_PATH,
  withLeanIslandRuntime,
} from '../integrations/script-island/lean-runtime';

/**
 * Every page, pre-rendered or rendered on request: the lean island runtime where it suffices,
 * else the built runtime's file (`astro dev` serves no /_astro/ folder: its pages keep Astro's),
 * and its scripts run after the parse where nothing has to start before the paint.
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  return new Response(
    withScriptsAfterParse(
      withLeanIslandRuntime(html, import.meta.env.PROD ? ISLAND_RUNTIME_PATH : undefined),
    ),
    response,
  );
});
