import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * The tables, as Kysely sees them. Both engines store the same values: booleans as 0/1,
 * instants as epoch milliseconds (bigint), ratings as tenths (`rating_x10`: 97 is 9.7), so
 * nothing differs between SQLite and PostgreSQL above this layer.
 */
export type Database = {
  discipline_groups: DisciplineGroupTable;
  disciplines: DisciplineTable;
  paper_types: PaperTypeTable;
  users: UserTable;
  user_identities: UserIdentityTable;
  sessions: SessionTable;
  sign_in_guards: SignInGuardTable;
  rate_limits: RateLimitTable;
  finished_order_counts: FinishedOrderCountTable;
  order_timers_swept: OrderTimersSweptTable;
  customer_balances: CustomerBalanceTable;
  expert_earning_totals: ExpertEarningTotalTable;
  customer_order_counts: CustomerOrderCountTable;
  expert_order_counts: ExpertOrderCountTable;
  order_state_counts: OrderStateCountTable;
  partner_funnel_counts: PartnerFunnelCountTable;
  partner_customer_totals: PartnerCustomerTotalTable;
  partner_commission_totals: PartnerCommissionTotalTable;
  partner_monthly_commissions: PartnerMonthlyCommissionTable;
  customer_ticket_counts: CustomerTicketCountTable;
  ticket_state_counts: TicketStateCountTable;
  customer_order_payments: CustomerOrderPaymentTable;
  customer_paid_totals: CustomerPaidTotalTable;
  writer_testimonial_counts: WriterTestimonialCountTable;
  data_boxes: DataBoxTable;
  restore_codes: RestoreCodeTable;
  email_verifications: EmailVerificationTable;
  oauth_states: OauthStateTable;
  writers: WriterTable;
  writer_badges: WriterBadgeTable;
  writer_slug_aliases: WriterSlugAliasTable;
  writer_disciplines: WriterDisciplineTable;
  testimonials: TestimonialTable;
  portfolio_items: PortfolioItemTable;
  orders: OrderTable;
  order_disputes: OrderDisputeTable;
  balance_entries: BalanceEntryTable;
  top_ups: TopUpTable;
  expert_earnings: ExpertEarningTable;
  expert_payouts: ExpertPayoutTable;
  order_messages: OrderMessageTable;
  message_notices: MessageNoticeTable;
  support_tickets: SupportTicketTable;
  support_messages: SupportMessageTable;
  support_notes: SupportNoteTable;
  support_contracts: SupportContractTable;
  order_files: OrderFileTable;
  order_experiences: OrderExperienceTable;
  customer_ratings: CustomerRatingTable;
  company_settings: CompanySettingsTable;
  content_variables: ContentVariableTable;
  visits: VisitTable;
  writer_applications: WriterApplicationTable;
  audit_events: AuditEventTable;
  notifications: NotificationTable;
  email_opt_outs: EmailOptOutTable;
  deadline_extensions: DeadlineExtensionTable;
  seo_page_versions: SeoPageVersionTable;
  seo_pages: SeoPageTable;
  seo_redirects: SeoRedirectTable;
  referral_partners: ReferralPartnerTable;
  referral_visits: ReferralVisitTable;
  referral_attributions: ReferralAttributionTable;
  partner_commissions: PartnerCommissionTable;
  partner_payouts: PartnerPayoutTable;
};

/** A referral partner (the earnings role): their link's code and payout method. */
export type ReferralPartnerTable = {
  user_id: number;
  code: string;
  payout_paypal_email: string | null;
  payout_paypal_email_set_at: number | null;
  created_at: number;
};

export type ReferralVisitTable = {
  id: Generated<number>;
  partner_user_id: number;
  visited_at: number;
};

/** A customer who signed up through a partner's link; the id is their anonymous number. */
export type ReferralAttributionTable = {
  id: Generated<number>;
  customer_user_id: number;
  partner_user_id: number;
  attributed_at: number;
};

/**
 * A partner's commission on a paid order of a customer they brought, fixed when it was paid:
 * pending until the order is finished (`available_at`), then paid by a payout (`payout_id`); a
 * refund after that is owed back (`clawback_cents`), netted by the next payout.
 */
export type PartnerCommissionTable = {
  id: Generated<number>;
  partner_user_id: number;
  order_id: number;
  customer_user_id: number;
  /** What the customer paid for the order, less any refund. */
  order_cents: number;
  amount_cents: number;
  earned_at: number;
  available_at: number | null;
  payout_id: number | null;
  clawback_cents: Generated<number>;
  clawback_payout_id: number | null;
};

