/**
 * Business constants and limits of spec §9, by name. Layout values live with the UI that draws
 * them (@bb/ui, @bb/order-form, @bb/form-hooks' scroll helpers); transport values (base path,
 * timeout) with @bb/api-client.
 */

export const EMAIL_MAX_LENGTH = 127;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 127;

export const CLIENT_TYPE = 'browser';
/** The bot-check token sent when no token provider is available. */
export const CAPTCHA_TOKEN_SKIPPED = 'skipped';
export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const DATA_BOX_TTL_SECONDS = 1800;
export const CUSTOM_DISCIPLINE_ID = 30000;
export const STAY_SIGNED_IN_DEFAULT = true;

export const TESTIMONIALS_DEFAULT_QTY = 20;
export const WRITER_TESTIMONIALS_DEFAULT_OFFSET = 0;
export const WRITER_TESTIMONIALS_DEFAULT_LIMIT = 3;
export const WRITERS_TOP_DEFAULT_REVIEWS_QTY = 50;
export const FALLBACK_ORDERS_QTY = 355;

export const RATING_MIN = 0;
export const RATING_MAX = 10;
export const AVATAR_DEFAULT_SIZE = 128;

export const FOUNDATION_YEAR = 2013;

export const DEFAULT_DATE_FORMAT = 'MMM dd, yyyy';

/** Order-size dictionary used for analytics. */
export const ORDER_SIZES = {
  30: 'Small',
  40: 'Medium',
  50: 'Large',
  60: 'Extra large',
} as const;
export type OrderSizeId = keyof typeof ORDER_SIZES;

/** Storage keys (spec §2, §3). */
export const STORAGE_KEYS = {
  cookieAgreement: 'policy|usage',
  usedProvider: 'bb-used-provider',
  orderDraft: 'bb-order',
  requestedWriter: 'requested-writer',
} as const;

export const COOKIE_AGREEMENT_VALUE = '1';

/** User roles. The spec leaves the last two unnamed; these are our names (see README). */
export const USER_ROLES = [
  'customer',
  'writer',
  'operator',
  'seo',
  'support_contract',
  'earnings',
] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const DEFAULT_USER_ROLE: UserRole = 'customer';

/** Largest data box payload the server keeps (bytes of the JSON string). */
export const DATA_BOX_MAX_BYTES = 64 * 1024;
/**
 * The largest file on an order or attached to a draft (10 MiB): the API refuses a larger one with
 * `file_too_large`, and the browser checks it first so such a file is never sent.
 */
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
/** A balance top-up, in cents: from $10 to $5,000. */
export const TOP_UP_MIN_CENTS = 1000;
export const TOP_UP_MAX_CENTS = 500000;

/** Writers-top query defaults (spec §7). */
export const WRITERS_TOP_DEFAULT_DISCIPLINE = 0;
export const WRITERS_TOP_DEFAULT_SORT = 'rating';
export const WRITERS_TOP_DEFAULT_ONLINE = 'any';
export const WRITERS_TOP_DEFAULT_LANG = 'en';
/** Accepted writers-top sort orders and online filters. The spec names only the defaults; the rest are ours. */
export const WRITERS_TOP_SORTS = ['rating', 'orders_finished_qty', 'reviews_qty'] as const;
export type WritersTopSort = (typeof WRITERS_TOP_SORTS)[number];
/**
 * Where an expert application stands: `received` (waiting for the operator), then `approved`
 * (the expert account exists) or `declined` (with the operator's message), once and for all.
 */
export const EXPERT_APPLICATION_STATUSES = ['received', 'approved', 'declined'] as const;
export type ExpertApplicationStatus = (typeof EXPERT_APPLICATION_STATUSES)[number];

export const WRITERS_TOP_ONLINE_FILTERS = ['any', 'online', 'offline'] as const;
export type WritersTopOnlineFilter = (typeof WRITERS_TOP_ONLINE_FILTERS)[number];

/**
 * Request limits the server enforces through the request schemas, so no request can feed it huge
 * or out-of-range values. The spec leaves them open; these are ours (see README).
 */
export const URL_MAX_LENGTH = 2048;
export const USER_AGENT_MAX_LENGTH = 1024;
export const CAPTCHA_TOKEN_MAX_LENGTH = 4096;
export const RESTORE_CODE_MAX_LENGTH = 128;
export const DATA_BOX_KEY_MAX_LENGTH = 128;
export const DATA_BOX_MIN_TTL_SECONDS = 1;
export const DATA_BOX_MAX_TTL_SECONDS = 86_400;
/** utc_offset_min in minutes. ±14 h covers every zone under either sign convention. */
export const UTC_OFFSET_MAX_MINUTES = 840;
export const TESTIMONIALS_MAX_QTY = 100;
export const WRITER_TESTIMONIALS_MAX_OFFSET = 10_000;
export const WRITER_TESTIMONIALS_MAX_LIMIT = 50;
export const WRITERS_TOP_MAX_REVIEWS_QTY = 500;
/** Largest numeric id (disciplines, portfolio items) accepted in a request. */
export const MAX_ID = 2_147_483_647;
export const WRITER_SLUG_MAX_LENGTH = 128;
export const WRITER_SLUGS_MAX_COUNT = 50;
export const DICTIONARY_NAMES_MAX_COUNT = 20;
export const DASHBOARD_ROUTE_MAX_LENGTH = 256;
export const SOURCE_CONTEXT_MAX_LENGTH = 64;
/** The latest instant (epoch ms) a JavaScript Date holds: a deadline or draft time beyond it is refused. */
export const INSTANT_MAX_MS = 8_640_000_000_000;
/** An uploaded file's name, without any path. */
export const FILE_NAME_MAX_LENGTH = 255;
/** A message on an order (customer and expert, or operator and either). */
export const ORDER_MESSAGE_MAX_LENGTH = 4000;
/** The expert's reason for asking a later deadline. */
export const EXTENSION_REASON_MAX_LENGTH = 1000;
/**
 * Cancellations, disputes and revisions (the refund policy): the customer's reason for asking,
 * where a cancelled order's refund goes, and how the operator settles a dispute.
 */
