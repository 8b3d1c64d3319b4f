import type {
  AccountStatus,
  DiscountKind,
  OrderDetails,
  OrderStatus,
  OrderStatusCounts,
  OrderWriter,
  PageInfo,
  UserRole,
} from '@bb/validation';

/*
 * Bodies of the API's answers (spec §3 and §7). Fields the spec names are typed; where it says
 * "other fields: not shown", the index signature keeps whatever else the server sends.
 */

/** A body whose shape the spec does not show. */
export type ApiRecord = Record<string, unknown>;

export interface Session {
  user_role: UserRole;
  /** Prefix of every account-menu path, e.g. '/customer/'. */
  dashboard_home_url_path: string;
  auth_token?: string;
  /** Short form only. */
  user_id?: number;
  /** Short form only: the sign-in created the account. */
  is_new_customer?: boolean;
  /** Short form only: errors by field. */
  errors?: Record<string, unknown>;
  [field: string]: unknown;
}

/** Body of POST /users/sessions. */
export interface CreatedSession extends Partial<Session> {
  auth_token: string;
}

/** One of the signed-in person's sessions (GET /users/sessions/all). Instants are epoch ms. */
export interface SessionSummary {
  /** The session's public handle: DELETE /users/sessions/all/{auth_token} ends it. */
  auth_token: string;
  /** The session this browser holds. */
  current: boolean;
  stay_signed_in: boolean;
  /** The browser that signed in (its User-Agent, shortened). */
  user_agent: string;
  created_at: number;
  last_used_at: number;
  /** When it ends unless used again: its idle timeout, bounded by its absolute lifetime. */
  expires_at: number;
}

/** Body of GET /users/sessions/all: the most recently used first. */
export interface SessionList {
  sessions: SessionSummary[];
}

/** Body of DELETE /users/sessions/others and DELETE /users/sessions/all/{auth_token}. */
export interface EndedSessions {
  ended: number;
}

/** Body of POST /customers: the new customer, signed in (auth_token) unless force_auth was off. */
export interface CreatedCustomer {
  user_id: number;
  email: string;
  user_role: 'customer';
  dashboard_home_url_path: string;
  is_new_customer: true;
  /** Present when the sign-up signed the customer in (force_auth, the default). */
  auth_token?: string;
  [field: string]: unknown;
}

export type PageType = 'homepage' | 'landing';

export interface Customer {
  email: string;
  /** Contains the size placeholder; see buildAvatarUrl. */
  avatar_url: string;
  /** The page the short form sits on. */
  page_type?: PageType;
  [field: string]: unknown;
}

export interface PreCheckResult {
  login_ability: boolean;
  register_ability: boolean;
  policy_agree_required: boolean;
  marketing_agree_required: boolean;
  user_role: UserRole;
  user_role_matched: boolean;
}

export interface Company {
  name: string;
  registration_number: string;
  address_part_1: string;
  address_part_2: string;
}

/** Company settings of one domain. `company` is absent (or null) when the domain has none. */
export interface CompanySettings {
  company?: Company | null;
  [field: string]: unknown;
}

export interface CommonSettings {
  env: {
    is_recaptcha_available: boolean;
    recaptcha_site_key: string;
    is_apple_oauth2_available: boolean;
    is_google_oauth2_available: boolean;
    /** 'assignment' marks an assignment layout. */
    service_type_layout: 'assignment' | (string & {});
    [field: string]: unknown;
  };
  app_features: {
    /** 'native' means a native cookie banner is used. */
    cookie_agree_banner_type: 'native' | (string & {});
    [field: string]: unknown;
  };
  /** Objects pushed to the GTM data layer. */
  gtm_datalayer_objects: ApiRecord[];
  /** The site constants of spec §3 (our server sends them; optional for other sources). */
  site?: SiteSettings;
  [field: string]: unknown;
}

export interface SiteSettings {
  name: string;
  /** The site's origin, e.g. 'https://bb.example'. */
  url: string;
  support_email: string;
}

