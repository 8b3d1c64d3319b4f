import { ERROR_CATALOGUE } from '@bb/validation';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES,
  type ApplicationValues,
  serverErrors,
  validateApplication,
} from './application-form-rules';

const COMPLETE: ApplicationValues = {
  name: 'Grace Hopper',
  login: 'grace@example.com',
  disciplineIds: [101],
  experience: 'Twelve years of teaching compilers.',
  sample: new File(['print(1)'], 'sample.py'),
  policyAgree: true,
};

describe('validateApplication', () => {
  it('passes a complete application and refuses each missing part beside its field', () => {
    expect(validateApplication(COMPLETE)).toEqual({});
    expect(
      validateApplication({
        name: ' G ',
        login: 'not an address',
        disciplineIds: [],
        experience: 'Short.',
        sample: null,
        policyAgree: false,
      }),
    ).toEqual({
      name: APPLICATION_MESSAGES.name,
      login: expect.any(String),
      discipline_subs: APPLICATION_MESSAGES.disciplinesNone,
      experience: APPLICATION_MESSAGES.experience,
      sample_file: APPLICATION_MESSAGES.sampleNone,
      policy_agree: ERROR_CATALOGUE.policy_required.message,
    });
  });

  it('refuses more than ten disciplines and a sample over 10 MB', () => {
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.zip');
    expect(
      validateApplication({
        ...COMPLETE,
        disciplineIds: Array.from({ length: 11 }, (_, index) => index + 1),
        sample: big,
      }),
    ).toEqual({
      discipline_subs: APPLICATION_MESSAGES.disciplinesTooMany,
      sample_file: ERROR_CATALOGUE.file_too_large.message,
    });
  });
});

describe('serverErrors', () => {
  it('puts a refusal beside the field the server names, the upload’s beside the sample', () => {
    expect(serverErrors({ slug: 'invalid_request', field: 'experience' }, 'apply')).toEqual({
      experience: APPLICATION_MESSAGES.invalid,
    });
    expect(serverErrors({ slug: 'user_exists', field: 'login' }, 'apply')).toEqual({
      login: APPLICATION_MESSAGES.userExists,
    });
    expect(serverErrors({ slug: 'invalid_request', field: 'sample_file' }, 'apply')).toEqual({
      sample_file: APPLICATION_MESSAGES.sampleRefused,
    });
    expect(serverErrors({ slug: 'file_type_not_allowed', field: 'file' }, 'upload')).toEqual({
      sample_file: ERROR_CATALOGUE.file_type_not_allowed.message,
    });
    expect(serverErrors({ slug: 'too_many_requests', field: undefined }, 'apply')).toEqual({
      form: ERROR_CATALOGUE.too_many_requests.message,
    });
  });
});
