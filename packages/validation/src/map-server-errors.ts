import type { ErrorCatalogue, ErrorField, MessageSlug } from './error-catalogue';
import { FORMS_ERROR_CATALOGUE } from './forms-error-catalogue';

export type ServerErrorMapping = {
  /** Every slug received, as a true flag (spec §8). */
  flags: Partial<Record<MessageSlug, true>>;
  /** The text to show per field: the first slug for that field wins. */
  fields: Partial<Record<ErrorField, string>>;
  /** The first slug found in the catalogue: the form-level error. */
  formError?: MessageSlug;
  /** Whether a slug asks for the consent block to open. */
  opensConsent: boolean;
};

// A slug we do not know still tells the person something went wrong.
const UNKNOWN_SLUG: MessageSlug = 'internal_error';
// Enough for any real answer; a pathological list is not walked to its end.
const MAX_SLUGS = 50;

/**
 * Turns a server error into form errors. Takes the envelope
 * `{ meta: { response: { status: 'error', message_slug } } }`, an object carrying `message_slug`
 * (or `messageSlug`), one slug, or a list of slugs. Slugs the catalogue does not hold, and errors
 * that carry none (a failed fetch), map to the generic form-level message; null, undefined and an
 * ok envelope map to nothing. Never throws. The catalogue is the public forms' unless a dashboard
 * page gives `ERROR_CATALOGUE` (every slug).
 */
export function mapServerErrors(
  input: unknown,
  catalogue: ErrorCatalogue = FORMS_ERROR_CATALOGUE,
): ServerErrorMapping {
  const mapping: ServerErrorMapping = { flags: {}, fields: {}, opensConsent: false };
  for (const received of slugsOf(input)) {
    const slug =
      typeof received === 'string' && Object.hasOwn(catalogue, received)
        ? (received as MessageSlug)
        : UNKNOWN_SLUG;
    if (mapping.flags[slug]) continue;
    const entry = catalogue[slug] ?? catalogue.internal_error;
    mapping.flags[slug] = true;
    mapping.fields[entry.field] ??= entry.message;
    mapping.formError ??= slug;
    if (entry.opensConsent) mapping.opensConsent = true;
  }
  return mapping;
}

function slugsOf(input: unknown): unknown[] {
  try {
    if (input === null || input === undefined) return [];
    if (typeof input === 'string') return [input];
    if (Array.isArray(input)) return input.slice(0, MAX_SLUGS);
    if (typeof input === 'object') return slugsOfObject(input);
  } catch {
    // An object whose properties throw when read (a revoked proxy, a hostile getter).
  }
  return [UNKNOWN_SLUG];
}

function slugsOfObject(input: object): unknown[] {
  const response = property(property(input, 'meta'), 'response');
  if (response !== undefined) {
    const slugs = listOf(property(response, 'message_slug'));
    if (slugs.length > 0) return slugs;
    return property(response, 'status') === 'ok' ? [] : [UNKNOWN_SLUG];
  }
  const slugs = listOf(property(input, 'message_slug') ?? property(input, 'messageSlug'));
  return slugs.length > 0 ? slugs : [UNKNOWN_SLUG];
}

function listOf(slug: unknown): unknown[] {
  if (slug === undefined || slug === null) return [];
  return Array.isArray(slug) ? slug.slice(0, MAX_SLUGS) : [slug];
}

function property(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}
