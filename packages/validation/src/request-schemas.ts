/**
 * One schema per request payload of spec §7, shared by the API server (which parses every request
 * with them through `parseRequest`) and the client. Defaults are the spec's; every string is
 * bounded so no request can feed the server a huge value.
 */
import * as v from 'valibot';
import {
  AVATAR_DEFAULT_SIZE,
  CUSTOM_DISCIPLINE_ID,
  DASHBOARD_ROUTE_MAX_LENGTH,
  DATA_BOX_KEY_MAX_LENGTH,
  DATA_BOX_MAX_BYTES,
  DATA_BOX_MAX_TTL_SECONDS,
  DATA_BOX_MIN_TTL_SECONDS,
  DATA_BOX_TTL_SECONDS,
  DICTIONARY_NAMES_MAX_COUNT,
  DISCIPLINE_TEXT_MAX_LENGTH,
  DISPUTE_OUTCOMES,
  EMAIL_MAX_LENGTH,
  EXPERT_APPLICATION_STATUSES,
  EXTENSION_REASON_MAX_LENGTH,
  FILE_NAME_MAX_LENGTH,
  INSTANT_MAX_MS,
  MAX_ID,
  ORDER_DESCRIPTION_MAX_LENGTH,
  ORDER_EXPERIENCE_COMMENT_MAX_LENGTH,
  ORDER_FILES_MAX_COUNT,
  ORDER_MESSAGE_MAX_LENGTH,
  ORDER_PAGES_MAX,
  ORDER_REASON_MAX_LENGTH,
  ORDER_SEARCH_STATUSES,
  ORDER_STATUSES,
  ORDER_TITLE_MAX_LENGTH,
  ORDER_WORDS_MAX,
  PORTFOLIO_DESCRIPTION_MAX_LENGTH,
  PORTFOLIO_TITLE_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
  REFUND_DESTINATIONS,
  SOCIAL_PROVIDERS,
  SOURCE_CONTEXT_MAX_LENGTH,
  STAY_SIGNED_IN_DEFAULT,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
  SUPPORT_TICKET_STATUSES,
  TESTIMONIALS_DEFAULT_QTY,
  TESTIMONIALS_MAX_QTY,
  TOP_UP_MAX_CENTS,
  TOP_UP_MIN_CENTS,
  USER_AGENT_MAX_LENGTH,
  USER_ROLES,
  WRITER_SLUG_MAX_LENGTH,
  WRITER_SLUGS_MAX_COUNT,
  WRITER_TESTIMONIALS_DEFAULT_LIMIT,
  WRITER_TESTIMONIALS_DEFAULT_OFFSET,
  WRITER_TESTIMONIALS_MAX_LIMIT,
  WRITER_TESTIMONIALS_MAX_OFFSET,
  WRITERS_TOP_DEFAULT_DISCIPLINE,
  WRITERS_TOP_DEFAULT_LANG,
  WRITERS_TOP_DEFAULT_ONLINE,
  WRITERS_TOP_DEFAULT_REVIEWS_QTY,
  WRITERS_TOP_DEFAULT_SORT,
  WRITERS_TOP_MAX_REVIEWS_QTY,
  WRITERS_TOP_ONLINE_FILTERS,
  WRITERS_TOP_SORTS,
} from './constants';
import { parseDisciplineId } from './discipline';
import { LIST_PAGE_MAX_LIMIT } from './list-page';
import { OPTIONAL_EMAIL_CATEGORIES } from './notifications';
import {
  bioField,
  captchaTokenField,
  clientTypeField,
  commaList,
  expertDisciplinesField,
  formBoolean,
  formInteger,
  formText,
  formToken,
  INVALID_REQUEST,
  listPageFields,
  loginField,
  newPasswordField,
  optionalField,
  paypalEmailField,
  penNameField,
  restoreCodeField,
  signInPasswordField,
  staffEmailField,
  utcOffsetField,
  withDefault,
} from './request-fields';
import { STAFF_ROLES } from './staff-account';
import { utf8ByteLength } from './text-length';
import { hasControlCharacter, isHttpUrl, isSameOriginPath } from './urls';