/** A payout to a partner, as ExpertPayoutTable is to an expert. */
export type PartnerPayoutTable = Omit<ExpertPayoutTable, 'writer_id'> & { partner_user_id: number };

export type DisciplineGroupTable = { id: number; title: string; slug: string; position: number };

export type DisciplineTable = {
  id: number;
  title: string;
  slug: string;
  grouping: number;
  /** 0: not among the popular ones; otherwise its rank (1 first). */
  pos_in_popular: number;
  position: number;
};

export type PaperTypeTable = { id: number; title: string; position: number };

export type UserTable = {
  id: Generated<number>;
  email: string;
  /** argon2id PHC string; null until the person sets a password. */
  password_hash: string | null;
  role: string;
  is_blocked: number;
  name: string | null;
  email_verified_at: number | null;
  policy_agreed_at: number | null;
  marketing_agree: number;
  utc_offset_min: number;
  created_at: number;
};
export type User = Selectable<UserTable>;

export type UserIdentityTable = {
  provider: string;
  subject: string;
  user_id: number;
  created_at: number;
};

export type SessionTable = {
  /** SHA-256 of the cookie's token: the token itself is never stored. */
  token_hash: string;
  /** The session's public handle, returned as auth_token; not a credential. */
  auth_token: string;
  user_id: number;
  is_new_customer: number;
  stay_signed_in: number;
  created_at: number;
  /** Renewed on use (at most once a minute): the idle timeout counts from it. */
  last_used_at: number;
  /** The earlier of the idle timeout and the absolute lifetime. */
  expires_at: number;
  /** The browser that signed in, so the owner can tell their sessions apart. */
  user_agent: string;
};

/**
 * Sign-in attempts counted for an account: one row per client address, and one ('*') for the
 * account across every address (see auth/sign-in-guard.ts).
 */
export type SignInGuardTable = {
  user_id: number;
  client: string;
  /** Attempts counted in the current window; a right password gives its attempt back. */
  attempts: number;
  /** The window (and any lock) ends this long after the last counted attempt. */
  window_ends_at: number;
  /** The account row past its free attempts: no attempt is counted before this instant. */
  next_attempt_at: number;
  /** Whether the owner was told of this window's guesses. */
  alert_sent: number;
};

/** A rate limit's counter on PostgreSQL (rate-limiter-flexible's row; db/rate-limit-store.ts). */
/** How many orders are finished per discipline (0: all), as the last count found them. */
export type FinishedOrderCountTable = {
  discipline_id: number;
  qty: number;
  counted_at: number;
};

/** One row: every order up to this id has its timers (orders/missing-order-timers.ts, 0036). */
export type OrderTimersSweptTable = {
  through_order_id: number;
};

/** A customer's balance: the sum of their balance_entries, kept by triggers (0034). */
export type CustomerBalanceTable = {
  user_id: number;
  balance_cents: number | string;
};

/** An expert's earnings totals, kept by triggers (0034) from expert_earnings and payouts. */
export type ExpertEarningTotalTable = {
  writer_id: number;
  available_cents: number | string;
  expected_cents: number | string;
  paid_out_cents: number | string;
};

/** How many of a customer's orders are in a state, kept by triggers (0034). */
export type CustomerOrderCountTable = {
  customer_user_id: number;
  status: string;
  qty: number | string;
};

/** How many of an expert's orders are in a state, kept by triggers (0035). */
export type ExpertOrderCountTable = {
  writer_id: number;
  status: string;
  qty: number | string;
};

/** How many orders are in a state, in slots by id (a state's count is their sum), kept by triggers (0035). */
export type OrderStateCountTable = {
  status: string;
  slot: number;
  qty: number | string;
};

/** A referral partner's funnel, kept by triggers (0035). */
export type PartnerFunnelCountTable = {
  partner_user_id: number;
  visits: number | string;
  sign_ups: number | string;
  /** The customers they brought with a commission (a paid order). */
  first_orders: number | string;
};

/** A partner's customer's commissions: how many, and what their orders paid, kept by triggers (0035). */
export type PartnerCustomerTotalTable = {
  partner_user_id: number;
  customer_user_id: number;
  orders_qty: number | string;
  order_cents: number | string;
};

