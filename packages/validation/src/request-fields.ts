/**
 * Building blocks of the request schemas. Form-encoded bodies and queries arrive as strings, so
 * booleans and numbers are coerced here; '' (an empty field), null and a missing key all mean
 * "not given" and take the field's default. Each issue's message is the slug the server answers
 * with.
 */
import * as v from 'valibot';
import {
  CAPTCHA_TOKEN_MAX_LENGTH,
  CAPTCHA_TOKEN_SKIPPED,
  CLIENT_TYPE,
  EXPERT_DISCIPLINES_MAX_COUNT,
  MAX_ID,
  RESTORE_CODE_MAX_LENGTH,
  UTC_OFFSET_MAX_MINUTES,
} from './constants';
import type { MessageSlug } from './error-catalogue';
import { validateBio, validateExpertDisciplines, validatePenName } from './expert-profile';
import {
  decodePageCursor,
  LIST_PAGE_DEFAULT_LIMIT,
  LIST_PAGE_MAX_LIMIT,
  PAGE_CURSOR_MAX_LENGTH,
  type PageCursor,
} from './list-page';
import { normalizeLogin, validateLogin } from './login';
import { validatePassword, validateSignInPassword } from './password';
import { validatePaypalEmail } from './payout-method';
import { validateStaffEmail } from './staff-account';
import { hasControlCharacter } from './urls';
import type { FieldRuleKey, ValidationError } from './validation-error';

export const INVALID_REQUEST: MessageSlug = 'invalid_request';

function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** A field that takes `fallback` when not given, then must pass `schema`. */
/* @__NO_SIDE_EFFECTS__ */
export function withDefault<
  const TSchema extends v.GenericSchema,
  const TFallback extends v.InferInput<TSchema>,
>(schema: TSchema, fallback: TFallback) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (isAbsent(value) ? fallback : value)),
      schema,
    ),
    fallback,
  );
}

/** A field that may be left out (its output is then undefined); when given it must pass `schema`. */
/* @__NO_SIDE_EFFECTS__ */
export function optionalField<const TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (isAbsent(value) ? undefined : value)),
      v.optional(schema),
    ),
  );
}

const TRUE_VALUES: readonly unknown[] = [true, 1, '1', 'true', 'on'];
const FALSE_VALUES: readonly unknown[] = [false, 0, '0', 'false'];

/**
 * A boolean sent as true/false, 1/0, '1'/'0', 'true'/'false' or 'on' (an HTML checkbox). The
 * metadata (JSON Schema keywords) says what the check accepts, for the API's OpenAPI document.
 */
/* @__NO_SIDE_EFFECTS__ */
export function formBoolean(fallback: boolean) {
  return withDefault(
    v.pipe(
      v.unknown(),
      v.metadata({ enum: [...TRUE_VALUES, ...FALSE_VALUES] }),
      v.check(
        (value) => TRUE_VALUES.includes(value) || FALSE_VALUES.includes(value),
        INVALID_REQUEST,
      ),
      v.transform((value) => TRUE_VALUES.includes(value)),
    ),
    fallback,
  );
}

/**
 * A whole number, sent as a number or as decimal digits, within [min, max]; the metadata (JSON
 * Schema keywords) describes it for the API's OpenAPI document.
 */
/* @__NO_SIDE_EFFECTS__ */
export function formInteger(min: number, max: number) {
  return v.pipe(
    v.unknown(),
    v.metadata({ type: 'integer', minimum: min, maximum: max }),
    v.check(
      (value) =>
        (typeof value === 'number' && Number.isSafeInteger(value)) ||
        (typeof value === 'string' && /^-?\d{1,15}$/.test(value)),
      INVALID_REQUEST,
    ),
    v.transform((value) => Number(value)),
    v.minValue(min, INVALID_REQUEST),
    v.maxValue(max, INVALID_REQUEST),
  );
}

/** A string of at most `max` characters matching `pattern` (anchored, linear). */
/* @__NO_SIDE_EFFECTS__ */
export function formToken(max: number, pattern: RegExp, slug: MessageSlug = INVALID_REQUEST) {
  return v.pipe(v.string(INVALID_REQUEST), v.maxLength(max, slug), v.regex(pattern, slug));
}

/** Free text of at most `max` characters, trimmed, without control characters (but line breaks if `multiline`). */
/* @__NO_SIDE_EFFECTS__ */
export function formText(max: number, options: { multiline?: boolean } = {}) {
  return v.pipe(
    v.string(INVALID_REQUEST),
    v.maxLength(max, INVALID_REQUEST),
    v.check(
      (text: string) => !hasControlCharacter(text, { multiline: options.multiline === true }),
      INVALID_REQUEST,
    ),
    v.trim(),
  );
}

/**
 * A comma-separated list of `minCount` to `maxCount` items, duplicates dropped, order kept;
 * '' is the empty list.
 */
/* @__NO_SIDE_EFFECTS__ */
export function commaList(
  item: ReturnType<typeof formToken>,
  {
    minCount,
    maxCount,
    maxItemLength,
  }: { minCount: number; maxCount: number; maxItemLength: number },
) {
  return v.pipe(
    v.string(INVALID_REQUEST),
    v.maxLength(maxCount * (maxItemLength + 1), INVALID_REQUEST),
    v.transform((list) => (list === '' ? [] : [...new Set(list.split(','))])),
    v.minLength(minCount, INVALID_REQUEST),
    v.maxLength(maxCount, INVALID_REQUEST),
    v.array(item, INVALID_REQUEST),
  );
}

