import type { CommonSettings, PageType } from '@bb/api-client';
import type { CLIENT_TYPE } from '@bb/validation';
import type { OrderDraftStorageKind } from '../order-draft';
import type { ShortFormTexts } from './short-form-texts';

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

export interface ShortOrderFormOptions {
  /** A non-default domain: the satellite pipeline, no social sign-in, no e-mail pre-check. */
  satellite?: boolean;
  /** The writer the page asks for (e.g. a writer's profile); wins over a restored one. */
  writerReqSlug?: string | null;
  /** Links; each defaults to spec §2's. */
  urls?: Partial<ShortFormUrls>;
  /** The page the form sits on, sent with the sign-up. */
  pageType?: PageType;
  /** Button texts and the login modal's title; each defaults to spec §4's. */
  texts?: Partial<ShortFormTexts>;
  /** The common settings; undefined: the form loads them; null: there are none. */
  settings?: CommonSettings | null;
  /** The consent block shows before any check (and again after typing). */
  consentShownByDefault?: boolean;
  /** Where the draft lives; default local storage (see useOrderDraft). */
  draftStorage?: OrderDraftStorageKind;
  /** Called once the order is saved and the page is about to leave. */
  onSubmitted?: (result: ShortFormSubmitted) => void;
  /** Replaces the navigation to the order (a host with its own router). */
  onNavigate?: (url: string) => void;
}

export interface ShortFormSubmitted {
  dataBoxKey: string;
  url: string;
  /** null in satellite mode, where nobody signs in here. */
  userId: number | null;
}