/** A partner's commissions in cents by state, and all ever earned, kept by triggers (0035). */
export type PartnerCommissionTotalTable = {
  partner_user_id: number;
  all_time_cents: number | string;
  pending_cents: number | string;
  available_cents: number | string;
  paid_out_cents: number | string;
};

/** What a partner's commissions earned in a month (UTC, `YYYY-MM`) came to, kept by triggers (0035). */
export type PartnerMonthlyCommissionTable = {
  partner_user_id: number;
  month: string;
  amount_cents: number | string;
};

/** How many of a customer's tickets are in a state, kept by triggers (0037). */
export type CustomerTicketCountTable = {
  customer_user_id: number;
  status: string;
  qty: number | string;
};

/** How many tickets are in a state, in slots by id (a state's count is their sum), kept by triggers (0038). */
export type TicketStateCountTable = {
  status: string;
  slot: number;
  qty: number | string;
};

/** What an order cost its customer net of refunds, from their ledger, kept by triggers (0037). */
export type CustomerOrderPaymentTable = {
  user_id: number;
  order_id: number;
  net_cents: number | string;
};

/** The customer's orders paid (net above nothing) and what they paid, kept by triggers (0037). */
export type CustomerPaidTotalTable = {
  user_id: number;
  orders_qty: number | string;
  paid_cents: number | string;
};

/** How many testimonials an expert has, and how many of them highlighted, kept by triggers (0037). */
export type WriterTestimonialCountTable = {
  writer_id: number;
  qty: number | string;
  highlighted_qty: number | string;
};

export type RateLimitTable = {
  /** The limit's name and kind, then the counted client, login digest or account. */
  key: string;
  points: number;
  /** When the window ends, epoch ms. */
  expire: number | null;
};

export type DataBoxTable = {
  key_hash: string;
  data: string;
  created_at: number;
  expires_at: number;
};

export type RestoreCodeTable = {
  code_hash: string;
  user_id: number;
  /** 'restore' (asked for) or 'set_password' (sent with the welcome message). */
  purpose: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
};

export type EmailVerificationTable = {
  token_hash: string;
  user_id: number;
  email: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
};

export type OauthStateTable = {
  state_hash: string;
  provider: string;
  /** SHA-256 of the random value in the browser's binding cookie. */
  binding_hash: string;
  code_verifier: string;
  nonce: string;
  redirect_success: string | null;
  redirect_fail: string;
  source_context: string | null;
  utc_offset_min: number;
  policy_agree: number;
  marketing_agree: number;
  created_at: number;
  expires_at: number;
};

export type WriterTable = {
  id: Generated<number>;
  user_id: number | null;
  slug: string;
  pen_name: string;
  rating_x10: number;
  orders_finished_qty: number;
  orders_progress_qty: number;
  reviews_qty: number;
  is_online: number;
  lang: string;
  about: string;
  experience_years: number;
  created_at: number;
  /** Where the expert's payouts go (a PayPal account's e-mail); null until they set one. */
  payout_paypal_email: Generated<string | null>;
  /** When the expert last changed it (PATCH /writers/payout-method); null before that. */
  payout_paypal_email_set_at: Generated<number | null>;
  /** 1 while the expert accepts orders (they can be requested and assigned); 0 otherwise. */
  is_available: Generated<number>;
  /** The storage key of the avatar they uploaded (new at each upload); null: the generated one. */
  avatar_key: Generated<string | null>;
  /** 1 once the profile has what expert-profile/profile-completeness.ts asks for: listed publicly. */
  is_profile_complete: Generated<number>;
};
export type Writer = Selectable<WriterTable>;

/** A slug the expert had before they changed their pen name: it still finds them. */
export type WriterSlugAliasTable = { slug: string; writer_id: number; created_at: number };

export type WriterBadgeTable = { writer_id: number; badge: string; position: number };
export type WriterDisciplineTable = { writer_id: number; discipline_id: number };

export type TestimonialTable = {
  id: Generated<number>;
  writer_id: number;
  order_id: number | null;
  discipline_id: number;
  customer_label: string;
  rating_x10: number;
  text: string;
  is_highlighted: number;
  created_at: number;
};

