// @vitest-environment node
import { createMockAccountClient, fail, type MockAnswer, ok } from '@bb/api-client/testing';
import { createSubmission } from '@bb/form-hooks';
import { ERROR_CATALOGUE, MESSAGES, mapServerErrors } from '@bb/validation';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_CHANGE_STEPS,
  type PasswordChangeRun,
  type PasswordChangeStepName,
  placePasswordChangeErrors,
} from './password-change-steps';
import { PROFILE_TEXTS } from './profile-texts';

const placed = (slug: string) => placePasswordChangeErrors(mapServerErrors(slug, ERROR_CATALOGUE));

/** One change of 'Old-password-1' to 'Tidal-compass-73', the server answering `answer`. */
async function change(answer: MockAnswer) {
  const { client, mock } = createMockAccountClient({ 'PATCH /users/password': answer });
  const submission = createSubmission<PasswordChangeRun, PasswordChangeStepName>({
    steps: PASSWORD_CHANGE_STEPS,
    catalogue: ERROR_CATALOGUE,
  });
  let changed = 0;
  const result = await submission.run({
    client,
    currentPassword: 'Old-password-1',
    password: 'Tidal-compass-73',
    setLoading: submission.setLoading,
    onChanged: () => changed++,
  });
  return { result, changed, submission, mock };
}

describe('the password change without React', () => {
  it('sends both passwords, then runs what follows a change', async () => {
    const { result, changed, submission, mock } = await change(ok({}));
    expect(result.outcome).toBe('succeeded');
    expect(changed).toBe(1);
    expect(Object.fromEntries(mock.requests[0]?.form ?? [])).toEqual({
      current_password: 'Old-password-1',
      password: 'Tidal-compass-73',
    });
    expect(submission.getState()).toMatchObject({ status: 'succeeded', loading: false });
  });

  it('stops at a refused change: nothing follows, the slug is mapped', async () => {
    const { result, changed, submission } = await change(fail('password_incorrect', 401));
    expect(result.outcome).toBe('failed');
    expect(changed).toBe(0);
    expect(submission.getState().steps.map((step) => `${step.name}:${step.outcome}`)).toEqual([
      'loadingOn:done',
      'changePassword:failed',
      'errorHandling:done',
    ]);
  });
});

describe('placePasswordChangeErrors', () => {
  it('puts what is about the current password beside the current password', () => {
    expect(placed('password_incorrect')).toEqual({
      current_password: 'Wrong password, please try again',
    });
    expect(placed('account_throttled')).toEqual({
      current_password: ERROR_CATALOGUE.account_throttled.message,
    });
  });

  it('tells an account without a password how to set one', () => {
    expect(placed('loginability_issue')).toEqual({ current_password: PROFILE_TEXTS.noPasswordYet });
  });

  it('puts a too common password and the rule keys beside the new password', () => {
    expect(placed('password_too_common')).toEqual({
      password: ERROR_CATALOGUE.password_too_common.message,
    });
    expect(placed('password_too_short')).toEqual({ password: MESSAGES.password_too_short });
  });

  it('puts the rest above the form', () => {
    expect(placed('too_many_requests')).toEqual({
      form: ERROR_CATALOGUE.too_many_requests.message,
    });
    expect(placed('something_we_never_heard_of')).toEqual({
      form: ERROR_CATALOGUE.internal_error.message,
    });
  });
});
