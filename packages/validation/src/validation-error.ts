import { MESSAGES, type MessageKey } from './messages';

/** What a failed field rule reports: the message key (for code) and its text (for people). */
export type ValidationError = { key: MessageKey; message: string };

export function validationError(key: MessageKey): ValidationError {
  return { key, message: MESSAGES[key] };
}