export type PortfolioItemTable = {
  id: Generated<number>;
  writer_id: number;
  title: string;
  discipline_id: number;
  /** The seeded items' only: an expert's own item has none. */
  paper_type_id: number | null;
  pages_qty: number | null;
  summary: string;
  body: string;
  created_at: number;
  /** The item's file in the file storage (an expert's own item; seeded items have none). */
  file_id: string | null;
  file_name: string | null;
  file_content_type: string | null;
  file_size: number | null;
};

export type OrderTable = {
  id: Generated<number>;
  customer_user_id: number | null;
  /** How the order shows in public lists ("Customer #4821"). */
  customer_label: string;
  writer_id: number | null;
  requested_writer_id: number | null;
  /** A state of `orders/order-lifecycle.ts`. */
  status: string;
  /** What the customer pays (the list price less the discount), charged from the balance. */
  price_cents: Generated<number>;
  /** What the order costs before the discount (`orderPriceCents`); 0 for orders before prices. */
  list_price_cents: Generated<number>;
  /** The discount in the price (a `DiscountKind`), fixed when the order is paid; null: none. */
  discount_kind: string | null;
  discount_percent: Generated<number>;
  /** The draft's create_datetime: a second submit of the same draft finds this order. */
  draft_created_at: number | null;
  title: string;
  description: string;
  paper_type_id: number;
  discipline_id: number;
  discipline_txt: string | null;
  pages_qty: number;
  words_qty: number;
  deadline_at: number;
  rating_x10: number | null;
  created_at: number;
  finished_at: number | null;
  /** When it was last delivered: its review period runs from then (orders/review-period.ts, orders/deadline-routes.ts). */
  delivered_at: number | null;
  /** Revisions the customer asked for, and the latest one's reason. */
  revision_count: Generated<number>;
  revision_reason: string | null;
  /** The customer asked to cancel after the expert started (order-refunds/); null: not asked. */
  cancellation_reason: string | null;
  cancellation_requested_at: number | null;
};
export type Order = Selectable<OrderTable>;

/**
 * A dispute on a delivered order (order-refunds/dispute-routes.ts): the customer's reason and
 * files (`file_ids`, comma-separated ids of their files on the order); the operator's outcome
 * (a DisputeOutcome of @bb/validation) and refund once resolved.
 */
export type OrderDisputeTable = {
  id: Generated<number>;
  order_id: number;
  reason: string;
  file_ids: string;
  opened_at: number;
  resolved_at: number | null;
  resolved_by_user_id: number | null;
  outcome: string | null;
  refund_cents: Generated<number>;
};
export type OrderDispute = Selectable<OrderDisputeTable>;

/** The thread on an order between its customer, its expert and an operator. */
/** The last e-mail about a thread (`order:{id}`, `ticket:{id}`) to one participant. */
export type MessageNoticeTable = {
  thread: string;
  user_id: number;
  mailed_at: number;
  /** 1 once they read the thread after that e-mail: the next message e-mails them at once. */
  read_since: number;
};

export type OrderMessageTable = {
  id: Generated<number>;
  order_id: number;
  author_user_id: number;
  /** customer, expert or operator: what the others see of the author. */
  author_party: string;
  body: string;
  created_at: number;
};

/**
 * A customer's request for help (spec §1, "open support tickets"), optionally about one of their
 * orders. `status`: waiting (for support's answer), answered, closed (by the customer).
 * `last_activity_at` is its newest message's time, or its closing's.
 */
export type SupportTicketTable = {
  id: Generated<number>;
  customer_user_id: number;
  order_id: number | null;
  subject: string;
  status: 'waiting' | 'answered' | 'closed';
  created_at: number;
  last_activity_at: number;
  /** The support agent working it; null: in the agents' queue (support-agents/). */
  assigned_user_id: Generated<number | null>;
  /** The first answer from support (an agent or an operator), and who gave it. */
  first_response_at: Generated<number | null>;
  first_response_user_id: Generated<number | null>;
  /** Its latest closing, credited to the agent it was assigned to (null when reopened). */
  resolved_at: Generated<number | null>;
  resolved_user_id: Generated<number | null>;
};
export type SupportTicket = Selectable<SupportTicketTable>;

/** Staff's internal notes on a ticket (agents and operators): never shown to its customer. */
export type SupportNoteTable = {
  id: Generated<number>;
  ticket_id: number;
  author_user_id: number;
  body: string;
  created_at: number;
};

/**
 * A support agent's contract period, [period_start, period_end) in UTC midnights: its terms, how
 * it earns (`rate_kind` per_ticket: rate_cents per ticket answered; per_hour: rate_cents for each
 * of `contracted_hours`) and the SLA targets its tickets are measured against.
 */
