import { DEFAULT_ERROR_MESSAGE } from '@bb/validation';

/**
 * A message taken from the address, as plain text: the UI renders it as text, never as markup.
 * A missing or blank message gives the spec's default text.
 */
export function queryMessage(params: URLSearchParams): string {
  const message = params.get('message')?.trim();
  return message ? message : DEFAULT_ERROR_MESSAGE;
}
