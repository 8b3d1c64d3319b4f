import {
  BIO_MAX_LENGTH,
  BIO_MIN_LENGTH,
  EXPERT_DISCIPLINES_MAX_COUNT,
  ORDER_DESCRIPTION_MAX_LENGTH,
  ORDER_PAGES_MAX,
  ORDER_TITLE_MAX_LENGTH,
  ORDER_WORDS_MAX,
  PEN_NAME_MAX_LENGTH,
  PEN_NAME_MIN_LENGTH,
  PORTFOLIO_DESCRIPTION_MAX_LENGTH,
  PORTFOLIO_TITLE_MAX_LENGTH,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_FAQ_ANSWER_MAX_LENGTH,
  SEO_FAQ_MAX_ITEMS,
  SEO_FAQ_QUESTION_MAX_LENGTH,
  SEO_INTRO_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
} from './constants';

/**
 * The field-rule texts of the dashboard's pages, apart from `MESSAGES` so the public forms' bundles
 * do not carry them. The spec names the fields; the wording is ours.
 */
export const DASHBOARD_MESSAGES = {
  // The full order page.
  title_required: 'Please enter a title for your order',
  title_too_long: `Please keep the title within ${ORDER_TITLE_MAX_LENGTH} characters`,
  pages_qty_invalid: `Please enter a number of pages from 1 to ${ORDER_PAGES_MAX}`,
  words_qty_invalid: `Please enter a number of words from 1 to ${ORDER_WORDS_MAX}`,
  deadline_past: 'Please choose a deadline in the future',
  description_too_long: `Please keep the description within ${ORDER_DESCRIPTION_MAX_LENGTH} characters`,
  // The balance top-up: the limits are TOP_UP_MIN_CENTS and TOP_UP_MAX_CENTS.
  top_up_amount_invalid: 'Please enter an amount from $10 to $5,000',
  // The expert's payout method (validatePaypalEmail).
  paypal_email_required: 'Please enter the e-mail address of your PayPal account',
  paypal_email_invalid:
    'Please enter the e-mail address of your PayPal account, like name@example.com',
  // Support: a new ticket (subject, message) and a reply (message).
  subject_required: 'Please enter a subject',
  subject_too_long: `Please keep the subject within ${SUPPORT_SUBJECT_MAX_LENGTH} characters`,
  message_required: 'Please write your message',
  message_too_long: `Please keep your message within ${SUPPORT_MESSAGE_MAX_LENGTH} characters`,
  // The operator's staff invitation (validateStaffEmail).
  staff_email_required: 'Please enter the e-mail address of the person you invite',
  staff_email_invalid: 'Please enter an e-mail address like name@example.com',
  // The expert's public profile (validateExpertProfile).
  pen_name_invalid: `Please enter a pen name of ${PEN_NAME_MIN_LENGTH} to ${PEN_NAME_MAX_LENGTH} characters, with at least one letter`,
  bio_too_short: `Please write at least ${BIO_MIN_LENGTH} characters about yourself`,
  bio_too_long: `Please keep your bio within ${BIO_MAX_LENGTH} characters`,
  disciplines_required: 'Please choose at least one discipline you cover',
  disciplines_too_many: `Please choose at most ${EXPERT_DISCIPLINES_MAX_COUNT} disciplines`,
  // The expert's portfolio item (validatePortfolioItem).
  portfolio_title_required: 'Please enter a title for this work',
  portfolio_title_too_long: `Please keep the title within ${PORTFOLIO_TITLE_MAX_LENGTH} characters`,
  portfolio_discipline_required: 'Please choose the discipline of this work',
  portfolio_description_required: 'Please describe this work',
  portfolio_description_too_long: `Please keep the description within ${PORTFOLIO_DESCRIPTION_MAX_LENGTH} characters`,
  portfolio_file_required: 'Please attach the file of this work',
  // The seo role's page edit (validateSeoPage) and redirect (validateSeoRedirect).
  seo_title_too_long: `Please keep the title within ${SEO_TITLE_MAX_LENGTH} characters`,
  seo_title_html: 'Please write the title as plain text, without HTML',
  seo_description_too_long: `Please keep the description within ${SEO_DESCRIPTION_MAX_LENGTH} characters`,
  seo_description_html: 'Please write the description as plain text, without HTML',
  seo_og_image_invalid:
    'Please enter an https:// address of an image, or a path of this site such as /og-image.png',
  seo_intro_too_long: `Please keep the intro within ${SEO_INTRO_MAX_LENGTH} characters`,
  seo_intro_html: 'Please write the intro as plain text, without HTML',
  seo_faq_invalid: `Please give each of at most ${SEO_FAQ_MAX_ITEMS} questions (up to ${SEO_FAQ_QUESTION_MAX_LENGTH} characters) its answer (up to ${SEO_FAQ_ANSWER_MAX_LENGTH}), as plain text`,
  seo_redirect_from_invalid:
    'Please enter the old address as a path of this site, such as /old-page.html',
  seo_redirect_to_invalid:
    'Please enter the new address as a path of this site, such as /new-page.html (no other sites)',
} as const;

export type DashboardMessageKey = keyof typeof DASHBOARD_MESSAGES;
