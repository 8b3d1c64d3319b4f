import * as v from 'valibot';
import { ERROR_CATALOGUE, isMessageSlug, type MessageSlug } from './error-catalogue';

export type ParseResult<TValue> =
  | { ok: true; value: TValue }
  | { ok: false; slug: MessageSlug; field?: string; message: string };

const INVALID_REQUEST: MessageSlug = 'invalid_request';

/**
 * Parses a request (query, form body or path parameters) with one of the request schemas.
 * On failure it reports the first problem: its slug, the field it concerns and the slug's text.
 * Never throws: an input that cannot even be read (a hostile getter) is an invalid request.
 */
export function parseRequest<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): ParseResult<v.InferOutput<TSchema>> {
  let result: v.SafeParseResult<TSchema>;
  try {
    result = v.safeParse(schema, input, { abortEarly: true });
  } catch {
    return failure(INVALID_REQUEST);
  }
  if (result.success) return { ok: true, value: result.output };
  const [issue] = result.issues;
  const slug = isMessageSlug(issue.message) ? issue.message : INVALID_REQUEST;
  return failure(slug, v.getDotPath(issue) ?? undefined);
}

function failure(slug: MessageSlug, field?: string): ParseResult<never> {
  const message = ERROR_CATALOGUE[slug].message;
  return field === undefined ? { ok: false, slug, message } : { ok: false, slug, field, message };
}