const sameOriginPath = v.pipe(
  v.string(INVALID_REQUEST),
  v.check((path: string) => isSameOriginPath(path), INVALID_REQUEST),
);
const dataBoxKey = formToken(DATA_BOX_KEY_MAX_LENGTH, /^[A-Za-z0-9_-]+$/);
const writerSlug = formToken(WRITER_SLUG_MAX_LENGTH, /^[A-Za-z0-9_-]+$/);
const id = formInteger(1, MAX_ID);
const disciplineFilter = formInteger(0, MAX_ID);

/** GET /users/pre-check */
export const preCheckQuery = v.object({
  login: loginField,
  user_role: optionalField(v.picklist(USER_ROLES, INVALID_REQUEST)),
});

/** POST /users/sessions */
export const sessionCreateBody = v.object({
  login: loginField,
  password: signInPasswordField,
  utc_offset_min: utcOffsetField,
  client_type: clientTypeField,
  captcha_token: captchaTokenField,
  stay_signed_in: formBoolean(STAY_SIGNED_IN_DEFAULT),
  policy_agree: formBoolean(false),
  marketing_agree: formBoolean(false),
});

/**
 * DELETE /users/sessions/all/{auth_token}: one of the person's other sessions, named by its
 * public handle (auth_token, 16 random bytes in base64url).
 */
export const sessionHandleParams = v.object({
  auth_token: withDefault(formToken(64, /^[A-Za-z0-9_-]+$/, 'not_found'), ''),
});

/** POST /customers. A customer is never created without policy_agree (spec §4). */
export const customerCreateBody = v.object({
  login: loginField,
  utc_offset_min: utcOffsetField,
  force_auth: formBoolean(true),
  policy_agree: v.pipe(
    formBoolean(false),
    v.check((agreed: boolean) => agreed, 'policy_required'),
  ),
  marketing_agree: formBoolean(false),
  client_type: clientTypeField,
  captcha_token: captchaTokenField,
});

/**
 * The data box content: a JSON string of at most DATA_BOX_MAX_BYTES UTF-8 bytes. The size is
 * checked first, so an oversized value is never parsed.
 */
const dataBoxData = withDefault(
  v.pipe(
    v.string(INVALID_REQUEST),
    v.check(
      (data) => utf8ByteLength(data, DATA_BOX_MAX_BYTES) <= DATA_BOX_MAX_BYTES,
      'data_box_too_large',
    ),
    v.check(isJson, INVALID_REQUEST),
    v.examples(['{"title":"Dijkstra in Python","pages_qty":3}']),
  ),
  '',
);

/** POST /widgets/data-boxes */
export const dataBoxCreateBody = v.object({
  data: dataBoxData,
  ttl: withDefault(
    formInteger(DATA_BOX_MIN_TTL_SECONDS, DATA_BOX_MAX_TTL_SECONDS),
    DATA_BOX_TTL_SECONDS,
  ),
});

/** GET /widgets/data-boxes/{key} */
export const dataBoxKeyParams = v.object({ key: withDefault(dataBoxKey, '') });

/** POST /users/password-restore */
export const passwordRestoreRequestBody = v.object({
  login: loginField,
  captcha_token: captchaTokenField,
  policy_agree: formBoolean(false),
});

/** PATCH /users/password-restore */
export const passwordResetBody = v.object({
  code: restoreCodeField,
  password: newPasswordField,
});

/** PATCH /users/password: the signed-in person's current password, then the new one. */
export const passwordChangeBody = v.object({
  current_password: signInPasswordField,
  password: newPasswordField,
});

/**
 * PATCH /writers/payout-method: the expert's PayPal e-mail, and their current password (a session
 * alone must not be enough to redirect payouts).
 */
export const payoutMethodBody = v.object({
  paypal_email: paypalEmailField,
  current_password: signInPasswordField,
});

/** GET /users/password-restore/actions/validate */
export const restoreCodeQuery = v.object({ code: restoreCodeField });

/** The {provider} of GET /users/sessions/oauth2/url/{provider}. */
export const oauthProviderParams = v.object({
  provider: withDefault(
    v.pipe(v.string(INVALID_REQUEST), v.picklist(SOCIAL_PROVIDERS, 'oauth_provider_unavailable')),
    '',
  ),
});

