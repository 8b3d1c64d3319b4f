/**
 * Request schemas of the routes whose shapes we designed (spec §7 names them without payloads),
 * with the same contract as @bb/validation's: parsed by `parseRequest`, every issue's message a
 * message slug, every string bounded. They belong in @bb/validation once the client calls them.
 */
import {
  CUSTOM_DISCIPLINE_ID,
  ORDER_TITLE_MAX_LENGTH,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
  TOP_UP_MAX_CENTS,
  TOP_UP_MIN_CENTS,
} from '@bb/validation';
import {
  formBoolean,
  formInteger,
  formToken,
  loginField,
  optionalField,
  withDefault,
} from '@bb/validation/requests';
import * as v from 'valibot';
import { commaList, formText, INVALID_REQUEST } from './request-fields';

const MAX_ID = 2_147_483_647;
const id = formInteger(1, MAX_ID);
const randomKey = formToken(128, /^[A-Za-z0-9_-]+$/);
const slug = formToken(128, /^[A-Za-z0-9_-]+$/);

/** GET /common/company-settings */
export const companySettingsQuery = v.object({
  domain: optionalField(formToken(260, /^[A-Za-z0-9.-]+(?::\d{1,5})?$/)),
});

/** GET /widgets/variables/{names comma-separated} */
export const variableNamesParams = v.object({
  names: withDefault(
    commaList(formToken(64, /^[a-z0-9_]+$/), { minCount: 1, maxCount: 20, maxItemLength: 64 }),
    '',
  ),
});

/** GET /widgets/avatars/{seed}.svg?size= */
export const avatarParams = v.object({
  file: withDefault(formToken(140, /^[a-z0-9-]{1,128}\.svg$/), ''),
});
export const avatarQuery = v.object({ size: withDefault(formInteger(16, 512), 128) });

/** GET /users/email-verification?token= */
export const emailVerificationQuery = v.object({ token: withDefault(randomKey, '') });

/** The state of an OAuth callback (the rest is read by openid-client). */
export const oauthCallbackState = v.object({ state: withDefault(randomKey, '') });

/** GET /customers/orders/{id}, and every step on one order (`…/orders/{id}/approve`). */
export const orderIdParams = v.object({ id: withDefault(id, '') });

/** POST …/orders/{id}/messages: a message of up to 4000 characters, not blank. */
export const orderMessageBody = v.object({
  body: withDefault(
    v.pipe(formText(4000, { multiline: true }), v.minLength(1, INVALID_REQUEST)),
    '',
  ),
});

/**
 * POST /customers/balance/top-ups: exactly one of an amount in whole cents, $10 to $5,000
 * (`top_up_amount_invalid`, the rule @bb/validation's `validateTopUpAmount` applies to what the
 * person types), or the customer's order to pay (the amount is what the balance lacks).
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
 * A support ticket's text, by @bb/validation's `validateSupportTicket` rules: not blank
 * (`{field}_required`), within `max` characters counted as code points (`{field}_too_long`), so
 * the page's refusals and the server's say the same beside the same field. Longer than four
 * UTF-16 units a character is none: such a request is refused before it is counted.
 */
function supportText(field: 'subject' | 'message', max: number) {
  return withDefault(
    v.pipe(
      formText(max * 4, { multiline: field === 'message' }),
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

/** GET /customers/balance/top-ups/{id} */
export const topUpIdParams = orderIdParams;

/** POST /operators/orders/{id}/assign: the expert who gets the order, by their public slug. */
export const orderAssignBody = v.object({ writer_slug: withDefault(slug, '') });

/**
 * POST /customers/pre-orders: the order draft of spec §3. A title is required, a custom
 * discipline (30000) needs its text, the order has pages or words; the deadline is a millisecond
 * timestamp (the route refuses one not in the future with deadline_past).
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
    discipline_txt: withDefault(formText(200), ''),
    writer_req_slug: optionalField(slug),
    description: withDefault(formText(10_000, { multiline: true }), ''),
    pages_qty: withDefault(formInteger(0, 500), 1),
    words_qty: withDefault(formInteger(0, 150_000), 0),
    deadline_datetime: withDefault(formInteger(0, 8_640_000_000_000), ''),
    files: withDefault(commaList(randomKey, { minCount: 0, maxCount: 20, maxItemLength: 128 }), ''),
    data_box_key: optionalField(randomKey),
    // The draft's own creation time (spec §3): a second submit of the same draft is the same order.
    create_datetime: optionalField(formInteger(0, 8_640_000_000_000)),
  }),
  v.check(
    (order) => order.discipline_sub !== CUSTOM_DISCIPLINE_ID || order.discipline_txt.trim() !== '',
    'discipline_required',
  ),
  // An order has a size: pages, or words (which count instead when given).
  v.check((order) => order.pages_qty > 0 || order.words_qty > 0, 'pages_qty_invalid'),
);

/** POST /widgets/order-post-experience */
export const orderExperienceBody = v.object({
  order_id: withDefault(id, ''),
  rating: withDefault(formInteger(0, 10), ''),
  comment: withDefault(formText(2000, { multiline: true }), ''),
  would_recommend: formBoolean(true),
});

/** GET /widgets/order-post-experience?order_id= */
export const orderExperienceQuery = v.object({ order_id: withDefault(id, '') });

/** POST /widgets/writer-registration-request */
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
  policy_agree: v.pipe(
    formBoolean(false),
    v.check((agreed: boolean) => agreed, 'policy_required'),
  ),
});

/** The name of an uploaded file (orphanage and order files): its own name, never a path. */
export const uploadedFileName = v.object({
  name: withDefault(
    v.pipe(formText(255), v.minLength(1, INVALID_REQUEST), v.regex(/^[^/\\]+$/, INVALID_REQUEST)),
    '',
  ),
});

/** GET and DELETE /widgets/orphanage-file/{id} */
export const orphanageFileParams = v.object({ id: withDefault(randomKey, '') });

/** GET and DELETE …/orders/{id}/files/{file_id}: an order's id and one of its files' ids. */
export const orderFileParams = v.object({
  id: withDefault(id, ''),
  file_id: withDefault(randomKey, ''),
});