/** Runs a field rule of this package on the value, so server and browser apply the same rule. */
/* @__NO_SIDE_EFFECTS__ */
export function rule(
  validate: (value: string) => ValidationError | null,
  slugs: Partial<Record<FieldRuleKey, MessageSlug>> = {},
) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const error = validate(dataset.value);
    if (error) addIssue({ message: slugs[error.key] ?? error.key });
  });
}

/**
 * The login e-mail, trimmed, with the rules of spec §5. A malformed address answers with
 * spec §8's server slug invalid_email.
 */
export const loginField = withDefault(
  v.pipe(
    v.string(INVALID_REQUEST),
    v.examples(['ada@example.com']),
    v.transform((login: string) => normalizeLogin(login)),
    rule((login) => validateLogin(login), { email_invalid: 'invalid_email' }),
  ),
  '',
);

/** An e-mail a dashboard form asks for, trimmed, checked by the form's own rule. */
/* @__NO_SIDE_EFFECTS__ */
function dashboardEmailField(validate: (email: string) => ValidationError | null) {
  return withDefault(
    v.pipe(
      v.string(INVALID_REQUEST),
      v.transform((email: string) => normalizeLogin(email)),
      rule(validate),
    ),
    '',
  );
}

/** The expert's PayPal e-mail (their payout method), trimmed: `validatePaypalEmail`. */
export const paypalEmailField = dashboardEmailField(validatePaypalEmail);

/** The e-mail of the person an operator invites, trimmed: `validateStaffEmail`. */
export const staffEmailField = dashboardEmailField(validateStaffEmail);

/** The expert's pen name, trimmed: `validatePenName`. */
export const penNameField = withDefault(
  v.pipe(v.string(INVALID_REQUEST), v.trim(), rule(validatePenName)),
  '',
);

/** The expert's bio, trimmed, over several lines: `validateBio`. */
export const bioField = withDefault(
  v.pipe(
    v.string(INVALID_REQUEST),
    v.check((bio: string) => !hasControlCharacter(bio, { multiline: true }), INVALID_REQUEST),
    v.trim(),
    rule(validateBio),
  ),
  '',
);

/**
 * The disciplines an expert covers: their ids comma-separated (a form sends a list so),
 * duplicates dropped, `validateExpertDisciplines`; the server checks that each exists.
 */
export const expertDisciplinesField = withDefault(
  v.pipe(
    v.string(INVALID_REQUEST),
    // Bounded before it is split.
    v.maxLength(4 * EXPERT_DISCIPLINES_MAX_COUNT * 11, INVALID_REQUEST),
    v.transform((list: string): unknown[] => (list === '' ? [] : [...new Set(list.split(','))])),
    v.rawCheck<unknown[]>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const error = validateExpertDisciplines(dataset.value);
      if (error) addIssue({ message: error.key });
    }),
    // Judged whole, so that a bad id is reported on the list's own field.
    v.check(
      (ids: unknown[]) =>
        ids.every(
          (id) =>
            typeof id === 'string' &&
            /^\d{1,15}$/.test(id) &&
            Number(id) >= 1 &&
            Number(id) <= MAX_ID,
        ),
      INVALID_REQUEST,
    ),
    v.transform((ids: unknown[]) => ids.map(Number)),
  ),
  '',
);

/** The password typed to sign in: required, at most 127 characters. */
export const signInPasswordField = withDefault(
  v.pipe(v.string(INVALID_REQUEST), rule(validateSignInPassword)),
  '',
);

/** A new password: every rule of spec §5. */
export const newPasswordField = withDefault(
  v.pipe(v.string(INVALID_REQUEST), rule(validatePassword)),
  '',
);

/** The password-restore code: required; printable characters without spaces, at most 128. */
export const restoreCodeField = withDefault(
  v.pipe(
    v.string(INVALID_REQUEST),
    v.trim(),
    v.nonEmpty('code_required'),
    v.maxLength(RESTORE_CODE_MAX_LENGTH, 'code_incorrect'),
    v.regex(/^[\x21-\x7e]+$/, 'code_incorrect'),
  ),
  '',
);

/** The bot-check token; when none could be made the client sends the literal 'skipped'. */
export const captchaTokenField = withDefault(
  v.pipe(v.string(INVALID_REQUEST), v.maxLength(CAPTCHA_TOKEN_MAX_LENGTH, INVALID_REQUEST)),
  CAPTCHA_TOKEN_SKIPPED,
);

/** client_type: only 'browser' is known (spec §9). */
export const clientTypeField = withDefault(v.picklist([CLIENT_TYPE], INVALID_REQUEST), CLIENT_TYPE);

/** The client's offset from UTC in minutes. */
export const utcOffsetField = withDefault(
  formInteger(-UTC_OFFSET_MAX_MINUTES, UTC_OFFSET_MAX_MINUTES),
  0,
);

/**
 * The paging fields of every list's query (spread into its schema beside its filters): `cursor`,
 * a previous page's `next_cursor` (absent for the first page), and `limit`, 1 to
 * LIST_PAGE_MAX_LIMIT items (LIST_PAGE_DEFAULT_LIMIT when not given).
 */
export const listPageFields = {
  cursor: optionalField(
    v.pipe(
      formToken(PAGE_CURSOR_MAX_LENGTH, /^[A-Za-z0-9_-]+$/),
      v.transform((text) => decodePageCursor(text)),
      v.check((cursor): cursor is PageCursor => cursor !== null, INVALID_REQUEST),
      v.transform((cursor) => cursor as PageCursor),
    ),
  ),
  limit: withDefault(formInteger(1, LIST_PAGE_MAX_LIMIT), LIST_PAGE_DEFAULT_LIMIT),
};