/**
 * GET /users/sessions/oauth2/url/{provider}. Both redirect targets must be paths on our own
 * origin; the failure target defaults to / (spec §2) and the success target to the server's
 * choice (the dashboard of the user's role).
 */
export const oauthUrlQuery = v.object({
  url_path_redirect_success: optionalField(sameOriginPath),
  url_path_redirect_fail: withDefault(sameOriginPath, '/'),
  captcha_token: captchaTokenField,
  client_type: clientTypeField,
  source_context: optionalField(formToken(SOURCE_CONTEXT_MAX_LENGTH, /^[A-Za-z0-9_-]+$/)),
  utc_offset_min: utcOffsetField,
  policy_agree: formBoolean(false),
  marketing_agree: formBoolean(false),
});

/**
 * An ISO 8601 date and time, with or without seconds, fraction and offset
 * (`2026-11-22T14:05:00`, `2026-11-22 14:05`, `2026-11-22T14:05:00.123+02:00`).
 */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

function isDateTime(value: string): boolean {
  const parts = ISO_DATE_TIME.exec(value);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  if (year === undefined || month === undefined || day === undefined) return false;
  // Day 0 of the next month is the last day of this one.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    (hour ?? 0) <= 23 &&
    (minute ?? 0) <= 59 &&
    (second ?? 0) <= 59
  );
}

/** GET /time/utc-offset */
export const utcOffsetQuery = v.object({
  client_datetime: withDefault(
    v.pipe(
      v.string(INVALID_REQUEST),
      v.maxLength(64, INVALID_REQUEST),
      v.check(isDateTime, INVALID_REQUEST),
      v.examples(['2026-11-22T14:05:00+02:00', '2026-11-22 14:05']),
    ),
    '',
  ),
});

/** GET /widgets/testimonials-rotator */
export const testimonialsRotatorQuery = v.object({
  qty: withDefault(formInteger(1, TESTIMONIALS_MAX_QTY), TESTIMONIALS_DEFAULT_QTY),
});

/** GET /widgets/orders-latest */
export const ordersLatestQuery = v.object({ discipline: optionalField(disciplineFilter) });

/** GET /widgets/writers/{slug} (also …/testimonials and …/portfolio) */
export const writerSlugParams = v.object({ slug: withDefault(writerSlug, '') });

/** GET /widgets/writers/{slugs comma-separated}: at most 50 distinct slugs, in order. */
export const writerSlugsParams = v.object({
  slugs: withDefault(
    commaList(writerSlug, {
      minCount: 1,
      maxCount: WRITER_SLUGS_MAX_COUNT,
      maxItemLength: WRITER_SLUG_MAX_LENGTH,
    }),
    '',
  ),
});

/** GET /widgets/writers/{slug}/portfolio/{id} */
export const portfolioItemParams = v.object({
  slug: withDefault(writerSlug, ''),
  id: withDefault(id, ''),
});

/** GET /widgets/dictionaries/{names comma-separated} */
export const dictionaryNamesParams = v.object({
  names: withDefault(
    commaList(formToken(64, /^[a-z0-9_]+$/), {
      minCount: 1,
      maxCount: DICTIONARY_NAMES_MAX_COUNT,
      maxItemLength: 64,
    }),
    '',
  ),
});

/** GET /widgets/writers/{slug}/testimonials */
export const writerTestimonialsQuery = v.object({
  offset: withDefault(
    formInteger(0, WRITER_TESTIMONIALS_MAX_OFFSET),
    WRITER_TESTIMONIALS_DEFAULT_OFFSET,
  ),
  limit: withDefault(
    formInteger(1, WRITER_TESTIMONIALS_MAX_LIMIT),
    WRITER_TESTIMONIALS_DEFAULT_LIMIT,
  ),
  highlighted_only: formBoolean(false),
});