export interface DictionaryItem {
  id: number;
  title: string;
  [field: string]: unknown;
}

export type PaperType = DictionaryItem;

export interface Discipline {
  id: number;
  title: string;
  slug: string;
  /** Id of its DisciplineGroup. */
  grouping: number;
  /** Place in the 'Most popular' group; 0 when not popular. */
  pos_in_popular: number;
}

export interface DisciplineGroup {
  id: number;
  title: string;
  slug: string;
}

/** The dictionaries whose items the spec shows. */
export interface KnownDictionaries {
  paper_type: PaperType[];
  discipline_sub: Discipline[];
  discipline_sub_grouping: DisciplineGroup[];
}

export type DictionaryName = keyof KnownDictionaries | (string & {});

/** Body of GET /widgets/dictionaries/{names}: one list per requested name. */
export type Dictionaries<N extends string> = {
  [K in N]: K extends keyof KnownDictionaries ? KnownDictionaries[K] : DictionaryItem[];
};

export interface UtcOffset {
  /** Minutes east of UTC. */
  offset: number;
  /** The server's clock, ISO 8601 in UTC. */
  server_datetime: string;
}

/** The expert named by a testimonial, an order or a portfolio item. */
export interface WriterRef {
  slug: string;
  pen_name: string;
  /** Contains the size placeholder; see buildAvatarUrl. */
  avatar_url: string;
}

export interface Testimonial {
  id: number;
  text: string;
  /** 0 to 10. */
  rating: number;
  customer_label: string;
  /** Millisecond timestamp. */
  created_at: number;
  discipline: DictionaryItem;
  /** The rotator names the expert; a writer's own testimonials do not. */
  writer?: WriterRef;
  /** A writer's own testimonials say whether each is highlighted. */
  is_highlighted?: boolean;
  [field: string]: unknown;
}

/** A finished order of the latest-orders widget (Reviews). */
export interface LatestOrder {
  id: number;
  title: string;
  pages_qty: number;
  /** 0 to 10; null when the customer gave none. */
  rating: number | null;
  /** Millisecond timestamp. */
  finished_at: number;
  customer_label: string;
  discipline: DictionaryItem;
  paper_type: DictionaryItem;
  writer: WriterRef;
  [field: string]: unknown;
}

/** A figure with its award image name (spec §3 badges: writers_count, writers_online, quality_score). */
export interface StatisticsBadge {
  name: string;
  value: number;
}

export interface Statistics {
  orders_finished_qty: number;
  orders_progress_qty: number;
  reviews_qty: number;
  customers_qty: number;
  writers_qty: number;
  writers_online_qty: number;
  /** 0 to 10. */
  quality_score: number;
  foundation_year: number;
  badges: StatisticsBadge[];
  [field: string]: unknown;
}

export interface PortfolioItem {
  id: number;
  title?: string;
  summary?: string;
  pages_qty?: number;
  /** Millisecond timestamp. */
  created_at?: number;
  discipline?: DictionaryItem;
  paper_type?: DictionaryItem;
  /** Our server's: where anyone downloads the item's file (an item the expert added has one). */
  file_url?: string;
  [field: string]: unknown;
}

/** Body of GET /widgets/writers/{slug}/portfolio/{id}: the item with its text and its expert. */
export interface PortfolioItemDetails extends PortfolioItem {
  body: string;
  writer: WriterRef;
}

export interface Writer {
  slug: string;
  pen_name: string;
  /** Contains the size placeholder; see buildAvatarUrl. */
  avatar_url: string;
  /** 0 to 10. */
  rating: number;
  orders_finished_qty: number;
  orders_progress_qty: number;
  testimonials?: Testimonial[];
  portfolio?: PortfolioItem[];
  /*
   * Our server's cards carry the fields below too; they are optional so a writer kept from
   * another source (the stored requested writer) still fits.
   */
  reviews_qty?: number;
  is_online?: boolean;
  lang?: string;
  about?: string;
  experience_years?: number;
  /** Award image names (spec §3 badges). */
  badges?: string[];
  disciplines?: DictionaryItem[];
  /** Ours: whether customers can request them now. */
  is_available?: boolean;
  /** Ours: whether their profile is complete (pen name, bio, a discipline), so listed publicly. */
  is_profile_complete?: boolean;
  [field: string]: unknown;
}

