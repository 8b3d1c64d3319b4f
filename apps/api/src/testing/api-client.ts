import type { FastifyInstance, InjectOptions } from 'fastify';

export type ApiResponse = {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies.
  json: any;
  text: string;
  /** The body's bytes, for binary answers (file downloads). */
  bytes: Buffer;
  headers: Record<string, string | string[] | number | undefined>;
  cookies: Array<{
    name: string;
    value: string;
    maxAge?: number;
    expires?: Date;
    httpOnly?: boolean;
    secure?: boolean;
    sameSite?: string;
    path?: string;
  }>;
};

type Fields = Record<string, string | undefined>;

type RequestOptions = {
  query?: Fields;
  form?: Fields;
  headers?: Record<string, string>;
  /** Leave out X-Requested-With, like a cross-site form would. */
  withoutXhrHeader?: boolean;
  body?: Buffer | string;
};

/**
 * A browser-like client over app.inject: keeps cookies, sends X-Requested-With like the site
 * does, posts forms URL-encoded, and comes from its own IP address (rate limits count per IP).
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly ip = '127.0.0.1',
  ) {}

  get(path: string, options: RequestOptions = {}) {
    return this.request('GET', path, options);
  }

  post(path: string, form: Fields = {}, options: RequestOptions = {}) {
    return this.request('POST', path, { ...options, form });
  }

  patch(path: string, form: Fields = {}, options: RequestOptions = {}) {
    return this.request('PATCH', path, { ...options, form });
  }

  delete(path: string, options: RequestOptions = {}) {
    return this.request('DELETE', path, options);
  }

  async request(
    method: InjectOptions['method'],
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (!options.withoutXhrHeader) headers['x-requested-with'] = 'XMLHttpRequest';
    let payload: string | Buffer | undefined = options.body;
    if (options.form) {
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(defined(options.form)).toString();
    }
    const response = await this.app.inject({
      method,
      url: path.startsWith('/') ? path : `/api/en/1/${path}`,
      query: options.query && defined(options.query),
      headers,
      cookies: Object.fromEntries(this.cookies),
      remoteAddress: this.ip,
      ...(payload === undefined ? {} : { payload }),
    });
    for (const cookie of response.cookies) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    let json: unknown;
    try {
      json = JSON.parse(response.body);
    } catch {
      json = undefined;
    }
    return {
      status: response.statusCode,
      json,
      text: response.body,
      bytes: response.rawPayload,
      headers: response.headers,
      cookies: response.cookies as ApiResponse['cookies'],
    };
  }
}

/** Asserts nothing; returns the error slug of an error envelope (or undefined). */
export function slugOf(response: ApiResponse): string | undefined {
  return response.json?.meta?.response?.message_slug;
}

function defined(fields: Fields): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** `count` requests sent at once by `send`, their answers split into accepted (200) and the rest. */
export async function sendAtOnce(
  count: number,
  send: (index: number) => Promise<ApiResponse>,
): Promise<{ accepted: ApiResponse[]; refused: ApiResponse[] }> {
  const answers = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  return {
    accepted: answers.filter((answer) => answer.status === 200),
    refused: answers.filter((answer) => answer.status !== 200),
  };
}

/** A rate limit's refusal as a test compares it: status, slug, and whether it says when to retry. */
export function limitRefusalOf(response: ApiResponse) {
  return [response.status, slugOf(response), Number(response.headers['retry-after']) > 0];
}

export const LIMIT_REFUSAL = [429, 'too_many_requests', true];