/** GET /widgets/writers-top */
export const writersTopQuery = v.object({
  ...listPageFields,
  // The spec's call names no limit, and its callers (the pages' top experts) read the first
  // page: a full one unless they ask for fewer.
  limit: withDefault(formInteger(1, LIST_PAGE_MAX_LIMIT), LIST_PAGE_MAX_LIMIT),
  discipline: withDefault(disciplineFilter, WRITERS_TOP_DEFAULT_DISCIPLINE),
  reviews_qty: withDefault(
    formInteger(0, WRITERS_TOP_MAX_REVIEWS_QTY),
    WRITERS_TOP_DEFAULT_REVIEWS_QTY,
  ),
  sort: withDefault(v.picklist(WRITERS_TOP_SORTS, INVALID_REQUEST), WRITERS_TOP_DEFAULT_SORT),
  online: withDefault(
    v.picklist(WRITERS_TOP_ONLINE_FILTERS, INVALID_REQUEST),
    WRITERS_TOP_DEFAULT_ONLINE,
  ),
  lang: withDefault(formToken(2, /^[a-z]{2}$/), WRITERS_TOP_DEFAULT_LANG),
});

/** The visit-tracking POST: the page's absolute URL, its referrer (may be empty) and user agent. */
export const visitBody = v.object({
  url: withDefault(
    v.pipe(
      v.string(INVALID_REQUEST),
      v.check((url: string) => isHttpUrl(url), INVALID_REQUEST),
    ),
    '',
  ),
  referer: withDefault(
    v.pipe(
      v.string(INVALID_REQUEST),
      v.check((referer) => referer === '' || isHttpUrl(referer), INVALID_REQUEST),
    ),
    '',
  ),
  user_agent: withDefault(
    v.pipe(
      v.string(INVALID_REQUEST),
      v.maxLength(USER_AGENT_MAX_LENGTH, INVALID_REQUEST),
      v.check((userAgent) => !hasControlCharacter(userAgent), INVALID_REQUEST),
    ),
    '',
  ),
});

/**
 * GET /api/en/1/users/redirect-to-dashboard. route is a path below the user's dashboard home
 * (`orders/`, `new-order`): path segments only, so the redirect cannot leave our origin.
 */
