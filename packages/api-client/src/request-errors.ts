import type { MessageSlug } from '@bb/validation';

/** Slug for a failure the server did not name: a non-JSON answer or an error without a slug. */
export const INTERNAL_ERROR_SLUG = 'internal_error';

/**
 * A slug from `meta.response.message_slug`. The catalogue's slugs are suggested; any other string
 * the server sends is kept as is.
 */
export type ApiMessageSlug = MessageSlug | typeof INTERNAL_ERROR_SLUG | (string & {});

/**
 * The server answered, and the answer is a failure: an envelope with status error, a non-2xx
 * status, or a body that is not JSON. `status` is the HTTP status, or 0 when the failure happened
 * in the client before any request (a refused sign-up, a bot-check token that could not be made).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly messageSlug: ApiMessageSlug;
  readonly status: number;
  /** The envelope's body, when the error came with one. */
  readonly body: unknown;
  /** The request field the server names the error for (`meta.response.field`), if it named one. */
  readonly field: string | undefined;

  constructor(
    messageSlug: ApiMessageSlug,
    status: number,
    options: { body?: unknown; cause?: unknown; context?: string; field?: string } = {},
  ) {
    const where = options.context ? `${options.context}: ` : '';
    super(`${where}${messageSlug}${status ? ` (HTTP ${status})` : ''}`, { cause: options.cause });
    this.messageSlug = messageSlug;
    this.status = status;
    this.body = options.body;
    this.field = options.field;
  }
}

/** No answer reached us: the host refused, the connection broke, or the URL was unusable. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

/** The caller cancelled the call; the rejection is the signal's reason (an AbortError by default). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The call outlived the client's timeout; the rejection is a DOMException named TimeoutError. */
export function isTimeoutError(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}