/** Writers keyed by slug. */
export type WritersBySlug = Record<string, Writer>;

export interface TestimonialsBody {
  testimonials: Testimonial[];
  [field: string]: unknown;
}

/** Body of GET /widgets/writers/{slug}/testimonials: one page, newest first. */
export interface WriterTestimonialsBody extends TestimonialsBody {
  /** How many the writer has (matching highlighted_only). */
  total_qty: number;
  offset: number;
  limit: number;
}

export interface LatestOrdersBody {
  orders: LatestOrder[];
  /** How many finished orders match, beyond the page listed. */
  total_qty: number;
  [field: string]: unknown;
}

export interface PortfolioBody {
  portfolio: PortfolioItem[];
  [field: string]: unknown;
}

export interface TopWritersBody extends PageInfo {
  writers: Writer[];
  [field: string]: unknown;
}

/** Body of POST /widgets/data-boxes. */
export interface CreatedDataBox {
  /** The data_box_key. */
  key: string;
  /** Seconds the box lives. */
  ttl: number;
}

/** Body of GET /widgets/data-boxes/{key}: `data` is the JSON string that was stored. */
export interface DataBox {
  data: string;
  /** Millisecond timestamp. */
  expires_at: number;
}

/** An order draft as kept in a data box (spec §3); every field optional. */
export interface OrderDraftData {
  paper_type?: number;
  title?: string;
  discipline_sub?: number;
  discipline_txt?: string;
  writer_req_slug?: string;
  description?: string;
  pages_qty?: number;
  words_qty?: number;
  'paper-size-type'?: string | number;
  /** Millisecond timestamp. */
  deadline_datetime?: number;
  create_datetime?: number;
  files?: unknown[];
  data_type?: string;
  marketing_agree?: boolean;
  policy_agree?: boolean;
  login?: string;
  [field: string]: unknown;
}

export interface OAuthUrl {
  auth_url: string;
}

/** Body of POST /users/password-restore: the code went to this address. */
export interface PasswordRestoreRequested {
  login: string;
  /** Minutes the code stays usable. */
  expires_in_min: number;
}

/** Body of GET /users/password-restore/actions/validate for a usable code. */
export interface RestoreCodeValidity {
  valid: true;
  login: string;
  /** Millisecond timestamp. */
  expires_at: number;
}

/** Body of PATCH /users/password-restore: whose password was set. */
export interface PasswordReset {
  login: string;
}

/** Body of GET /services/first-visit. */
export interface FirstVisit {
  /** No `ref` cookie yet: this browser has not been counted (see trackVisit). */
  is_first_visit: boolean;
  welcome_discount_percent: number;
  discount_policy_url_path: string;
}

/** One part of a content variable: a heading and its paragraphs, plain text. */
export interface ContentSection {
  heading: string;
  paragraphs: string[];
}

/**
 * A content variable (a legal page, rating and awards): plain text in sections, never HTML, so
 * the page renders it as text.
 */
export interface ContentVariable {
  title: string;
  /** Millisecond timestamp. */
  updated_at: number;
  sections: ContentSection[];
}

/** A post of the blog's WordPress REST API (the fields the site uses). */
export interface BlogPost {
  id: number;
  date: string;
  slug: string;
  link: string;
  title: { rendered: string };
  excerpt: { rendered: string };
  content?: { rendered: string };
  [field: string]: unknown;
}

/**
 * An order as the dashboards show it (@bb/validation's `OrderDetails`, the API's presenter's type),
 * and what the customer has left to do (`Reminder`, GET /widgets/reminders).
 */
