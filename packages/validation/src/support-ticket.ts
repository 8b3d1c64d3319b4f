import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_SUBJECT_MAX_LENGTH } from './constants';
import { dashboardValidationError } from './dashboard-validation-error';
import type { FormErrors } from './form-validators';
import { codePointLength } from './text-length';
import type { ValidationError } from './validation-error';

export type SupportTicketValues = { subject?: unknown; message?: unknown };

/** The new ticket form's checked fields, in screen order (focus goes to the first in error). */
export const SUPPORT_TICKET_FIELDS = ['subject', 'message'] as const;
export type SupportTicketField = (typeof SUPPORT_TICKET_FIELDS)[number];

/**
 * A new support ticket: a subject (up to 200 characters) and its first message (up to 4000),
 * neither blank. The same rules as the server's request schema; the linked order is the
 * server's to check (it must be the customer's own).
 */
export function validateSupportTicket(values: SupportTicketValues): FormErrors<SupportTicketField> {
  const form = typeof values === 'object' && values !== null ? values : {};
  const errors: FormErrors<SupportTicketField> = {};
  const subject = requiredText(form.subject, SUPPORT_SUBJECT_MAX_LENGTH, 'subject');
  if (subject) errors.subject = subject;
  const message = validateSupportMessage(form.message);
  if (message) errors.message = message;
  return errors;
}

/** A message on a ticket (the first one, a reply, an answer): not blank, up to 4000 characters. */
export function validateSupportMessage(value: unknown): ValidationError | null {
  return requiredText(value, SUPPORT_MESSAGE_MAX_LENGTH, 'message');
}

function requiredText(
  value: unknown,
  max: number,
  field: 'subject' | 'message',
): ValidationError | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return dashboardValidationError(`${field}_required`);
  if (codePointLength(text, max) > max) return dashboardValidationError(`${field}_too_long`);
  return null;
}
