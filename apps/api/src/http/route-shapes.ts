import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type * as v from 'valibot';

type Schema = v.GenericSchema;

/**
 * What a route takes and answers, declared in its options (`config: { openapi: { … } }`). The
 * schemas are the ones its handler parses with (`parseInput` refuses any other for that part of
 * the request), and the OpenAPI document is generated from them.
 */
export type RouteShapes = {
  /** Path parameters, query string and form body (application/x-www-form-urlencoded). */
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /**
   * A body that is not a form: one file as multipart/form-data, or a payment provider's event
   * kept raw because its signature covers the exact bytes.
   */
  bodyKind?: 'file' | 'signed-event';
  /** A success that is not the JSON envelope. */
  answer?: 'redirect' | 'svg' | 'file' | 'openapi' | 'html' | 'script';
};

export type RequestPart = 'params' | 'query' | 'body';

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteShapes;
  }
}

/** Each request's parsed parts, mapped to the schema its route declares for them (or none). */
const declaredSchemas = new WeakMap<object, { part: RequestPart; schema: Schema | undefined }>();

/**
 * Records, for each request, which schema its route declares for its params, query and body, so
 * that `parseInput` can refuse a handler that parses a part with another (the document would
 * describe a shape the route does not apply).
 */
export function installDeclaredShapes(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const shapes = request.routeOptions.config?.openapi;
    for (const part of ['params', 'query', 'body'] as const) {
      const input: unknown = request[part];
      if (typeof input === 'object' && input !== null)
        declaredSchemas.set(input, { part, schema: shapes?.[part] });
    }
    done();
  });
}

/** The part a request input is and the schema its route declares for it; undefined for other values. */
export function declaredSchemaOf(input: unknown) {
  return typeof input === 'object' && input !== null ? declaredSchemas.get(input) : undefined;
}

/**
 * A route's options holding its shapes. Each route file keeps a table of them
 * (`const shapes = { … } satisfies Record<string, RouteDeclaration>`) and passes one to each route.
 */
export type RouteDeclaration = { config: FastifyContextConfig & { openapi: RouteShapes } };
