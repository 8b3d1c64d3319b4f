import type { CaptchaContext, Session } from '@bb/api-client';
import type { UserRole } from '@bb/validation';

/** The login form values of spec §3. */
export interface LoginFormValues {
  login: string;
  password: string;
  stay_signed_in: boolean;
  policy_agree: boolean;
  marketing_agree: boolean;
  showGdpr: boolean;
  user_role: UserRole;
  remote: boolean;
  name: string;
}

/** What a page or modal gives the login form. */
export interface UseLoginFormOptions {
  /** Where to go after signing in; used only if it is a path on our own origin. */
  redirectUrl?: string | null;
  /** A remote login (a modal over a form that carries on): no navigation. */
  remote?: boolean;
  /** The role this form is for, sent to the pre-check; omit to accept any role. */
  userRole?: UserRole;
  /** Called with the session after a successful login. */
  onLoggedIn?: (session: Session) => void;
  /**
   * Route and site key of the bot check. Without a site key the settings' is used when they say
   * reCAPTCHA is available; otherwise the step is skipped and 'skipped' is sent.
   */
  captchaContext?: CaptchaContext;
  /** The e-mail the field starts with, e.g. the one typed into the short form before its login modal. */
  initialLogin?: string;
  /** The form's name value (spec §3); default 'login'. */
  name?: string;
}
