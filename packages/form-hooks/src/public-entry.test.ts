import { describe, expect, it } from 'vitest';
import * as entry from './index';

describe('the public entry', () => {
  it('offers the hooks, the environment and the submission core', () => {
    for (const name of [
      'useLoginForm',
      'useRegistrationForm',
      'usePasswordRestore',
      'useSocialSignIn',
      'useShortOrderForm',
      'BbProvider',
      'createBrowserEnvironment',
      'createSubmission',
      'useSubmission',
    ]) {
      expect(entry).toHaveProperty(name);
    }
  });

  it('exports none of the dashboard’s hooks: they live in the private @bb/dashboard', () => {
    for (const name of [
      'useNewOrderForm',
      'useBalance',
      'useTopUpReturn',
      'useOrder',
      'useOrderList',
      'useOrderFiles',
      'useSupportTickets',
      'useFinancialOverview',
      'useProfile',
      'usePayoutMethodForm',
    ]) {
      expect(entry).not.toHaveProperty(name);
    }
  });

  it('names each public flow’s steps in the order they run (the README’s sequences)', () => {
    expect(entry.LOGIN_SUBMIT_STEPS).toEqual([
      'loadingOn',
      'preCheck',
      'captchaToken',
      'createSession',
      'getSession',
      'clearStoredLogin',
      'workOutRoute',
      'analyticsSignIn',
      'navigate',
      'loadingOff',
    ]);
    expect(entry.REGISTRATION_STEPS).toEqual([
      'loadingOn',
      'createCustomer',
      'getSession',
      'analyticsSignUp',
      'workOutRoute',
      'navigate',
      'loadingOff',
    ]);
    expect(entry.SOCIAL_SIGN_IN_STEPS).toEqual([
      'dataBox',
      'captchaToken',
      'oauthUrl',
      'rememberProvider',
      'navigate',
    ]);
  });

  it('keeps each flow’s steps, reducers and helpers inside the package', () => {
    for (const name of [
      'loginSteps',
      'registrationSteps',
      'passwordRestoreSteps',
      'socialSignInSteps',
      'SHORT_FORM_STEPS',
      'captchaTokenStep',
      'emailCheckReducer',
      'connectPasswordRestore',
      'restoreShortForm',
    ]) {
      expect(entry).not.toHaveProperty(name);
    }
  });

  it('keeps the storage keys, address parameters, paths and helpers the hooks own inside the package', () => {
    for (const name of [
      'ORDER_DRAFT_KEY',
      'REQUESTED_WRITER_KEY',
      'COOKIE_AGREEMENT_KEY',
      'DATA_BOX_KEY_PARAM',
      'RESTORE_CODE_PARAM',
      'OAUTH_FAIL_PATH',
      'ORDER_FORM_FIELD_ATTRIBUTE',
      'saveOrderDraft',
      'saveRequestedWriter',
      'disciplineSelectionLabel',
      'socialButtonLabel',
      'useDisciplines',
    ]) {
      expect(entry).not.toHaveProperty(name);
    }
  });
});
