// @vitest-environment node
import { EMAIL_USAGE_TOOLTIP, RETURNING_CUSTOMER_TOOLTIP } from '@bb/validation';
import { describe, expect, it } from 'vitest';
import { LOGIN_TEXTS } from '../login/login-texts';
import {
  loggedInAsRoleText,
  RECAPTCHA_PRIVACY_URL,
  RECAPTCHA_TERMS_URL,
  SHORT_FORM_TEXTS,
} from './short-form-texts';

describe('short form texts', () => {
  it('has the spec texts verbatim', () => {
    expect(SHORT_FORM_TEXTS.onlyCustomers).toBe('Only customers can place orders in the system.');
    expect(SHORT_FORM_TEXTS.pleaseLogOut).toBe(
      'Please log out if you would like to place an order.',
    );
    expect(SHORT_FORM_TEXTS.loginModalTitle).toBe('Log into your account');
    expect(SHORT_FORM_TEXTS.loadFailed).toBe(
      "Hmm, something seems to be missing. We're having a little trouble showing the information you requested. Try refreshing the page, or check back later.",
    );
  });

  it("takes the e-mail tooltips from the catalogue and the e-mail field's names from the login form", () => {
    expect(SHORT_FORM_TEXTS.emailUsageTooltip).toBe(EMAIL_USAGE_TOOLTIP);
    expect(SHORT_FORM_TEXTS.returningCustomerTooltip).toBe(RETURNING_CUSTOMER_TOOLTIP);
    expect(SHORT_FORM_TEXTS.email).toBe(LOGIN_TEXTS.email);
    expect(SHORT_FORM_TEXTS.emailHint).toBe(LOGIN_TEXTS.emailHint);
    expect(SHORT_FORM_TEXTS.checkingEmail).toBe(LOGIN_TEXTS.checkingEmail);
    expect(SHORT_FORM_TEXTS.emailRecognised).toBe(LOGIN_TEXTS.emailRecognised);
  });

  it("links the bot-check notice to reCAPTCHA's privacy and terms pages", () => {
    expect(RECAPTCHA_PRIVACY_URL).toBe('https://policies.google.com/privacy');
    expect(RECAPTCHA_TERMS_URL).toBe('https://policies.google.com/terms');
    expect(SHORT_FORM_TEXTS.botCheckNotice.privacyPolicyUrl).toBe(RECAPTCHA_PRIVACY_URL);
    expect(SHORT_FORM_TEXTS.botCheckNotice.termsOfServiceUrl).toBe(RECAPTCHA_TERMS_URL);
  });

  it.each([
    ['operator', 'You are currently logged in as an operator'],
    ['earnings', 'You are currently logged in as an earnings'],
    ['writer', 'You are currently logged in as a writer'],
    ['seo', 'You are currently logged in as a seo'],
    ['support_contract', 'You are currently logged in as a support contract'],
  ])('says which role is logged in: %s', (role, text) => {
    expect(loggedInAsRoleText(role)).toBe(text);
  });
});
