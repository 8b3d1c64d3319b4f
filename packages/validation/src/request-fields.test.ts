import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formBoolean, formInteger } from './request-fields';

/** The JSON Schema keywords a builder declares in its metadata (read by the API's document). */
function wireMetadata(schema: v.GenericSchema): unknown {
  const pipes: unknown[] = [schema];
  while (pipes.length > 0) {
    const node = pipes.pop() as {
      type?: string;
      pipe?: unknown[];
      wrapped?: unknown;
      metadata?: unknown;
    };
    if (node.type === 'metadata') return node.metadata;
    if (node.pipe) pipes.push(...node.pipe.slice(1));
    if (node.wrapped) pipes.push(node.wrapped);
  }
  return undefined;
}

describe('the wire descriptions of the coercing builders', () => {
  it('formInteger declares the bounds it enforces', () => {
    const schema = formInteger(3, 9);
    expect(wireMetadata(schema)).toEqual({ type: 'integer', minimum: 3, maximum: 9 });
    expect(['3', 9, '9'].map((value) => v.safeParse(schema, value).success)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['2', '10', '3.5', 'x'].map((value) => v.safeParse(schema, value).success)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('formBoolean declares every spelling it accepts, and accepts no other', () => {
    const schema = formBoolean(false);
    const { enum: spellings } = wireMetadata(schema) as { enum: unknown[] };
    for (const spelling of spellings) expect(v.safeParse(schema, spelling).success).toBe(true);
    for (const other of ['yes', 'off', 2, 'TRUE'])
      expect(v.safeParse(schema, other).success).toBe(false);
  });
});