export const redirectToDashboardQuery = v.object({
  route: optionalField(
    formToken(DASHBOARD_ROUTE_MAX_LENGTH, /^\/?[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\/?$/),
  ),
  data_box_key: optionalField(dataBoxKey),
});

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/*
 * The routes whose payloads we designed (spec §7 names them without payloads): the dashboard's,
 * the full order form's and the widgets'. The same contract as the spec's above.
 */

/** A random key the server made: an uploaded file's id. */
const fileId = formToken(128, /^[A-Za-z0-9_-]+$/);

/** GET /common/company-settings?domain=: the settings of the site at this host (and port). */
export const companySettingsQuery = v.object({
  domain: optionalField(formToken(260, /^[A-Za-z0-9.-]+(?::\d{1,5})?$/)),
});

/** GET /widgets/variables/{names comma-separated}: up to 20 content variables. */
export const variableNamesParams = v.object({
  names: withDefault(
    commaList(formToken(64, /^[a-z0-9_]+$/), { minCount: 1, maxCount: 20, maxItemLength: 64 }),
    '',
  ),
});

/** GET /widgets/avatars/{seed}.svg: the generated avatar's file name. */
export const avatarParams = v.object({
  file: withDefault(formToken(140, /^[a-z0-9-]{1,128}\.svg$/), ''),
});

/** GET /widgets/avatars/{seed}.svg?size=: its size in pixels. */
export const avatarQuery = v.object({
  size: withDefault(formInteger(16, 512), AVATAR_DEFAULT_SIZE),
});

/** GET /customers/orders/{id}, and every step on one order (`…/orders/{id}/approve`). */
export const orderIdParams = v.object({ id: withDefault(id, '') });

/**
 * POST /customers/orders/{id}/deadline: the customer's new deadline (millisecond timestamp); the
 * route refuses one not later than the current deadline and now with deadline_not_later.
 */
export const deadlineExtendBody = v.object({
  deadline_datetime: withDefault(formInteger(0, INSTANT_MAX_MS), ''),
});

/** POST /writers/orders/{id}/extension-request: the deadline the expert asks for, and why. */
export const extensionRequestBody = v.object({
  deadline_datetime: withDefault(formInteger(0, INSTANT_MAX_MS), ''),
  reason: withDefault(
    v.pipe(
      formText(EXTENSION_REASON_MAX_LENGTH, { multiline: true }),
      v.minLength(1, 'extension_reason_required'),
    ),
    '',
  ),
});

/** POST …/orders/{id}/messages: a message of up to ORDER_MESSAGE_MAX_LENGTH characters, not blank. */
export const orderMessageBody = v.object({
  body: withDefault(
    v.pipe(
      formText(ORDER_MESSAGE_MAX_LENGTH, { multiline: true }),
      v.minLength(1, INVALID_REQUEST),
    ),
    '',
  ),
});

/**
 * POST /customers/balance/top-ups: exactly one of an amount in whole cents, $10 to $5,000
 * (`top_up_amount_invalid`, the rule `validateTopUpAmount` applies to what the person types), or
 * the customer's order to pay (the amount is what the balance lacks).
 */
export const topUpCreateBody = v.pipe(
  v.object({
    amount_cents: optionalField(
      v.pipe(
        v.unknown(),
        // What the check below accepts, in JSON Schema keywords (for the OpenAPI document).
        v.metadata({ type: 'integer', minimum: TOP_UP_MIN_CENTS, maximum: TOP_UP_MAX_CENTS }),
        v.check(
          (value) => typeof value === 'string' && /^\d{1,9}$/.test(value),
          'top_up_amount_invalid',
        ),
        v.transform(Number),
        v.minValue(TOP_UP_MIN_CENTS, 'top_up_amount_invalid'),
        v.maxValue(TOP_UP_MAX_CENTS, 'top_up_amount_invalid'),
      ),
    ),
    order_id: optionalField(id),
  }),
  v.forward(
    v.check(
      (body) => body.amount_cents !== undefined || body.order_id !== undefined,
      'top_up_amount_invalid',
    ),
    ['amount_cents'],
  ),
  v.forward(
    v.check(
      (body) => body.amount_cents === undefined || body.order_id === undefined,
      INVALID_REQUEST,
    ),
    ['order_id'],
  ),
);

/**
 * A required text, by the page's rules (`validateSupportTicket`, `validatePortfolioItem`): not
 * blank (`{field}_required`), within `max` characters counted as code points (`{field}_too_long`),
 * so the page's refusals and the server's say the same beside the same field. Longer than four
 * UTF-16 units a character is none: such a request is refused before it is counted.
 */
function supportText(
  field: 'subject' | 'message' | 'portfolio_title' | 'portfolio_description',
  max: number,
) {
  return withDefault(
    v.pipe(
      formText(max * 4, { multiline: field === 'message' || field === 'portfolio_description' }),
      v.minLength(1, `${field}_required`),
      v.check((text: string) => [...text].length <= max, `${field}_too_long`),
    ),
    '',
  );
}

/** GET /customers/tickets/{id}, /operators/tickets/{id}, and every step on one ticket. */
export const ticketIdParams = orderIdParams;

/** POST /customers/tickets: a subject, the first message, optionally one of the customer's orders. */
export const supportTicketCreateBody = v.object({
  subject: supportText('subject', SUPPORT_SUBJECT_MAX_LENGTH),
  message: supportText('message', SUPPORT_MESSAGE_MAX_LENGTH),
  order_id: optionalField(id),
});

/** POST …/tickets/{id}/messages: a reply (the customer's) or an answer (the operator's). */
export const supportMessageBody = v.object({
  message: supportText('message', SUPPORT_MESSAGE_MAX_LENGTH),
});

/**
 * A page of a list without filters: the customer's pre-orders, the experts an operator assigns,
 * the balance ledger, the expert's earnings and payouts, an order's thread and a ticket's
 * conversation (`cursor`, `limit`).
 */
export const listPageQuery = v.object(listPageFields);

/** GET /customers/tickets: a page of the customer's tickets, of one `status` or of all. */
export const customerTicketsQuery = v.object({
  ...listPageFields,
  status: optionalField(v.picklist(SUPPORT_TICKET_STATUSES, INVALID_REQUEST)),
});

/** GET /operators/tickets: a page of the tickets of one `status`, `waiting` unless named. */
export const operatorTicketsQuery = v.object({
  ...listPageFields,
  status: withDefault(v.picklist(SUPPORT_TICKET_STATUSES, INVALID_REQUEST), 'waiting'),
});

/** GET /customers/balance/top-ups/{id} */
export const topUpIdParams = orderIdParams;

/** GET /receipts/{id}: a receipt, by the id of the ledger entry it is for. */
export const receiptIdParams = orderIdParams;

/**
 * GET /customers/orders, GET /writers/orders: a page of the party's orders, all of them or those
 * in one `status`.
 */
export const orderListQuery = v.object({
  ...listPageFields,
  status: optionalField(v.picklist(ORDER_STATUSES, INVALID_REQUEST)),
});

/**
 * GET /operators/orders: the operator's order search, nearest deadline first. Without `status`
 * the queue (ORDER_QUEUE_STATUSES), with it every order (`all`) or one state's; narrowed by the
 * `customer` (an account id or an e-mail address), the `expert` (an id, a slug or a pen name),
 * a deadline range (millisecond timestamps, both ends included) and text `q` (the order's number,
 * or words of its title and description, each word's start).
 */
export const orderQueueQuery = v.object({
  ...listPageFields,
  status: optionalField(v.picklist(ORDER_SEARCH_STATUSES, INVALID_REQUEST)),
  customer: optionalField(
    v.pipe(formText(254), v.regex(/^(?:\d{1,10}|[^@\s]+@[^@\s]+)$/, INVALID_REQUEST)),
  ),
  expert: optionalField(v.pipe(formText(100), v.minLength(1, INVALID_REQUEST))),
  deadline_from: optionalField(formInteger(0, INSTANT_MAX_MS)),
  deadline_to: optionalField(formInteger(0, INSTANT_MAX_MS)),
  q: optionalField(v.pipe(formText(200), v.minLength(1, INVALID_REQUEST))),
});

/** GET /operators/orders/{id}/audit-events, /operators/accounts/{id}/audit-events. */
export const auditEventsQuery = listPageQuery;

/** POST /operators/orders/{id}/assign: the expert who gets the order, by their public slug. */
export const orderAssignBody = v.object({ writer_slug: withDefault(writerSlug, '') });

/** Why the customer asks (a revision, a cancellation, a dispute): required, not blank. */
const orderReason = withDefault(
  v.pipe(
    formText(ORDER_REASON_MAX_LENGTH * 4, { multiline: true }),
    v.minLength(1, 'reason_required'),
    v.check((text: string) => [...text].length <= ORDER_REASON_MAX_LENGTH, 'reason_too_long'),
  ),
  '',
);
/** A refund in cents, up to the largest price an order can have. */
const refundCents = formInteger(1, 100_000_000);

/** POST /customers/orders/{id}/revision: what the revision should change. */
export const orderRevisionBody = v.object({ reason: orderReason });
/** POST /customers/orders/{id}/cancel: where the refund goes (the balance when absent). */
export const orderCancelBody = v.object({
  refund_to: withDefault(v.picklist(REFUND_DESTINATIONS, INVALID_REQUEST), 'balance'),
});
/** POST /customers/orders/{id}/cancellation-request: why the customer wants to stop. */
export const cancellationRequestBody = v.object({ reason: orderReason });
/** POST /operators/orders/{id}/settle-cancellation: the refund, within the policy's bounds. */
export const cancellationSettleBody = v.object({ refund_cents: withDefault(refundCents, '') });
/** POST /customers/orders/{id}/dispute: the reason and the customer's files on the order. */
export const disputeOpenBody = v.object({
  reason: orderReason,
  files: withDefault(
    commaList(fileId, { minCount: 0, maxCount: ORDER_FILES_MAX_COUNT, maxItemLength: 128 }),
    '',
  ),
});
/** POST /operators/orders/{id}/resolve-dispute: the outcome, and a partial refund's amount. */
export const disputeResolveBody = v.pipe(
  v.object({
    outcome: v.picklist(DISPUTE_OUTCOMES, INVALID_REQUEST),
    refund_cents: optionalField(refundCents),
  }),
  v.check(
    (body) => (body.outcome === 'refund_partial') === (body.refund_cents !== undefined),
    'refund_cents_required',
  ),
);

/**
 * POST /customers/pre-orders: the order draft of spec §3. A title is required, a custom
 * discipline (CUSTOM_DISCIPLINE_ID) needs its text, the order has pages or words; the deadline is
 * a millisecond timestamp (the route refuses one not in the future with deadline_past).
 */
export const preOrderCreateBody = v.pipe(
  v.object({
    paper_type: withDefault(id, 1),
    title: withDefault(
      v.pipe(formText(ORDER_TITLE_MAX_LENGTH), v.minLength(1, 'title_required')),
      '',
    ),
    discipline_sub: withDefault(
      v.pipe(
        v.unknown(),
        v.check(
          (value) =>
            typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)),
          'discipline_required',
        ),
        formInteger(1, MAX_ID),
      ),
      '',
    ),
    discipline_txt: withDefault(formText(DISCIPLINE_TEXT_MAX_LENGTH), ''),
    writer_req_slug: optionalField(writerSlug),
    description: withDefault(formText(ORDER_DESCRIPTION_MAX_LENGTH, { multiline: true }), ''),
    pages_qty: withDefault(formInteger(0, ORDER_PAGES_MAX), 1),
    words_qty: withDefault(formInteger(0, ORDER_WORDS_MAX), 0),
    deadline_datetime: withDefault(formInteger(0, INSTANT_MAX_MS), ''),
    files: withDefault(
      commaList(fileId, { minCount: 0, maxCount: ORDER_FILES_MAX_COUNT, maxItemLength: 128 }),
      '',
    ),
    data_box_key: optionalField(dataBoxKey),
    // The draft's own creation time (spec §3): a second submit of the same draft is the same order.
    create_datetime: optionalField(formInteger(0, INSTANT_MAX_MS)),
  }),
  v.check(
    (order) => order.discipline_sub !== CUSTOM_DISCIPLINE_ID || order.discipline_txt.trim() !== '',
    'discipline_required',
  ),
  // An order has a size: pages, or words (which count instead when given).
  v.check((order) => order.pages_qty > 0 || order.words_qty > 0, 'pages_qty_invalid'),
);

