import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateRestoreCode } from './restore-code';

describe('validateRestoreCode', () => {
  it('requires a code', () => {
    for (const value of ['', '   ', undefined, null, 123456]) {
      expect(validateRestoreCode(value)).toEqual({
        key: 'code_required',
        message: 'Code is required',
      });
    }
  });

  it('passes any non-blank code: whether it is right is for the server', () => {
    expect(validateRestoreCode('123456')).toBeNull();
    expect(validateRestoreCode(' AbC-12 ')).toBeNull();
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const error = validateRestoreCode(value);
        expect(error === null || error.key === 'code_required').toBe(true);
      }),
    );
  });
});