export type {
  DisputeOutcome,
  OrderDetails as Order,
  OrderDispute,
  OrderExtensionRequest,
  OrderFile,
  OrderStatus,
  OrderStatusCounts,
  OrderWriter,
  Reminder,
} from '@bb/validation';

/** A row of the customer's balance ledger. */
export interface BalanceEntry {
  id: number;
  amount_cents: number;
  /** `card_refund`: a refund sent on to the card the order was paid with (negative). */
  reason: 'top_up' | 'order_payment' | 'refund' | 'card_refund';
  order_id: number | null;
  /** Millisecond timestamp. */
  created_at: number;
}

/** Body of GET /customers/balance: the balance and a page of its ledger. */
export interface Balance extends PageInfo {
  /** The sum of the whole ledger, not only of the page's entries. */
  balance_cents: number;
  /** Newest first. */
  entries: BalanceEntry[];
}

/**
 * A top-up of the balance through the payment provider's checkout: `pending` until the provider
 * reports the payment (then `paid`, and the ledger has its `top_up` entry), or `expired` when the
 * checkout was left unpaid. With `order_id`, the order is paid from the balance once it arrives.
 */
export interface TopUp {
  id: number;
  amount_cents: number;
  status: 'pending' | 'paid' | 'expired';
  order_id: number | null;
  /** Millisecond timestamps. */
  created_at: number;
  paid_at: number | null;
}

/**
 * Where an expert's earning for an order stands: `expected` from acceptance until the customer
 * approves the order, then `available` for the next payout, then `paid_out` once a payout takes it
 * (back to `available` if that payout fails).
 */
export type EarningStatus = 'expected' | 'available' | 'paid_out';

/** An expert's earning for one order they took. */
export interface Earning {
  id: number;
  order_id: number;
  title: string;
  order_status: OrderStatus;
  amount_cents: number;
  status: EarningStatus;
  /** Millisecond timestamps: when the expert accepted the order, when it was approved. */
  accepted_at: number;
  available_at: number | null;
  /** The payout date of the payout that takes it ('2026-12-01'), null until then. */
  paid_on: string | null;
  /** Where that payout stands at PayPal; null while no payout holds the earning. */
  payout_status: PayoutStatus | null;
}

/**
 * Where a payout stands at PayPal: `pending` until it is sent, `sent` while PayPal processes it
 * (or the receiver has yet to claim it), then `paid`, or `failed` (its earnings are available
 * again, for the next payout date).
 */
export type PayoutStatus = 'pending' | 'sent' | 'paid' | 'failed';

/** A payout to the expert on a payout date (the 1st or the 16th). */
export interface Payout {
  id: number;
  amount_cents: number;
  /** 'YYYY-MM-DD'. */
  paid_on: string;
  /** The PayPal account it was sent to. */
  paypal_email: string;
  /** How many earnings it pays (none once it failed: they went back to available). */
  earnings_qty: number;
  status: PayoutStatus;
  /** Why a failed payout failed, in PayPal's words; null otherwise. */
  failure_reason: string | null;
}

/** The expert's payout method on their profile: a PayPal account's e-mail, null until set. */
export interface PayoutMethod {
  paypal_email: string | null;
}

/**
 * Body of GET /writers/earnings: the expert's Financial Overview, its totals over every earning
 * and a page of the earnings (the payouts are GET /writers/payouts: `Payouts`).
 */
export interface Earnings extends PageInfo {
  /** Approved, waiting for the next payout. */
  available_cents: number;
  /** From orders accepted and not yet approved. */
  expected_cents: number;
  /** Taken by payouts PayPal has paid (not those still on their way). */
  paid_out_cents: number;
  /** 'YYYY-MM-DD': the next 1st or 16th. */
  next_payout_date: string;
  /** The payout method on the expert's profile; null until they set one. */
  paypal_email: string | null;
  /** Newest accepted first. */
  earnings: Earning[];
}

/** Body of GET /writers/payouts: a page of the expert's payouts, the newest first. */
export interface Payouts extends PageInfo {
  payouts: Payout[];
}

