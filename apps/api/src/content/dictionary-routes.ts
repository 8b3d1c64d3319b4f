import { dictionaryNamesParams } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import { createResponseCache } from '../http/response-cache';
import type { RouteDeclaration } from '../http/route-shapes';
import { DICTIONARY_QUERIES } from './content-queries';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  names: { config: { openapi: { params: dictionaryNamesParams } } },
} satisfies Record<string, RouteDeclaration>;

type DictionaryName = keyof typeof DICTIONARY_QUERIES;

function isDictionaryName(name: string): name is DictionaryName {
  return Object.hasOwn(DICTIONARY_QUERIES, name);
}

/** GET /widgets/dictionaries/{names comma-separated}: each named list under its name. */
export function dictionaryRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const cache = createResponseCache({ ttlMs: 60_000, maxEntries: 64, now: ctx.now });
    app.get('/widgets/dictionaries/:names', shapes.names, async (request, reply) => {
      const { names } = parseInput(dictionaryNamesParams, request.params);
      if (!names.every(isDictionaryName)) throw new ApiError('not_found', 404, 'names');
      const json = await cache.get(names.join(','), async () => {
        const body: Record<string, unknown> = {};
        for (const name of names) body[name] = await DICTIONARY_QUERIES[name](ctx.db);
        return JSON.stringify(okEnvelope(body));
      });
      return reply.type('application/json; charset=utf-8').send(json);
    });
  };
}
