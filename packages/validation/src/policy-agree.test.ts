import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePolicyAgree } from './policy-agree';

describe('validatePolicyAgree', () => {
  it('passes only a ticked box', () => {
    expect(validatePolicyAgree(true)).toBeNull();
  });

  it('reports policy_empty for anything else', () => {
    for (const value of [false, undefined, null, 'true', 1, {}]) {
      expect(validatePolicyAgree(value)).toEqual({
        key: 'policy_empty',
        message: 'Please agree to the Terms & Conditions and Privacy Policy to continue',
      });
    }
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(validatePolicyAgree(value) === null).toBe(value === true);
      }),
    );
  });
});
