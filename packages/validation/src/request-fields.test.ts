import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { encodePageCursor, LIST_PAGE_DEFAULT_LIMIT, LIST_PAGE_MAX_LIMIT } from './list-page';
import {
  commaList,
  formBoolean,
  formInteger,
  formText,
  formToken,
  listPageFields,
} from './request-fields';

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

describe('formText', () => {
  it('trims, and refuses text over its length (as sent) or with a control character', () => {
    const schema = formText(6);
    expect(v.parse(schema, '  abc ')).toBe('abc');
    expect(v.safeParse(schema, ' abcde ').success).toBe(false);
    expect(v.safeParse(schema, 'a\u0000b').success).toBe(false);
    expect(v.safeParse(schema, 'a\nb').success).toBe(false);
  });

  it('lets line breaks and tabs through only when multiline', () => {
    const schema = formText(10, { multiline: true });
    expect(v.parse(schema, 'a\r\n\tb')).toBe('a\r\n\tb');
    expect(v.safeParse(schema, 'a\u0007b').success).toBe(false);
  });
});

describe('commaList', () => {
  const schema = commaList(formToken(3, /^[a-z]+$/), {
    minCount: 1,
    maxCount: 2,
    maxItemLength: 3,
  });

  it('splits, drops repeats and keeps the order', () => {
    expect(v.parse(schema, 'b,a,b')).toEqual(['b', 'a']);
  });

  it('reads an empty string as the empty list, which minCount may refuse', () => {
    expect(v.safeParse(schema, '').success).toBe(false);
    expect(
      v.parse(
        commaList(formToken(3, /^[a-z]+$/), { minCount: 0, maxCount: 2, maxItemLength: 3 }),
        '',
      ),
    ).toEqual([]);
  });

  it('refuses too many items and items its item schema refuses', () => {
    expect(v.safeParse(schema, 'a,b,c').success).toBe(false);
    expect(v.safeParse(schema, 'a,B').success).toBe(false);
  });
});

describe('listPageFields', () => {
  const pageQuery = v.object(listPageFields);

  it('takes the first page of the default size when nothing is given', () => {
    expect(v.parse(pageQuery, {})).toEqual({ cursor: undefined, limit: LIST_PAGE_DEFAULT_LIMIT });
    expect(v.parse(pageQuery, { cursor: '', limit: '' })).toEqual({
      cursor: undefined,
      limit: LIST_PAGE_DEFAULT_LIMIT,
    });
  });

  it('reads a cursor a page sent and a limit up to the maximum', () => {
    const cursor = encodePageCursor({ key: 1_795_000_000_000, id: 7 });
    expect(v.parse(pageQuery, { cursor, limit: String(LIST_PAGE_MAX_LIMIT) })).toEqual({
      cursor: { key: 1_795_000_000_000, id: 7 },
      limit: LIST_PAGE_MAX_LIMIT,
    });
  });

  it('refuses a limit above the maximum, below one, and a cursor no page sent', () => {
    for (const query of [
      { limit: String(LIST_PAGE_MAX_LIMIT + 1) },
      { limit: '0' },
      { cursor: 'bm90IGEgY3Vyc29y' },
      { cursor: '../etc' },
    ]) {
      const result = v.safeParse(pageQuery, query);
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe('invalid_request');
    }
  });
});
