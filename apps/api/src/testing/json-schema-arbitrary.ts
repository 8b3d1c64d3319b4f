import fc from 'fast-check';

/** The JSON Schema keywords our OpenAPI document uses for request fields (src/openapi/wire-schema.ts). */
export type FieldSchema = {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
  examples?: unknown[];
};
export type ObjectSchema = { properties?: Record<string, FieldSchema>; required?: string[] };

/** Form and query values are text: what a browser's URLSearchParams would send. */
const asText = (value: unknown) => String(value);

/**
 * A value the field's schema accepts, as sent in a form or a URL. A field whose rule JSON Schema
 * cannot say (a date, an e-mail) gives examples in the document: they are taken half the time.
 */
function validValue(schema: FieldSchema): fc.Arbitrary<string> {
  if (schema.examples)
    return fc.oneof(fc.constantFrom(...schema.examples).map(asText), generated(schema));
  return generated(schema);
}

function generated(schema: FieldSchema): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...schema.enum).map(asText);
  if (schema.type === 'integer') {
    const min = schema.minimum ?? -(2 ** 31);
    const max = schema.maximum ?? 2 ** 31;
    // Small values name rows that exist (ids, quantities); the whole range finds the bounds.
    return fc
      .oneof(fc.integer({ min, max: Math.min(max, min + 30) }), fc.integer({ min, max }))
      .map(asText);
  }
  if (schema.type === 'string') {
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.min(schema.maxLength ?? 60, 60);
    if (schema.pattern)
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? 1e9));
    return fc.string({ minLength, maxLength });
  }
  throw new Error(`no generator for the field schema ${JSON.stringify(schema)}`);
}

/** A value the field's schema refuses, or an awkward one at its edges. */
function invalidValue(schema: FieldSchema): fc.Arbitrary<string> {
  const edges: string[] = ['', ' ', '-1', '1.5', '1e309', 'NaN', '\u0000', '%', '[]', '__proto__'];
  if (schema.minimum !== undefined) edges.push(String(schema.minimum - 1));
  if (schema.maximum !== undefined) edges.push(String(schema.maximum + 1));
  if (schema.maxLength !== undefined) edges.push('a'.repeat(schema.maxLength + 1));
  return fc.oneof(
    fc.constantFrom(...edges),
    fc.string({ maxLength: 30 }),
    // Whole characters only: a path segment with a lone surrogate cannot even be encoded.
    fc.string({ unit: 'grapheme', maxLength: 20 }),
  );
}

/**
 * Form fields (or query parameters) for an object schema: every required field and some of the
 * others with valid values; with `broken`, one field replaced by a refused value, left out, or
 * joined by an unknown one.
 */
export function fieldsFor(schema: ObjectSchema | undefined, broken: boolean) {
  const properties = Object.entries(schema?.properties ?? {});
  const required = new Set(schema?.required ?? []);
  const valid = fc.record(
    Object.fromEntries(properties.map(([name, field]) => [name, validValue(field)])),
    { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) },
  ) as fc.Arbitrary<Record<string, string>>;
  if (!broken || properties.length === 0)
    return broken ? fc.dictionary(fc.string({ maxLength: 10 }), fc.string()) : valid;
  return fc
    .tuple(
      valid,
      fc.constantFrom(...properties),
      fc.oneof(
        fc.constant('leave out' as const),
        fc.constant('unknown field' as const),
        fc.constant('refused' as const),
      ),
    )
    .chain(([fields, [name, field], how]) => {
      if (how === 'leave out') {
        const { [name]: _left, ...rest } = fields;
        return fc.constant(rest);
      }
      if (how === 'unknown field')
        return fc.string({ maxLength: 10 }).map((extra) => ({ ...fields, [`${extra}_`]: 'x' }));
      return invalidValue(field).map((value) => ({ ...fields, [name]: value }));
    });
}
