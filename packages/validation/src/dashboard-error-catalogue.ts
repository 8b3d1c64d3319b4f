import { PORTFOLIO_MAX_ITEMS } from './constants';
import { DASHBOARD_MESSAGES, type DashboardMessageKey } from './dashboard-messages';
import type { ErrorCatalogueEntry } from './error-catalogue';

/** The slugs only the dashboard's pages receive: their field rules' keys and our server's own. */
export type DashboardMessageSlug =
  | DashboardMessageKey
  | 'order_action_refused'
  | 'balance_too_low'
  | 'order_result_required'
  | 'payments_unavailable'
  | 'busy_try_again'
  | 'file_too_large'
  | 'file_type_not_allowed'
  | 'upload_malformed'
  | 'ticket_order_not_found'
  | 'application_decided'
  | 'wrong_address'
  | 'account_exists'
  | 'block_self_refused'
  | 'last_active_operator'
  | 'invitation_not_pending'
  | 'pen_name_taken'
  | 'avatar_not_image'
  | 'avatar_too_large'
  | 'writer_unavailable'
  | 'portfolio_full'
  | 'deadline_not_later'
  | 'extension_reason_required'
  | 'extension_pending'
  | 'reason_required'
  | 'reason_too_long'
  | 'refund_cents_required'
  | 'refund_out_of_range'
  | 'card_refund_unavailable'
  | 'refund_failed'
  | 'review_period_over'
  | 'order_not_late'
  | 'cancellation_not_requested'
  | 'seo_redirect_loop'
  | 'seo_redirect_exists'
  | 'seo_landing_only'
  | 'ticket_taken'
  | 'agent_not_found'
  | 'contract_period_invalid'
  | 'contract_overlap';

/**
 * The dashboard's slugs (the full order page, an order's steps and files, the balance, support) with their
 * field and text, apart from the public forms' catalogue. The wording is ours (listed in the
 * README).
 */
export const DASHBOARD_ERROR_CATALOGUE: Readonly<
  Record<DashboardMessageSlug, ErrorCatalogueEntry>
