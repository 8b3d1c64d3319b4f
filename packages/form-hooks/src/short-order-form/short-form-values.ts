import type { CLIENT_TYPE } from '@bb/validation';

/** The short order form values of spec §3. */
export interface ShortOrderFormValues {
  /** The e-mail: as typed, or the logged-in customer's. */
  login: string;
  /** The discipline id; null until one is chosen. 30000 is the custom discipline. */
  discipline_sub: number | null;
  /** The custom discipline's text; '' for any other discipline. */
  discipline_txt: string;
  stay_signed_in: boolean;
  writer_req_slug: string;
  policy_agree: boolean;
  marketing_agree: boolean;
  client_type: typeof CLIENT_TYPE;
  /**
   * Listed by spec §3. Tokens are made per call by the API client's captcha provider, so the form
   * holds the literal 'skipped' that stands for "no token of its own".
   */
  captcha_token: string;
  login_ability: boolean;
  /** settings env.service_type_layout === 'assignment'. */
  isAssignment: boolean;
  isSatellite: boolean;
  /** A writer is requested: the writer card shows. */
  showWriter: boolean;
  /** The consent block's flag (the boxes show only when the customer has no e-mail too). */
  showGdpr: boolean;
  /** A submit pipeline runs. */
  loading: boolean;
}

/** The links of the short form (spec §2 gives the defaults). */
export interface ShortFormUrls {
  terms: string;
  privacy: string;
  forgotPassword: string;
  /** The registration page: the login modal's sign-up link and the scroll helper's fallback. */
  fallbackRedirect: string;
}

export const SHORT_FORM_URLS: ShortFormUrls = {
  terms: '/terms-and-conditions.html',
  privacy: '/privacy-policy.html',
  forgotPassword: '/auth_password_reset.html',
  fallbackRedirect: '/registration.html',
};
