/**
 * Request schemas of the routes only a browser navigating (not the client) calls: a link in an
 * e-mail, a provider's redirect back. Every other request's schema is @bb/validation's
 * (`@bb/validation/requests`), with the same contract: parsed by `parseRequest`, every issue's
 * message a message slug, every string bounded.
 */
import { formToken, withDefault } from '@bb/validation/requests';
import * as v from 'valibot';

const randomKey = formToken(128, /^[A-Za-z0-9_-]+$/);

/** GET /users/email-verification?token= */
export const emailVerificationQuery = v.object({ token: withDefault(randomKey, '') });

/** The state of an OAuth callback (the rest is read by openid-client). */
export const oauthCallbackState = v.object({ state: withDefault(randomKey, '') });