export const ORDER_REASON_MAX_LENGTH = 2000;
export const REFUND_DESTINATIONS = ['balance', 'card'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];
export const DISPUTE_OUTCOMES = ['refund_full', 'refund_partial', 'revision', 'release'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
/** The customer's comment on a finished order. */
export const ORDER_EXPERIENCE_COMMENT_MAX_LENGTH = 2000;

/**
 * The full order page's limits (spec §3 names the fields, not their bounds: ours, see README). The
 * server's request schema and the page's validation read the same numbers.
 */
export const ORDER_TITLE_MAX_LENGTH = 200;
export const ORDER_DESCRIPTION_MAX_LENGTH = 10_000;
export const ORDER_PAGES_MAX = 500;
export const ORDER_WORDS_MAX = 150_000;
export const ORDER_FILES_MAX_COUNT = 20;
/** The text naming a custom discipline (CUSTOM_DISCIPLINE_ID). */
export const DISCIPLINE_TEXT_MAX_LENGTH = 200;
/** paper-size-type: whether the order is counted in pages (pages_qty) or words (words_qty). */
export const PAPER_SIZE_TYPES = ['pages', 'words'] as const;
export type PaperSizeType = (typeof PAPER_SIZE_TYPES)[number];

/**
 * Every state of an order's life, as the API names it (`OrderStatus`; the API's
 * orders/order-lifecycle.ts): a list's `status` filter takes one of them.
 */
export const ORDER_STATUSES = [
  'pre_order',
  'paid',
  'assigned',
  'in_progress',
  'delivered',
  'revision',
  'finished',
  'cancelled',
  'disputed',
] as const;
/** The operator's queue: paid orders waiting for an expert, and assigned ones not yet accepted. */
export const ORDER_QUEUE_STATUSES = ['paid', 'assigned'] as const;
/** The operator's order search's `status`: every state (`all`), or one; absent: the queue. */
export const ORDER_SEARCH_STATUSES = ['all', ...ORDER_STATUSES] as const;

/**
 * A support ticket's limits (spec §1 and §6 name the tickets, not their bounds: ours, see README).
 * The server's request schemas and the support page's validation read the same numbers.
 */
export const SUPPORT_SUBJECT_MAX_LENGTH = 200;
export const SUPPORT_MESSAGE_MAX_LENGTH = 4000;
/** A ticket's status: waiting for support's answer, answered, or closed by its customer. */
export const SUPPORT_TICKET_STATUSES = ['waiting', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

/** The expert's public profile (PUT /writers/profile): a pen name's length in characters. */
export const PEN_NAME_MIN_LENGTH = 2;
export const PEN_NAME_MAX_LENGTH = 60;
/** A bio's length in characters: a complete profile's bio has at least the minimum. */
export const BIO_MIN_LENGTH = 30;
export const BIO_MAX_LENGTH = 2000;
/** How many disciplines an expert may list: a complete profile lists at least one. */
export const EXPERT_DISCIPLINES_MAX_COUNT = 20;
/** The largest avatar image an expert may upload: 5 MiB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/**
 * An expert's portfolio item (title, discipline, description, one file): the limits are ours (see
 * README). An expert keeps at most PORTFOLIO_MAX_ITEMS items, so the public portfolio stays one
 * short list.
 */
export const PORTFOLIO_TITLE_MAX_LENGTH = 150;
export const PORTFOLIO_DESCRIPTION_MAX_LENGTH = 2000;
export const PORTFOLIO_MAX_ITEMS = 12;

/**
 * The seo role's edits of a public page (ours, see the dashboard's README): a title and a
 * description within what search results show, so the flags "too long" and the refusals agree.
 */
export const SEO_TITLE_MAX_LENGTH = 60;
export const SEO_DESCRIPTION_MAX_LENGTH = 160;
/** A landing page's intro (its lead paragraph) and its FAQ: a question and its answer each. */
export const SEO_INTRO_MAX_LENGTH = 1000;
export const SEO_FAQ_MAX_ITEMS = 12;
export const SEO_FAQ_QUESTION_MAX_LENGTH = 200;
export const SEO_FAQ_ANSWER_MAX_LENGTH = 1000;
/** An og:image address (an https URL or a path of ours) and a page's or a redirect's path. */
export const SEO_OG_IMAGE_MAX_LENGTH = 500;
export const SEO_PATH_MAX_LENGTH = 300;
