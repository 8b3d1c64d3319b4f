import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';

type Node = {
  kind: string;
  type: string;
  pipe?: Node[];
  wrapped?: Node;
  entries?: Record<string, Node>;
  default?: unknown;
  metadata?: Record<string, unknown>;
};

const OBJECTS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);
const OPTIONALS = new Set(['optional', 'exact_optional', 'nullish']);

/**
 * The JSON Schema (2020-12) of what a client sends for a request schema of ours: its input on the
 * wire, before any coercion. @valibot/to-json-schema converts the typed schemas (strings with
 * their length and pattern, picklists). Two idioms of @bb/validation's builders it cannot read
 * are read here: a field that takes a default or may be left out (`withDefault`,
 * `optionalField`: a pipe from `unknown` whose transform only fills in the default, then the
 * field's own schema), and a coerced value (`formInteger`, `formBoolean`: a pipe from `unknown`
 * whose metadata holds the JSON Schema keywords of what its check accepts). Anything else it
 * cannot describe throws, so no field is documented as "anything" by accident.
 */
export function wireSchema(schema: v.GenericSchema): JsonSchema {
  return describe(schema as unknown as Node);
}

function describe(node: Node): JsonSchema {
  if (OBJECTS.has(node.type)) {
    const entries = Object.entries(node.entries ?? {});
    const required = entries.filter(([, entry]) => !mayBeLeftOut(entry)).map(([key]) => key);
    return {
      type: 'object',
      properties: Object.fromEntries(entries.map(([key, entry]) => [key, describe(entry)])),
      ...(required.length > 0 ? { required } : {}),
    };
  }
  if (OPTIONALS.has(node.type) && node.wrapped) {
    const fallback = typeof node.default === 'function' ? node.default() : node.default;
    const hasDefault = fallback !== undefined && mayBeLeftOut(node);
    return { ...describe(node.wrapped), ...(hasDefault ? { default: fallback } : {}) };
  }
  const [root, ...steps] = node.pipe ?? [];
  // The object's own checks (one field against another) judge its output: its fields say the rest.
  if (root && OBJECTS.has(root.type)) return describe(root);
  if (root?.type === 'unknown') {
    const declared = steps.find((step) => step.type === 'metadata')?.metadata;
    if (declared) return { ...declared } as JsonSchema;
    const field = steps.find((step) => step.kind === 'schema');
    if (field) return describe(field);
    throw new Error('a request field from unknown input has no schema or metadata to describe it');
  }
  const json = toJsonSchema(node as unknown as v.GenericSchema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    // Checks our code runs (a rule, a trim) have no JSON Schema keyword.
    ignoreActions: ['check', 'raw_check', 'trim'],
  });
  delete json.$schema;
  return json;
}

/**
 * Whether a field may be left out. Not only `optional`: a default the field itself refuses ('' for
 * a title that must not be blank) stands for "not given", so that field is required.
 */
function mayBeLeftOut(entry: Node): boolean {
  return (
    OPTIONALS.has(entry.type) && v.safeParse(entry as unknown as v.GenericSchema, undefined).success
  );
}