/** An expert an operator can give an order to (`id`: where their list's pages are cut). */
export interface OrderExpert extends OrderWriter {
  id: number;
  orders_progress_qty: number;
  /** Whether they accept orders (their profile's availability). */
  is_available?: boolean;
  /** Whether the operator can give them an order now: available and not blocked. */
  is_assignable?: boolean;
}

/** A state of the operator's queue: paid and waiting for an expert, or assigned, not accepted. */
export type OrderQueueStatus = Extract<OrderStatus, 'paid' | 'assigned'>;

/** The operator's order search's `status`: every state (`all`) or one. */
export type OrderSearchStatus = OrderStatus | 'all';

/**
 * A page of a party's orders (`next_cursor` null on the last page). The first page counts how
 * many of the whole list (whatever `status` filters) are in each state, for the filter's options.
 */
export interface OrderListPage extends PageInfo {
  orders: OrderDetails[];
  status_counts?: OrderStatusCounts;
}

/**
 * Body of GET /customers/discount: the discount the customer's next payment gets (the welcome or
 * loyalty one, the largest only), null for none, and what they have paid for so far.
 */
export interface CustomerDiscount {
  discount: { kind: DiscountKind; percent: number } | null;
  paid_total_cents: number;
}

/** A page of the customer's orders awaiting payment. */
export interface PreOrderPage extends PageInfo {
  pre_orders: OrderDetails[];
}

/** A page of the experts an operator can give an order to, in the order they joined. */
export interface OrderExpertPage extends PageInfo {
  experts: OrderExpert[];
}

/** Who acts on an order: its customer, its expert, or an operator. */
export type OrderParty = 'customer' | 'expert' | 'operator';

/** A message of an order's thread; the author shows as their party. */
export interface OrderMessage {
  id: number;
  party: OrderParty;
  body: string;
  /** Millisecond timestamp. */
  created_at: number;
}

/**
 * A page of an order's thread, the newest message first: a reader shows the latest ones and
 * loads the earlier ones (`next_cursor`) on demand.
 */
export interface OrderMessages extends PageInfo {
  messages: OrderMessage[];
}

/** A support ticket's status: waiting for support's answer, answered, or closed by its customer. */
export type SupportTicketStatus = 'waiting' | 'answered' | 'closed';

/** Who writes on a ticket: its customer, or an operator (signing as the support team). */
export type SupportParty = 'customer' | 'operator';

/** A ticket as the lists show it. */
export interface SupportTicketSummary {
  id: number;
  subject: string;
  status: SupportTicketStatus;
  /** The customer's order it is about, if any. */
  order_id: number | null;
  /** Millisecond timestamps. */
  created_at: number;
  last_activity_at: number;
}

/** Body of GET /customers/tickets: a page of the customer's tickets, and their orders. */
export interface CustomerSupportTickets extends PageInfo {
  /** Newest activity first. */
  tickets: SupportTicketSummary[];
  /** How many tickets of each status the customer has (for the filter). */
  counts: Record<SupportTicketStatus, number>;
  /** The orders a new ticket can be about. */
  orders: SupportOrderChoice[];
}

/**
 * Body of GET /operators/tickets: a page of the tickets of one status, those waiting the longest
 * waiting first, answered and closed ones the latest active first.
 */
export interface OperatorSupportTickets extends PageInfo {
  tickets: OperatorSupportTicketSummary[];
  /**
   * How many tickets wait for an answer (for the filter), on the first page only. The answered
   * and the closed ones are not counted.
   */
  counts?: { waiting: number };
}

/** A ticket as the operator lists it. */
export interface OperatorSupportTicketSummary extends SupportTicketSummary {
  customer_email: string;
  /** The support agent working it; null: in the agents' queue. */
  assignee?: { id: number; email: string } | null;
}

/** A message of a ticket's conversation. */
export interface SupportMessage {
  id: number;
  party: SupportParty;
  body: string;
  /** Millisecond timestamp. */
  created_at: number;
}

