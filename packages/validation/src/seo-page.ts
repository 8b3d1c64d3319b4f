import {
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_FAQ_ANSWER_MAX_LENGTH,
  SEO_FAQ_MAX_ITEMS,
  SEO_FAQ_QUESTION_MAX_LENGTH,
  SEO_INTRO_MAX_LENGTH,
  SEO_OG_IMAGE_MAX_LENGTH,
  SEO_PATH_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
} from './constants';
import { dashboardValidationError } from './dashboard-validation-error';
import type { FormErrors } from './form-validators';
import { codePointLength } from './text-length';
import { hasControlCharacter, isHttpUrl, isSameOriginPath } from './urls';
import type { ValidationError } from './validation-error';

/** What a search result may be flagged for on the seo role's Personal Area. */
export const SEO_PAGE_FLAGS = [
  'title_missing',
  'title_too_long',
  'title_duplicate',
  'description_missing',
  'description_too_long',
  'description_duplicate',
  'og_image_missing',
  'h1_missing',
] as const;
export type SeoPageFlag = (typeof SEO_PAGE_FLAGS)[number];

/** A question of a landing page's FAQ with its answer. */
export type SeoFaqItem = { question: string; answer: string };

/** The page edit form's checked fields, in screen order. */
export const SEO_PAGE_FIELDS = ['title', 'description', 'og_image', 'intro', 'faq'] as const;
export type SeoPageField = (typeof SEO_PAGE_FIELDS)[number];

export type SeoPageValues = {
  title?: unknown;
  description?: unknown;
  og_image?: unknown;
  intro?: unknown;
  faq?: unknown;
};

/**
 * Markup in a value meant as text: a tag, a comment or a declaration. The pages render every
 * value as text whatever it holds; refusing markup keeps a search result from showing it.
 */
export function hasMarkup(text: string): boolean {
  return /<[a-zA-Z/!?]/.test(text);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A text field left empty takes the page's default; otherwise plain text within `max`. */
function plainText(
  value: unknown,
  max: number,
  errors: { tooLong: ValidationError; markup: ValidationError },
  multiline = false,
): ValidationError | null {
  const given = text(value);
  if (codePointLength(given, max) > max) return errors.tooLong;
  if (hasMarkup(given) || hasControlCharacter(given, { multiline })) return errors.markup;
  return null;
}

/** A page's `<title>` (empty: its default): plain text, at most 60 characters. */
export function validateSeoTitle(value: unknown): ValidationError | null {
  return plainText(value, SEO_TITLE_MAX_LENGTH, {
    tooLong: dashboardValidationError('seo_title_too_long'),
    markup: dashboardValidationError('seo_title_html'),
  });
}

/** A page's meta description (empty: its default): plain text, at most 160 characters. */
export function validateSeoDescription(value: unknown): ValidationError | null {
  return plainText(value, SEO_DESCRIPTION_MAX_LENGTH, {
    tooLong: dashboardValidationError('seo_description_too_long'),
    markup: dashboardValidationError('seo_description_html'),
  });
}

/** A page's og:image (empty: the site's default image): an https URL or a path of this site. */
export function validateSeoOgImage(value: unknown): ValidationError | null {
  const given = text(value);
  if (given === '') return null;
  const https = given.startsWith('https://') && isHttpUrl(given);
  const valid =
    given.length <= SEO_OG_IMAGE_MAX_LENGTH &&
    !/["'<>\s]/.test(given) &&
    (https || isSameOriginPath(given));
  return valid ? null : dashboardValidationError('seo_og_image_invalid');
}

/** A landing page's intro (empty: its default): plain text over lines, at most 1000 characters. */
export function validateSeoIntro(value: unknown): ValidationError | null {
  return plainText(
    value,
    SEO_INTRO_MAX_LENGTH,
    {
      tooLong: dashboardValidationError('seo_intro_too_long'),
      markup: dashboardValidationError('seo_intro_html'),
    },
    true,
  );
}

/**
 * A landing page's FAQ (an empty list: its default): at most 12 questions, each question and
 * its answer plain text, neither blank.
 */
export function validateSeoFaq(value: unknown): ValidationError | null {
  if (value === undefined || value === null) return null;
  const invalid = dashboardValidationError('seo_faq_invalid');
  if (!Array.isArray(value) || value.length > SEO_FAQ_MAX_ITEMS) return invalid;
  const itemValid = (item: unknown) => {
    if (typeof item !== 'object' || item === null) return false;
    const { question, answer } = item as Record<string, unknown>;
    const q = text(question);
    const a = text(answer);
    return (
      q !== '' &&
      a !== '' &&
      codePointLength(q, SEO_FAQ_QUESTION_MAX_LENGTH) <= SEO_FAQ_QUESTION_MAX_LENGTH &&
      codePointLength(a, SEO_FAQ_ANSWER_MAX_LENGTH) <= SEO_FAQ_ANSWER_MAX_LENGTH &&
      ![q, a].some((part) => hasMarkup(part) || hasControlCharacter(part, { multiline: true }))
    );
  };
  return value.every(itemValid) ? null : invalid;
}

/** The seo role's page edit, as the server's `seoPageBody` judges it. */
export function validateSeoPage(values: SeoPageValues): FormErrors<SeoPageField> {
  const errors: FormErrors<SeoPageField> = {};
  const checks: [SeoPageField, ValidationError | null][] = [
    ['title', validateSeoTitle(values.title)],
    ['description', validateSeoDescription(values.description)],
    ['og_image', validateSeoOgImage(values.og_image)],
    ['intro', validateSeoIntro(values.intro)],
    ['faq', validateSeoFaq(values.faq)],
  ];
  for (const [field, error] of checks) if (error) errors[field] = error;
  return errors;
}

/** Paths no redirect may start from or lead to: the API, the dashboard and the built assets. */
const RESERVED_PATHS = /^\/(api|dashboard|_astro|storybook)(\/|$)/;

/**
 * A path of this site a redirect can name: same origin, no query or fragment, none of the
 * reserved areas, at most 300 characters.
 */
export function isRedirectPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= SEO_PATH_MAX_LENGTH &&
    isSameOriginPath(value) &&
    !/[?#\s]/.test(value) &&
    !RESERVED_PATHS.test(value)
  );
}

/** The redirect form's checked fields. */
export type SeoRedirectField = 'from_path' | 'to_path';

/**
 * A redirect from an old address to a new one, both paths of this site (never another site),
 * not the same path. Loops and chains through other redirects are the server's to refuse.
 */
export function validateSeoRedirect(values: {
  from_path?: unknown;
  to_path?: unknown;
}): FormErrors<SeoRedirectField> {
  const errors: FormErrors<SeoRedirectField> = {};
  const from = text(values.from_path);
  const to = text(values.to_path);
  if (!isRedirectPath(from))
    errors.from_path = dashboardValidationError('seo_redirect_from_invalid');
  if (!isRedirectPath(to) || to === from) {
    errors.to_path = dashboardValidationError('seo_redirect_to_invalid');
  }
  return errors;
}
