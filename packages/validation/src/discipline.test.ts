import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOM_DISCIPLINE_ID } from './constants';
import { parseDisciplineId, validateDiscipline } from './discipline';

const required = { key: 'discipline_required', message: 'Please enter your discipline' };

describe('validateDiscipline', () => {
  it('requires a discipline', () => {
    for (const discipline_sub of [undefined, null, '', 0, '0', -3, 1.5, 'abc', Number.NaN]) {
      expect(validateDiscipline({ discipline_sub }), String(discipline_sub)).toEqual(required);
    }
    expect(validateDiscipline(undefined)).toEqual(required);
    expect(validateDiscipline('12')).toEqual(required);
  });

  it('passes a discipline id given as a number or a numeric string', () => {
    expect(validateDiscipline({ discipline_sub: 12 })).toBeNull();
    expect(validateDiscipline({ discipline_sub: '12', discipline_txt: '' })).toBeNull();
  });

  it('needs the typed text for the custom discipline (id 30000)', () => {
    expect(CUSTOM_DISCIPLINE_ID).toBe(30000);
    expect(validateDiscipline({ discipline_sub: 30000 })).toEqual(required);
    expect(validateDiscipline({ discipline_sub: 30000, discipline_txt: '   ' })).toEqual(required);
    expect(
      validateDiscipline({ discipline_sub: '30000', discipline_txt: 'Quantum chess' }),
    ).toBeNull();
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (discipline_sub, discipline_txt) => {
        const error = validateDiscipline({ discipline_sub, discipline_txt });
        expect(error === null || error.key === 'discipline_required').toBe(true);
      }),
    );
  });
});

describe('parseDisciplineId', () => {
  it('reads positive integer ids from numbers and digit strings', () => {
    expect(parseDisciplineId(7)).toBe(7);
    expect(parseDisciplineId('30000')).toBe(30000);
    expect(parseDisciplineId(' 7')).toBeNull();
    expect(parseDisciplineId('7e2')).toBeNull();
    expect(parseDisciplineId('99999999999')).toBeNull();
    expect(parseDisciplineId(2 ** 31)).toBeNull();
  });
});