/** A page of a ticket's conversation, the newest message first. */
export interface SupportMessages extends PageInfo {
  messages: SupportMessage[];
}

/**
 * A ticket with the newest page of its conversation (newest first; the earlier ones from
 * `messages_next_cursor` on, through GET …/tickets/{id}/messages) and the order it is about.
 */
export interface SupportTicket extends SupportTicketSummary {
  order: { id: number; title: string; status: OrderStatus } | null;
  messages: SupportMessage[];
  /** Where the earlier messages start; null when `messages` is the whole conversation. */
  messages_next_cursor: string | null;
  /** The customer's e-mail address: for an operator only. */
  customer_email?: string;
}

/** An order a new ticket can be about. */
export interface SupportOrderChoice {
  id: number;
  title: string;
}

/** A staff account as the operator's staff list shows it (GET /operators/staff). */
export interface StaffMember {
  id: number;
  email: string;
  /** A staff role (@bb/validation's STAFF_ROLES); a blocked customer's or expert's own role. */
  role: UserRole;
  /** Invited until its owner sets a password through the e-mailed link; blocked cannot sign in. */
  status: AccountStatus;
  /** Millisecond timestamp. */
  created_at: number;
}

/** The expert's public profile as they edit it (GET /writers/profile). */
export interface ExpertProfile {
  /** Their public address's slug: made from the pen name; an old one keeps finding them. */
  slug: string;
  pen_name: string;
  bio: string;
  discipline_ids: number[];
  /** Whether they accept orders. */
  is_available: boolean;
  /** Contains the size placeholder (buildAvatarUrl): their upload, or the generated one. */
  avatar_url: string;
  has_uploaded_avatar: boolean;
  /** Complete: listed on the public pages and requestable (when available). */
  is_complete: boolean;
  /** Their public page, as customers see it. */
  public_url: string;
}

/**
 * A customer as the operator's console lists them (GET /operators/customers): `status` is
 * `blocked` or `active`.
 */
export interface CustomerAccount {
  id: number;
  email: string;
  status: AccountStatus;
  /** Millisecond timestamp: when they signed up. */
  created_at: number;
}

/** A customer's page in the operator's console (GET /operators/customers/{id}). */
export interface CustomerAccountDetails extends CustomerAccount {
  /** The sum of their whole ledger. */
  balance_cents: number;
  /** The referral partner whose link they signed up through, or null. */
  referral: CustomerReferral | null;
}

/** The referral partner a customer was attributed to at sign-up (the operator's view). */
export interface CustomerReferral {
  partner_user_id: number;
  partner_email: string;
  /** Millisecond timestamp: when they signed up through the link. */
  attributed_at: number;
}

/** A page of the customers the operator's search finds, the newest first. */
export interface CustomerAccountPage extends PageInfo {
  customers: CustomerAccount[];
}

/**
 * An expert as the operator's console lists and shows them (GET /operators/writers and …/{id}):
 * `id` is their account's (what blocking takes), `writer_id` their public profile's.
 */
export interface ExpertAccount extends CustomerAccount {
  writer_id: number;
  slug: string;
  pen_name: string;
  /** With the spec's `{size}` placeholder (`buildAvatarUrl`). */
  avatar_url: string;
  /** Their public page on the site. */
  public_url: string;
  rating: number;
  reviews_qty: number;
  orders_finished_qty: number;
  orders_progress_qty: number;
  /** Whether they accept orders (their Profile & Settings). */
  is_available: boolean;
  /** Whether their public profile is complete, so they are listed and can be requested. */
  is_profile_complete: boolean;
}

/** A page of the experts the operator's search finds, the newest first. */
export interface ExpertAccountPage extends PageInfo {
  experts: ExpertAccount[];
}

/** A customer's tickets as the operator reads them (their own list without the order choices). */
export type CustomerTicketsByOperator = Omit<CustomerSupportTickets, 'orders'>;
