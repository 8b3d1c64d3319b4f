import { ERROR_CATALOGUE, type MessageSlug } from '@bb/validation';

export type OkEnvelope<TBody> = { meta: { response: { status: 'ok' } }; body: TBody };
export type ErrorEnvelope = {
  meta: {
    response: { status: 'error'; message_slug: MessageSlug; message: string; field?: string };
  };
  body: Record<string, never>;
};

/** The one success shape of every route: the payload under `body`. */
export function okEnvelope<TBody>(body: TBody): OkEnvelope<TBody> {
  return { meta: { response: { status: 'ok' } }, body };
}

/** The one failure shape: the slug of the error catalogue, its text, and the field it concerns. */
export function errorEnvelope(slug: MessageSlug, field?: string): ErrorEnvelope {
  const response: ErrorEnvelope['meta']['response'] = {
    status: 'error',
    message_slug: slug,
    message: ERROR_CATALOGUE[slug].message,
  };
  if (field !== undefined) response.field = field;
  return { meta: { response }, body: {} };
}

/**
 * A refusal the client can act on: thrown anywhere, answered by the error handler. A 429 says in
 * `retryAfterSeconds` when to try again (the Retry-After header).
 */
export class ApiError extends Error {
  constructor(
    readonly slug: MessageSlug,
    readonly statusCode = 400,
    readonly field?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(slug);
    this.name = 'ApiError';
  }
}