/** POST /widgets/order-post-experience: the customer's rating (0–10) and comment on a finished order. */
export const orderExperienceBody = v.object({
  order_id: withDefault(id, ''),
  rating: withDefault(formInteger(RATING_MIN, RATING_MAX), ''),
  comment: withDefault(formText(ORDER_EXPERIENCE_COMMENT_MAX_LENGTH, { multiline: true }), ''),
  would_recommend: formBoolean(true),
});

/** GET /widgets/order-post-experience?order_id= */
export const orderExperienceQuery = v.object({ order_id: withDefault(id, '') });

/**
 * POST /writers/orders/{id}/customer-rating: the expert's rating (0–10) and comment on the customer
 * of a finished order, which only staff see.
 */
export const customerRatingBody = v.object({
  rating: withDefault(formInteger(RATING_MIN, RATING_MAX), ''),
  comment: withDefault(formText(ORDER_EXPERIENCE_COMMENT_MAX_LENGTH, { multiline: true }), ''),
});

/** POST /widgets/writer-registration-request: an expert's application. */
export const writerApplicationBody = v.object({
  login: loginField,
  name: withDefault(v.pipe(formText(100), v.minLength(2, INVALID_REQUEST)), ''),
  discipline_subs: withDefault(
    commaList(formToken(10, /^\d{1,10}$/), { minCount: 1, maxCount: 10, maxItemLength: 10 }),
    '',
  ),
  experience: withDefault(
    v.pipe(formText(4000, { multiline: true }), v.minLength(20, INVALID_REQUEST)),
    '',
  ),
  /** Their sample of work: an orphan file (POST /widgets/orphanage-file) the application keeps. */
  sample_file: withDefault(fileId, ''),
  policy_agree: v.pipe(
    formBoolean(false),
    v.check((agreed: boolean) => agreed, 'policy_required'),
  ),
});

