import { describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES } from './dashboard-messages';
import {
  DEFAULT_ERROR_MESSAGE,
  DIFFERENT_ROLE_MESSAGE,
  EMAIL_USAGE_TOOLTIP,
  MARKETING_AGREE_LABEL,
  MESSAGES,
  OAUTH_ERROR_TITLE,
  POLICY_AGREE_LABEL,
  RETURNING_CUSTOMER_TOOLTIP,
  SHORT_FORM_LOAD_FAILED_MESSAGE,
  WIDGET_LOAD_FAILED_MESSAGE,
} from './messages';

describe('MESSAGES', () => {
  it('holds every field-rule text of spec §5 verbatim, typos included', () => {
    expect(MESSAGES).toEqual({
      email_required: 'Please enter your email',
      email_invalid: 'Please enter a valid email',
      email_too_long: 'Please enter a valid email (max 127 symbols)',
      password_required: 'Please enter your password to continue',
      password_too_short: 'Password must contain at least 8 characters',
      password_too_long: 'This Password field must be contain not more 127 chatacters',
      password_no_letter: 'Include at least 1 letter',
      password_no_number_or_special: 'Include at least 1 number or special character',
      password_mismatch: "Passwords didn't match. Try again",
      code_required: 'Code is required',
      code_incorrect: 'Incorrect code',
      code_expired: 'Code is expired',
      discipline_required: 'Please enter your discipline',
      policy_empty: 'Please agree to the Terms & Conditions and Privacy Policy to continue',
    });
  });
});

describe('DASHBOARD_MESSAGES', () => {
  it("holds the dashboard's field-rule texts", () => {
    expect(DASHBOARD_MESSAGES).toEqual({
      title_required: 'Please enter a title for your order',
      title_too_long: 'Please keep the title within 200 characters',
      pages_qty_invalid: 'Please enter a number of pages from 1 to 500',
      words_qty_invalid: 'Please enter a number of words from 1 to 150000',
      deadline_past: 'Please choose a deadline in the future',
      description_too_long: 'Please keep the description within 10000 characters',
      top_up_amount_invalid: 'Please enter an amount from $10 to $5,000',
      paypal_email_required: 'Please enter the e-mail address of your PayPal account',
      paypal_email_invalid:
        'Please enter the e-mail address of your PayPal account, like name@example.com',
      subject_required: 'Please enter a subject',
      subject_too_long: 'Please keep the subject within 200 characters',
      message_required: 'Please write your message',
      message_too_long: 'Please keep your message within 4000 characters',
      staff_email_required: 'Please enter the e-mail address of the person you invite',
      staff_email_invalid: 'Please enter an e-mail address like name@example.com',
      pen_name_invalid: 'Please enter a pen name of 2 to 60 characters, with at least one letter',
      bio_too_short: 'Please write at least 30 characters about yourself',
      bio_too_long: 'Please keep your bio within 2000 characters',
      disciplines_required: 'Please choose at least one discipline you cover',
      disciplines_too_many: 'Please choose at most 20 disciplines',
      portfolio_title_required: 'Please enter a title for this work',
      portfolio_title_too_long: 'Please keep the title within 150 characters',
      portfolio_discipline_required: 'Please choose the discipline of this work',
      portfolio_description_required: 'Please describe this work',
      portfolio_description_too_long: 'Please keep the description within 2000 characters',
      portfolio_file_required: 'Please attach the file of this work',
      seo_title_too_long: 'Please keep the title within 60 characters',
      seo_title_html: 'Please write the title as plain text, without HTML',
      seo_description_too_long: 'Please keep the description within 160 characters',
      seo_description_html: 'Please write the description as plain text, without HTML',
      seo_og_image_invalid:
        'Please enter an https:// address of an image, or a path of this site such as /og-image.png',
      seo_intro_too_long: 'Please keep the intro within 1000 characters',
      seo_intro_html: 'Please write the intro as plain text, without HTML',
      seo_faq_invalid:
        'Please give each of at most 12 questions (up to 200 characters) its answer (up to 1000), as plain text',
      seo_redirect_from_invalid:
        'Please enter the old address as a path of this site, such as /old-page.html',
      seo_redirect_to_invalid:
        'Please enter the new address as a path of this site, such as /new-page.html (no other sites)',
    });
  });
});

describe('other texts', () => {
  it('are the spec texts verbatim', () => {
    expect(POLICY_AGREE_LABEL).toBe('I agree to the Terms & Conditions and Privacy Policy.');
    expect(MARKETING_AGREE_LABEL).toBe(
      'I agree to receive bonuses, discounts and promotional materials.',
    );
    expect(DIFFERENT_ROLE_MESSAGE).toBe(
      'This email has a different user role. Use "my account" to log in',
    );
    expect(RETURNING_CUSTOMER_TOOLTIP).toBe(
      'Welcome back! Please go ahead and log into your account using your existing credentials.',
    );
    expect(DEFAULT_ERROR_MESSAGE).toBe(
      'Some error occurred. Please try again later or contact support.',
    );
    expect(OAUTH_ERROR_TITLE).toBe('Oops! Something went wrong');
    expect(WIDGET_LOAD_FAILED_MESSAGE).toBe('Hmm, something seems to be missing');
    expect(SHORT_FORM_LOAD_FAILED_MESSAGE).toBe(
      "Hmm, something seems to be missing. We're having a little trouble showing the information you requested. Try refreshing the page, or check back later.",
    );
  });

  it('describes what the e-mail is used for, as spec §5 lists it', () => {
    for (const use of ['order communication', 'invoices', 'billing info', 'marketing']) {
      expect(EMAIL_USAGE_TOOLTIP).toContain(use);
    }
  });
});
