/** The parameter whose value ('ok' or 'error') opens the e-mail verification modal. */
export const EMAIL_VERIFICATION_PARAM = 'email-verification';
/** Removed from the address on close: the parameter and the message that came with it. */
export const EMAIL_VERIFICATION_PARAMS = [EMAIL_VERIFICATION_PARAM, 'message'] as const;

/** The query parameters of an OAuth error, removed from the address when the modal closes. */
export const OAUTH_ERROR_PARAMS = ['error', 'slug', 'message'] as const;
export const OAUTH_ERROR_VALUE = 'oauth2';

/**
 * Whether the address opens one of the query modals (spec §2): an OAuth error or an e-mail
 * verification result. A page can load the modals' code only when it does.
 */
export function opensQueryModal(params: URLSearchParams): boolean {
  const verification = params.get(EMAIL_VERIFICATION_PARAM);
  return (
    params.get('error') === OAUTH_ERROR_VALUE || verification === 'ok' || verification === 'error'
  );
}