/** GET /widgets/writer-registration-request/status: the applicant's secret link from their e-mail. */
export const writerApplicationStatusQuery = v.object({
  token: withDefault(formToken(64, /^[A-Za-z0-9_-]+$/), ''),
});

/** GET /operators/expert-applications: newest first, optionally of one status. */
export const expertApplicationsQuery = v.object({
  ...listPageFields,
  status: optionalField(v.picklist(EXPERT_APPLICATION_STATUSES, INVALID_REQUEST)),
});

/** /operators/expert-applications/{id} and its steps. */
export const expertApplicationIdParams = orderIdParams;

/** POST /operators/expert-applications/{id}/decline: the reason, e-mailed to the applicant. */
export const expertApplicationDeclineBody = v.object({
  message: supportText('message', SUPPORT_MESSAGE_MAX_LENGTH),
});

/**
 * PUT /writers/profile: the expert's public profile, every field at once (`validateExpertProfile`
 * judges the same in the browser), and whether they accept orders.
 */
export const expertProfileBody = v.object({
  pen_name: penNameField,
  bio: bioField,
  discipline_ids: expertDisciplinesField,
  is_available: formBoolean(true),
});

/** GET /widgets/avatar-images/{key}.webp?size=: an uploaded avatar (its key changes with it). */
export const avatarImageParams = v.object({
  file: withDefault(formToken(140, /^[A-Za-z0-9_-]{1,128}\.webp$/), ''),
});

