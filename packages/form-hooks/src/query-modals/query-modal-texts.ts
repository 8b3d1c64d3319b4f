import { OAUTH_ERROR_TITLE } from '@bb/validation';

/**
 * Texts of the modals opened by the page address (spec §2, §8), verbatim. An address without a
 * message shows the catalogue's default text (`queryMessage`).
 */
export const QUERY_MODAL_TEXTS = {
  oauthErrorTitle: OAUTH_ERROR_TITLE,
  oauthErrorButton: 'Ok',
  emailVerified: 'Your email has been verified',
  emailVerificationButton: 'Continue',
} as const;
