import type { MessageSlug } from '@bb/validation';
import { parseRequest } from '@bb/validation/requests';
import type * as v from 'valibot';
import { declaredSchemaOf } from '../http/route-shapes';
import { ApiError } from './envelope';

const STATUS_BY_SLUG: Partial<Record<MessageSlug, number>> = {
  data_box_too_large: 413,
  oauth_provider_unavailable: 404,
  not_found: 404,
  data_box_not_found: 404,
};

/**
 * Parses a request part with a @bb/validation schema (the same rules the browser applies);
 * bad input becomes a 4xx ApiError with the schema's slug and field, never an exception that
 * would end as a 500. A request's params, query or body must be parsed with the schema its route
 * declares for it (`config.openapi`), so the OpenAPI document describes what the route applies.
 */
export function parseInput<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const declared = declaredSchemaOf(input);
  if (declared && declared.schema !== schema)
    throw new Error(`the route parses its ${declared.part} with a schema it does not declare`);
  const result = parseRequest(schema, input ?? {});
  if (result.ok) return result.value;
  throw new ApiError(result.slug, STATUS_BY_SLUG[result.slug] ?? 400, result.field);
}