export type SupportContractTable = {
  id: Generated<number>;
  agent_user_id: number;
  period_start: number;
  period_end: number;
  terms: string;
  rate_kind: 'per_ticket' | 'per_hour';
  rate_cents: number;
  contracted_hours: number;
  first_response_minutes: number;
  resolution_minutes: number;
  created_at: number;
  updated_at: number;
};
export type SupportContract = Selectable<SupportContractTable>;

/** A ticket's conversation: the customer's messages and the operators' answers. */
export type SupportMessageTable = {
  id: Generated<number>;
  ticket_id: number;
  author_user_id: number;
  /** customer or operator: an operator signs as the support team, never by name. */
  author_party: 'customer' | 'operator';
  body: string;
  created_at: number;
};

/**
 * The balance as a ledger: every change of a customer's funds is a row, the balance their sum.
 * `reason`: top_up, order_payment (negative), refund; an order has at most one payment and one
 * refund, a top-up (`top_up_id`) one entry.
 */
export type BalanceEntryTable = {
  id: Generated<number>;
  user_id: number;
  amount_cents: number;
  reason: string;
  order_id: number | null;
  top_up_id: Generated<number | null>;
  created_at: number;
};

/**
 * Money coming in through the payment provider's checkout: `pending` until the provider reports
 * the payment (`paid`), or `expired` when the checkout was left unpaid or could not be started.
 * With `order_id`, that order is paid from the balance once the money arrives.
 */
export type TopUpTable = {
  id: Generated<number>;
  user_id: number;
  amount_cents: number;
  status: 'pending' | 'paid' | 'expired';
  order_id: number | null;
  /** The provider's checkout session, once it is created. */
  checkout_session_id: string | null;
  created_at: number;
  paid_at: number | null;
};
export type TopUp = Selectable<TopUpTable>;
export type NewOrder = Insertable<OrderTable>;

/**
 * What an expert earns for an order (`orders/expert-earnings.ts`): fixed when they accept it,
 * available for a payout once the customer approves it (`available_at`), paid out when a payout
 * takes it (`payout_id`). One row per order.
 */
export type ExpertEarningTable = {
  id: Generated<number>;
  writer_id: number;
  order_id: number;
  amount_cents: number;
  accepted_at: number;
  available_at: number | null;
  payout_id: number | null;
  /**
   * Owed back after a refund of an order whose earning was already paid out: the next payout
   * (`clawback_payout_id`) pays that much less.
   */
  clawback_cents: Generated<number>;
  clawback_payout_id: Generated<number | null>;
};

/**
 * A payout to an expert on a payout date (`paid_on`, 'YYYY-MM-DD': the 1st or the 16th), of every
 * earning available before that date, to the PayPal account their profile named then.
 */
export type ExpertPayoutTable = {
  id: Generated<number>;
  writer_id: number;
  amount_cents: number;
  paid_on: string;
  paypal_email: string;
  created_at: number;
  /** pending → sent (batch_id) → paid | failed (failure_reason); payouts/payout-transfers.ts. */
  status: Generated<PayoutStatus>;
  /** PayPal's payout_batch_id, once sent. */
  batch_id: string | null;
  sent_at: number | null;
  /** When it was found paid or failed. */
  settled_at: number | null;
  failure_reason: string | null;
};

export type PayoutStatus = 'pending' | 'sent' | 'paid' | 'failed';

export type OrderFileTable = {
  /** Random, unguessable: holding the id is what lets a visitor attach or remove the file. */
  id: string;
  order_id: number | null;
  user_id: number | null;
  name: string;
  content_type: string;
  size: number;
  /** Who attached it: the order's customer (drafts' files too) or its expert. */
  party: 'customer' | 'expert';
  /** When a delivery handed this expert's file over as the result; null until then. */
  result_at: number | null;
  created_at: number;
  /** Orphans (not yet attached to an order) are removed after this instant. */
  expires_at: number | null;
};

export type OrderExperienceTable = {
  order_id: number;
  user_id: number;
  rating_x10: number;
  comment: string;
  would_recommend: number;
  created_at: number;
  updated_at: number;
  /** When an operator hid it (it then leaves the public pages and the rating); null: shown. */
  hidden_at: Generated<number | null>;
  hidden_by_user_id: Generated<number | null>;
};

