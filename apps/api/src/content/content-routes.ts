import { variableNamesParams } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import { createResponseCache } from '../http/response-cache';
import type { RouteDeclaration } from '../http/route-shapes';
import { contentVariables } from './content-queries';
import type { ContentSection } from './content-texts';
import { VISIT_COOKIE } from './visit-routes';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  variables: { config: { openapi: { params: variableNamesParams } } },
  none: { config: { openapi: {} } },
} satisfies Record<string, RouteDeclaration>;

/**
 * GET /widgets/variables/{names comma-separated}: each content variable (legal pages, rating and
 * awards) under its name as { title, updated_at, sections: [{ heading, paragraphs }] }: text, so
 * the site never needs to inject HTML. GET /services/first-visit: whether this browser is new.
 */
export function contentRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const cache = createResponseCache({ ttlMs: 60_000, maxEntries: 64, now: ctx.now });
    app.get('/widgets/variables/:names', shapes.variables, async (request, reply) => {
      const { names } = parseInput(variableNamesParams, request.params);
      const json = await cache.get(names.join(','), async () => {
        const rows = await contentVariables(ctx.db, names);
        if (rows.length !== names.length) return '';
        const body: Record<
          string,
          { title: string; updated_at: number; sections: ContentSection[] }
        > = {};
        for (const name of names) {
          const row = rows.find((candidate) => candidate.name === name);
          if (row)
            body[name] = {
              title: row.title,
              updated_at: row.updated_at,
              sections: JSON.parse(row.body),
            };
        }
        return JSON.stringify(okEnvelope(body));
      });
      if (json.length === 0) throw new ApiError('not_found', 404, 'names');
      return reply.type('application/json; charset=utf-8').send(json);
    });

    app.get('/services/first-visit', shapes.none, async (request) =>
      okEnvelope({
        is_first_visit: request.cookies[VISIT_COOKIE] === undefined,
        welcome_discount_percent: ctx.config.discounts.welcomePercent,
        discount_policy_url_path: '/discount-policy.html',
      }),
    );
  };
}
