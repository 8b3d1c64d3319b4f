import { EMAIL_MAX_LENGTH } from './constants';
import { type ValidationError, validationError } from './validation-error';

// RFC 5321 limits on the two halves of an address.
const LOCAL_PART_MAX_LENGTH = 64;
const DOMAIN_MAX_LENGTH = 253;
const DOMAIN_LABEL_MAX_LENGTH = 63;
// RFC 5322 dot-atom: atext characters, dots only between them. Quoted local parts are refused.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
// A top-level domain is letters, or an IDN in its punycode form.
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,}|xn--[A-Za-z0-9-]+)$/;

/**
 * Whether the value is an e-mail address we can send to: an ASCII `local@domain.tld` with a
 * dot-atom local part and a host name of at least two labels. Not trimmed: see `normalizeLogin`.
 * Each part is checked on its own with a bounded pattern, so time stays linear in the length.
 */
export function isValidEmail(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const localPart = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (localPart.length > LOCAL_PART_MAX_LENGTH || !LOCAL_PART.test(localPart)) return false;
  if (domain.length === 0 || domain.length > DOMAIN_MAX_LENGTH) return false;
  const labels = domain.split('.');
  const topLevel = labels[labels.length - 1] ?? '';
  return (
    labels.length >= 2 &&
    labels.every((label) => label.length <= DOMAIN_LABEL_MAX_LENGTH && DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(topLevel)
  );
}

/** The login as it is sent: surrounding white space removed. Anything but a string becomes ''. */
export function normalizeLogin(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The login e-mail rules of spec §5, in its order: required, format, at most 127 characters,
 * judged on the login as it is sent (`normalizeLogin`). Both forms, the API client and the server
 * judge it so: an address pasted with a space around it is the address, and the limit counts
 * what is sent.
 */
export function validateLogin(value: unknown): ValidationError | null {
  const login = normalizeLogin(value);
  if (login === '') return validationError('email_required');
  if (!isValidEmail(login)) return validationError('email_invalid');
  if (login.length > EMAIL_MAX_LENGTH) return validationError('email_too_long');
  return null;
}