/** An expert's rating of the customer of a finished order: staff see it, the customer never. */
export type CustomerRatingTable = {
  id: Generated<number>;
  order_id: number;
  customer_user_id: number;
  writer_id: number;
  rating_x10: number;
  comment: string;
  created_at: number;
  updated_at: number;
};

export type CompanySettingsTable = {
  domain: string;
  name: string;
  registration_number: string;
  address_part_1: string;
  address_part_2: string;
};

export type ContentVariableTable = {
  name: string;
  title: string;
  /** JSON: the sections of the text (see content-variables.ts). */
  body: string;
  updated_at: number;
};

export type VisitTable = {
  id: Generated<number>;
  url: string;
  referer: string;
  user_agent: string;
  created_at: number;
};

export type WriterApplicationTable = {
  id: Generated<number>;
  email: string;
  name: string;
  discipline_ids: string;
  experience: string;
  /** `received`, `approved` or `declined` (EXPERT_APPLICATION_STATUSES of @bb/validation). */
  status: string;
  created_at: number;
  /** The sample of work: its content is in file storage under this id; null before 0018. */
  sample_file_id: Generated<string | null>;
  sample_name: Generated<string | null>;
  sample_content_type: Generated<string | null>;
  sample_size: Generated<number | null>;
  /** SHA-256 of the status link's token (the applicant's e-mail holds the token). */
  status_token_hash: Generated<string | null>;
  decided_at: Generated<number | null>;
  decided_by_user_id: Generated<number | null>;
  /** The operator's reason, for a declined application. */
  decision_message: Generated<string | null>;
  /** The expert an approval created. */
  writer_id: Generated<number | null>;
};
export type WriterApplication = Selectable<WriterApplicationTable>;

/** What an operator (or the server's command line) did to an account or an order: audit/audit-log.ts. */
export type AuditEventTable = {
  id: Generated<number>;
  /** Who did it; null for the server's command line (`admin create-user`). */
  actor_user_id: number | null;
  action: string;
  /** The account it was done to; null for an order's event. */
  subject_user_id: number | null;
  /** The order it was done to; null for an account's event. */
  subject_order_id: number | null;
  /** The public page it was done to (the seo role's edits and redirects); null otherwise. */
  subject_path: Generated<string | null>;
  /** What else the action needs said (the role an invitation gives); '' when nothing. */
  detail: string;
  created_at: number;
};

/** One thing the notification centre tells one person (notifications/). */
export type NotificationTable = {
  id: Generated<number>;
  user_id: number;
  /** The event (notifications/notification-events.ts). */
  kind: string;
  order_id: number | null;
  text: string;
  /** The dashboard page to act on, from the site's root ('/dashboard/customer/orders/41/'). */
  link_path: string;
  created_at: number;
  read_at: number | null;
};
export type Notification = Selectable<NotificationTable>;

/** An e-mail category a person turned off (notifications/email-preferences.ts). */
export type EmailOptOutTable = { user_id: number; category: string; created_at: number };
/** An expert's request for a later deadline, which the order's customer accepts or declines. */
export type DeadlineExtensionTable = {
  id: Generated<number>;
  order_id: number;
  proposed_deadline_at: number;
  reason: string;
  /** `pending` (at most one per order), `accepted`, `declined`, or `lapsed` (the order was delivered first). */
  status: string;
  created_at: number;
  decided_at: number | null;
};

/**
 * A public page's edit by the seo role (seo/): the fields it set, null for the page's default;
 * a revert is a new version restoring the one before `reverted_version_id`.
 */
export type SeoPageVersionTable = {
  id: Generated<number>;
  path: string;
  title: string | null;
  description: string | null;
  og_image: string | null;
  intro: string | null;
  /** A landing page's questions and answers, JSON. */
  faq: string | null;
  actor_user_id: number | null;
  reverted_version_id: number | null;
  created_at: number;
};
/** A public page's current edit: its newest version's fields. */
export type SeoPageTable = {
  path: string;
  title: string | null;
  description: string | null;
  og_image: string | null;
  intro: string | null;
  faq: string | null;
  version_id: number;
  updated_at: number;
};
/** An old address of the site answered with 301 to a new one (both paths of our origin). */
export type SeoRedirectTable = {
  id: Generated<number>;
  from_path: string;
  to_path: string;
  actor_user_id: number | null;
  created_at: number;
};
