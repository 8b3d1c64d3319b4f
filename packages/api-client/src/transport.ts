import { isObject } from './is-object';
import { type ParamRecord, toSearchParams } from './param-encoding';
import { ApiError, INTERNAL_ERROR_SLUG, NetworkError } from './request-errors';

/** Every API route lives below this path (spec §7). */
export const API_BASE_PATH = '/api/en/1';

/** Spec §9 names 20000 without its meaning; we use it as the request timeout (ms). */
export const REQUEST_TIMEOUT_MS = 20000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What every call accepts last. */
export interface RequestOptions {
  /** Cancels the call; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface TransportOptions {
  /** Origin the site is served from, e.g. 'https://example.com'. '' (default) sends relative URLs. */
  origin?: string;
  /**
   * For a satellite (non-default) domain: the main site's origin every call is sent to instead
   * of `origin`. Leave unset on the default domain.
   */
  hostPrefix?: string;
  /** A fetch implementation; defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** Milliseconds before a call fails with a TimeoutError. Default REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
}

export interface TransportRequest extends RequestOptions {
  method: HttpMethod;
  /** Path under /api/en/1, e.g. '/users/sessions'; with `outsideApiBase`, a path from the root. */
  path: string;
  query?: ParamRecord;
  /** Sent form-encoded; a FormData (file uploads) is sent as multipart instead. */
  form?: ParamRecord | FormData;
  /** The route is not under /api/en/1 (the blog). */
  outsideApiBase?: boolean;
  /** The answer is not wrapped in the API envelope (the blog): return the JSON as it is. */
  unwrapped?: boolean;
  /** Headers of the request's own (If-None-Match of a poll). */
  headers?: Record<string, string>;
}

export interface TransportResponse<T> {
  status: number;
  /** The envelope's body; null for a 304 Not Modified, which has none. */
  body: T;
  /** The answer's ETag, when it has one. */
  etag: string | null;
}

export interface Transport {
  /** Sends a request and returns the envelope's body (or the JSON itself when `unwrapped`). */
  send<T>(request: TransportRequest): Promise<T>;
  /** Like `send`, also giving the HTTP status. */
  exchange<T>(request: TransportRequest): Promise<TransportResponse<T>>;
  /** The absolute (or same-origin relative) URL of a path, as `send` would request it. */
  url(path: string, query?: ParamRecord, placement?: { outsideApiBase?: boolean }): string;
}

interface Envelope {
  meta?: unknown;
  body?: unknown;
}

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

export function createTransport(options: TransportOptions = {}): Transport {
  const prefix = stripTrailingSlash(options.hostPrefix || options.origin || '');
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function url(path: string, query?: ParamRecord, placement: { outsideApiBase?: boolean } = {}) {
    const base = placement.outsideApiBase ? prefix : `${prefix}${API_BASE_PATH}`;
    const search = query ? toSearchParams(query).toString() : '';
    return `${base}${path}${search ? `?${search}` : ''}`;
  }

  async function exchange<T>(request: TransportRequest): Promise<TransportResponse<T>> {
    if (request.form && (request.method === 'GET' || request.method === 'DELETE')) {
      throw new TypeError(
        `${request.method} ${request.path}: send parameters as a query, not a form`,
      );
    }
    // A call cancelled before it starts sends nothing. (Node 24's fetch, handed a FormData body
    // and an aborted signal, also leaves an unhandled rejection behind.)
    request.signal?.throwIfAborted();
    const target = url(request.path, request.query, request);
    const context = `${request.method} ${request.path}`;
    // The caller's signal and the timeout both cancel; whichever fires first gives the reason.
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;

    const headers: Record<string, string> = {
      ...request.headers,
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    };
    let body: string | FormData | undefined;
    if (request.form instanceof FormData) {
      body = request.form;
    } else if (request.form) {
      headers['Content-Type'] = FORM_CONTENT_TYPE;
      body = toSearchParams(request.form).toString();
    }

    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(target, {
        method: request.method,
        headers,
        body,
        credentials: 'include',
        signal,
      });
      text = await response.text();
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw new NetworkError(`${context}: no answer from ${target}`, { cause: error });
    }
    const etag = response.headers.get('etag');
    // Not modified since the ETag the request named: nothing to read.
    if (response.status === 304) return { status: 304, body: null as T, etag };
    return { status: response.status, body: readBody<T>(response, text, request, context), etag };
  }

  return {
    url,
    exchange,
    send: async <T>(request: TransportRequest) => (await exchange<T>(request)).body,
  };
}

function readBody<T>(
  response: Response,
  text: string,
  request: TransportRequest,
  context: string,
): T {
  const { status } = response;
  // An empty success (204 after a logout, say) has no envelope to read.
  if (text.trim() === '' && response.ok) return null as T;
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (cause) {
    throw new ApiError(INTERNAL_ERROR_SLUG, status, { cause, context });
  }
  if (request.unwrapped) {
    if (!response.ok) throw new ApiError(INTERNAL_ERROR_SLUG, status, { body: payload, context });
    return payload as T;
  }
  const envelope: Envelope = isObject(payload) ? payload : {};
  const meta =
    isObject(envelope.meta) && isObject(envelope.meta.response) ? envelope.meta.response : {};
  if (!response.ok || meta.status !== 'ok') {
    const slug = typeof meta.message_slug === 'string' && meta.message_slug;
    const field = typeof meta.field === 'string' ? meta.field : undefined;
    throw new ApiError(slug || INTERNAL_ERROR_SLUG, status, {
      body: envelope.body,
      context,
      ...(field === undefined ? {} : { field }),
    });
  }
  return (envelope.body ?? null) as T;
}

function stripTrailingSlash(value: string): string {
  return value.replace(/\/+$/, '');
}
