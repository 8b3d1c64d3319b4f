import type { FastifyInstance } from 'fastify';

/** Statuses whose response has no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A `fetch` answered by the Fastify app itself (`inject`): the pages rendered on the server read
 * the API of their own process without a socket or HTTP, with the Host of the public origin the
 * API expects.
 */
export function inProcessFetch(app: FastifyInstance, origin: string): typeof fetch {
  const host = new URL(origin).host;
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers);
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, host },
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        responseHeaders.append(name, String(item));
      }
    }
    return new Response(
      NO_BODY.has(response.statusCode) ? null : new Uint8Array(response.rawPayload),
      {
        status: response.statusCode,
        headers: responseHeaders,
      },
    );
  };
}
