/**
 * One schema per request payload of spec §7, shared by the API server (which parses every request
 * with them through `parseRequest`) and the client. Defaults are the spec's; every string is
 * bounded so no request can feed the server a huge value.
 */
import * as v from 'valibot';
import {
  DASHBOARD_ROUTE_MAX_LENGTH,
  DATA_BOX_KEY_MAX_LENGTH,
  DATA_BOX_MAX_BYTES,
  DATA_BOX_MAX_TTL_SECONDS,
  DATA_BOX_MIN_TTL_SECONDS,
  DATA_BOX_TTL_SECONDS,
  DICTIONARY_NAMES_MAX_COUNT,
  MAX_ID,
  SOCIAL_PROVIDERS,
  SOURCE_CONTEXT_MAX_LENGTH,
  STAY_SIGNED_IN_DEFAULT,
  TESTIMONIALS_DEFAULT_QTY,
  TESTIMONIALS_MAX_QTY,
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
import {
  captchaTokenField,
  clientTypeField,
  formBoolean,
  formInteger,
  formToken,
  INVALID_REQUEST,
  loginField,
  newPasswordField,
  optionalField,
  paypalEmailField,
  restoreCodeField,
  signInPasswordField,
  utcOffsetField,
  withDefault,
} from './request-fields';
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
  slugs: withDefault(commaList(writerSlug, WRITER_SLUGS_MAX_COUNT, WRITER_SLUG_MAX_LENGTH), ''),
});

/** GET /widgets/writers/{slug}/portfolio/{id} */
export const portfolioItemParams = v.object({
  slug: withDefault(writerSlug, ''),
  id: withDefault(id, ''),
});

/** GET /widgets/dictionaries/{names comma-separated} */
export const dictionaryNamesParams = v.object({
  names: withDefault(commaList(formToken(64, /^[a-z0-9_]+$/), DICTIONARY_NAMES_MAX_COUNT, 64), ''),
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
  discipline: withDefault(disciplineFilter, WRITERS_TOP_DEFAULT_DISCIPLINE),
  reviews_qty: withDefault(
    formInteger(1, WRITERS_TOP_MAX_REVIEWS_QTY),
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

/** A comma-separated list of `item`s: at most `maxCount`, duplicates dropped, order kept. */
/* @__NO_SIDE_EFFECTS__ */
function commaList(item: ReturnType<typeof formToken>, maxCount: number, maxItemLength: number) {
  return v.pipe(
    v.string(INVALID_REQUEST),
    v.maxLength(maxCount * (maxItemLength + 1), INVALID_REQUEST),
    v.transform((list) => [...new Set(list.split(','))]),
    v.maxLength(maxCount, INVALID_REQUEST),
    v.array(item, INVALID_REQUEST),
  );
}
