import type { DashboardMessageKey } from './dashboard-messages';
import { MESSAGES, type MessageKey } from './messages';

/** Every field rule's key: the public forms' and the dashboard's. */
export type FieldRuleKey = MessageKey | DashboardMessageKey;

/** What a failed field rule reports: the message key (for code) and its text (for people). */
export type ValidationError = { key: FieldRuleKey; message: string };

/** A public form's rule failed (its text from MESSAGES). */
export function validationError(key: MessageKey): ValidationError {
  return { key, message: MESSAGES[key] };
}