/** The name of an uploaded file (orphanage and order files): its own name, never a path. */
export const uploadedFileName = v.object({
  name: withDefault(
    v.pipe(
      formText(FILE_NAME_MAX_LENGTH),
      v.minLength(1, INVALID_REQUEST),
      v.regex(/^[^/\\]+$/, INVALID_REQUEST),
    ),
    '',
  ),
});

/** GET and DELETE /widgets/orphanage-file/{id} */
export const orphanageFileParams = v.object({ id: withDefault(fileId, '') });

/** GET and DELETE …/orders/{id}/files/{file_id}: an order's id and one of its files' ids. */
export const orderFileParams = v.object({
  id: withDefault(id, ''),
  file_id: withDefault(fileId, ''),
});

/** GET /operators/staff: a page of the staff accounts, the newest first. */
export const staffListQuery = v.object({ ...listPageFields });

/** POST /operators/staff: the person invited (their e-mail) and the role they get. */
export const staffInviteBody = v.object({
  email: staffEmailField,
  role: v.picklist(STAFF_ROLES, INVALID_REQUEST),
});

/** POST /operators/staff/{id}/invitation, /operators/accounts/{id}/block and …/unblock. */
export const accountIdParams = orderIdParams;

/**
 * POST /writers/portfolio: a work the expert shows on their public page (`validatePortfolioItem`'s
 * rules), its file uploaded first as an orphan (POST /widgets/orphanage-file) the item keeps.
 */
export const portfolioItemBody = v.object({
  title: supportText('portfolio_title', PORTFOLIO_TITLE_MAX_LENGTH),
  discipline: withDefault(
    v.pipe(
      v.unknown(),
      v.metadata({ type: 'integer', minimum: 1, maximum: MAX_ID }),
      v.check((value) => parseDisciplineId(value) !== null, 'portfolio_discipline_required'),
      v.transform((value) => Number(value)),
    ),
    '',
  ),
  description: supportText('portfolio_description', PORTFOLIO_DESCRIPTION_MAX_LENGTH),
  file: withDefault(formToken(128, /^[A-Za-z0-9_-]+$/, 'portfolio_file_required'), ''),
});

/** DELETE /writers/portfolio/{id} */
export const expertPortfolioItemParams = v.object({ id: withDefault(id, '') });

/**
 * GET /operators/customers and /operators/writers: a page of the accounts, newest first, all or
 * those the search text `q` finds (an account's id, `123` or `#123`, or text in the e-mail, and
 * for an expert in the pen name, whatever its case).
 */
export const accountSearchQuery = v.object({
  ...listPageFields,
  q: optionalField(
    v.pipe(v.string(INVALID_REQUEST), v.trim(), v.maxLength(EMAIL_MAX_LENGTH, INVALID_REQUEST)),
  ),
});

// The notification centre (the API's notifications/).
/** GET /users/notifications: a page of the signed-in person's notifications, newest first. */
export const notificationListQuery = listPageQuery;
/** POST /users/notifications/{id}/read */
export const notificationIdParams = orderIdParams;
/** PUT /users/email-preferences: one category an account may turn off, on or off. */
export const emailPreferenceBody = v.object({
  category: withDefault(
    v.pipe(v.string(INVALID_REQUEST), v.picklist(OPTIONAL_EMAIL_CATEGORIES, INVALID_REQUEST)),
    '',
  ),
  enabled: formBoolean(true),
});