> = {
  // The field rules (DASHBOARD_MESSAGES).
  title_required: { field: 'title', message: DASHBOARD_MESSAGES.title_required },
  title_too_long: { field: 'title', message: DASHBOARD_MESSAGES.title_too_long },
  pages_qty_invalid: { field: 'pages_qty', message: DASHBOARD_MESSAGES.pages_qty_invalid },
  words_qty_invalid: { field: 'words_qty', message: DASHBOARD_MESSAGES.words_qty_invalid },
  deadline_past: { field: 'deadline_datetime', message: DASHBOARD_MESSAGES.deadline_past },
  description_too_long: { field: 'description', message: DASHBOARD_MESSAGES.description_too_long },
  top_up_amount_invalid: { field: 'amount', message: DASHBOARD_MESSAGES.top_up_amount_invalid },
  paypal_email_required: {
    field: 'paypal_email',
    message: DASHBOARD_MESSAGES.paypal_email_required,
  },
  paypal_email_invalid: { field: 'paypal_email', message: DASHBOARD_MESSAGES.paypal_email_invalid },
  subject_required: { field: 'subject', message: DASHBOARD_MESSAGES.subject_required },
  subject_too_long: { field: 'subject', message: DASHBOARD_MESSAGES.subject_too_long },
  message_required: { field: 'message', message: DASHBOARD_MESSAGES.message_required },
  message_too_long: { field: 'message', message: DASHBOARD_MESSAGES.message_too_long },
  staff_email_required: { field: 'email', message: DASHBOARD_MESSAGES.staff_email_required },
  staff_email_invalid: { field: 'email', message: DASHBOARD_MESSAGES.staff_email_invalid },
  pen_name_invalid: { field: 'pen_name', message: DASHBOARD_MESSAGES.pen_name_invalid },
  bio_too_short: { field: 'bio', message: DASHBOARD_MESSAGES.bio_too_short },
  bio_too_long: { field: 'bio', message: DASHBOARD_MESSAGES.bio_too_long },
  disciplines_required: {
    field: 'discipline_ids',
    message: DASHBOARD_MESSAGES.disciplines_required,
  },
  disciplines_too_many: {
    field: 'discipline_ids',
    message: DASHBOARD_MESSAGES.disciplines_too_many,
  },
  portfolio_title_required: {
    field: 'title',
    message: DASHBOARD_MESSAGES.portfolio_title_required,
  },
  portfolio_title_too_long: {
    field: 'title',
    message: DASHBOARD_MESSAGES.portfolio_title_too_long,
  },
  portfolio_discipline_required: {
    field: 'discipline',
    message: DASHBOARD_MESSAGES.portfolio_discipline_required,
  },
  portfolio_description_required: {
    field: 'description',
    message: DASHBOARD_MESSAGES.portfolio_description_required,
  },
  portfolio_description_too_long: {
    field: 'description',
    message: DASHBOARD_MESSAGES.portfolio_description_too_long,
  },
  portfolio_file_required: { field: 'file', message: DASHBOARD_MESSAGES.portfolio_file_required },
  seo_title_too_long: { field: 'title', message: DASHBOARD_MESSAGES.seo_title_too_long },
  seo_title_html: { field: 'title', message: DASHBOARD_MESSAGES.seo_title_html },
  seo_description_too_long: {
    field: 'description',
    message: DASHBOARD_MESSAGES.seo_description_too_long,
  },
  seo_description_html: { field: 'description', message: DASHBOARD_MESSAGES.seo_description_html },
  seo_og_image_invalid: { field: 'og_image', message: DASHBOARD_MESSAGES.seo_og_image_invalid },
  seo_intro_too_long: { field: 'intro', message: DASHBOARD_MESSAGES.seo_intro_too_long },
  seo_intro_html: { field: 'intro', message: DASHBOARD_MESSAGES.seo_intro_html },
  seo_faq_invalid: { field: 'faq', message: DASHBOARD_MESSAGES.seo_faq_invalid },
  seo_redirect_from_invalid: {
    field: 'from_path',
    message: DASHBOARD_MESSAGES.seo_redirect_from_invalid,
  },
  seo_redirect_to_invalid: {
    field: 'to_path',
    message: DASHBOARD_MESSAGES.seo_redirect_to_invalid,
  },

  // Our server's own slugs.
  // The seo role's redirects and landing-page copy.
  seo_redirect_loop: {
    field: 'to_path',
    message:
      'This address is itself redirected, or redirects back: please point to the final page.',
  },
  seo_redirect_exists: {
    field: 'from_path',
    message: 'This address is redirected already. Please remove that redirect first.',
  },
  seo_landing_only: {
    field: 'intro',
    message: 'Only the subject landing pages have an intro and questions to edit.',
  },
  // The deadline (the customer's extension, the expert's request) moves only later.
  deadline_not_later: {
    field: 'deadline_datetime',
    message: 'Please choose a deadline later than the current one.',
  },
  extension_reason_required: {
    field: 'reason',
    message: 'Please tell the customer why you need more time.',
  },
  extension_pending: {
    field: 'form',
    message: 'You have asked for a later deadline already. Please wait for the customer to answer.',
  },
  // Cancellations, disputes and revisions (the refund policy).
  reason_required: { field: 'reason', message: 'Please tell us the reason' },
  reason_too_long: { field: 'reason', message: 'Please keep the reason shorter' },
  refund_cents_required: {
    field: 'refund_cents',
    message: 'Please enter the refund for a partial refund, and only then',
  },
  refund_out_of_range: {
    field: 'refund_cents',
    message: 'The refund is outside what the refund policy allows for this order.',
  },
  card_refund_unavailable: {
    field: 'refund_to',
    message: 'No card payment was made for this order: the refund can go to your balance only.',
  },
  refund_failed: {
    field: 'form',
    message: 'The refund to your card could not be made right now. Please try again later.',
  },
  review_period_over: {
    field: 'form',
    message: 'The 14-day review period of this order has ended.',
  },
  order_not_late: {
    field: 'form',
    message:
      'The expert has started and the deadline has not passed: please ask for a cancellation.',
  },
  cancellation_not_requested: {
    field: 'form',
    message: 'The customer has not asked to cancel this order.',
  },
  balance_too_low: {
    field: 'form',
    message: 'Your balance is too low to pay for this order. Please top it up and try again.',
  },
  order_action_refused: {
    field: 'form',
    message: 'This order cannot take that step now. Please reload the page to see where it stands.',
  },
  order_result_required: {
    field: 'form',
    message: 'Please upload the result before marking the order as delivered.',
  },
  payments_unavailable: {
    field: 'form',
    message: 'Payments are not available right now. Please try again later.',
  },
  busy_try_again: {
    field: 'form',
    message: 'Many changes arrived at once. Please try again in a moment.',
  },
  // Another operator approved or declined the application first.
  application_decided: {
    field: 'form',
    message: 'This application was decided already. Please reload the page to see the decision.',
  },
  // Support agents (support-contract.ts): another agent claimed the ticket first.
  ticket_taken: {
    field: 'form',
    message: 'Another agent has taken this ticket. Please reload the page to see who.',
  },
  agent_not_found: {
    field: 'agent_id',
    message: 'Please choose one of the support agents, or the queue.',
  },
  contract_period_invalid: {
    field: 'period_end',
    message: 'The period must end on or after the day it starts.',
  },
  contract_overlap: {
    field: 'period_start',
    message: 'This period overlaps another period of the contract. Please choose other days.',
  },
  ticket_order_not_found: {
    field: 'order_id',
    message: 'Please choose one of your orders, or none.',
  },
  file_too_large: {
    field: 'form',
    message: 'This file is too large. Please choose a file of up to 10 MB.',
  },
  file_type_not_allowed: {
    field: 'form',
    message:
      'Programs and installers cannot be attached. Please send documents, images, archives or code.',
  },
  // A multipart body that does not parse (cut off, a wrong boundary): sending again may work.
  upload_malformed: {
    field: 'form',
    message: 'The file did not arrive whole. Please try sending it again.',
  },
  // A call to the server by another name of this machine (127.0.0.1 for localhost): no page is
  // served there (they redirect), so only a hand-made call meets it; the API's answer names the
  // address.
  wrong_address: {
    field: 'form',
    message: 'This address is not the one the site is served at. Please use its own address.',
  },
  // The operator's staff and account blocking.
  account_exists: {
    field: 'email',
    message: 'An account with this e-mail address already exists.',
  },
  block_self_refused: {
    field: 'form',
    message: 'You cannot block your own account.',
  },
  invitation_not_pending: {
    field: 'form',
    message: 'This person has set their password already, so there is no invitation to send again.',
  },
  // The expert's portfolio holds PORTFOLIO_MAX_ITEMS items already.
  portfolio_full: {
    field: 'form',
    message: `Your portfolio holds ${PORTFOLIO_MAX_ITEMS} works, the most it can. Please remove one to add another.`,
  },
  last_active_operator: {
    field: 'form',
    message: 'This is the last active operator account, so it cannot be blocked.',
  },
  // The expert's public profile.
  pen_name_taken: {
    field: 'pen_name',
    message: 'Another expert has this pen name. Please choose another one.',
  },
  avatar_not_image: {
    field: 'avatar',
    message: 'Please choose a JPEG, PNG, WebP, GIF or AVIF image.',
  },
  avatar_too_large: {
    field: 'avatar',
    message: 'This image is too large. Please choose one of up to 5 MB.',
  },
  // A requested or assigned expert who does not accept orders now (or whose account is blocked).
  writer_unavailable: {
    field: 'form',
    message: 'This expert is not accepting orders at the moment. Please choose another expert.',
  },
};
