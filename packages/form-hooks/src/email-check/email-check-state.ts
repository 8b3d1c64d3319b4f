import type { PreCheckResult } from '@bb/api-client';
import {
  DEFAULT_USER_ROLE,
  type ErrorCatalogue,
  FORMS_ERROR_CATALOGUE,
  type FormsMessageSlug,
  type MessageSlug,
  type ServerErrorMapping,
  USER_ROLES,
  type UserRole,
} from '@bb/validation';

/**
 * idle: nothing checked for the current login; checking: the pre-check runs (spinner);
 * checked: its result applies to the current login; failed: it could not be run.
 */
export type EmailCheckStatus = 'idle' | 'checking' | 'checked' | 'failed';

/** An error the check found, on the login field: its slug and its text. */
export interface EmailCheckError {
  slug: MessageSlug;
  message: string;
}

/**
 * The login e-mail check of spec §4 together with the consent block it controls: the block's
 * visibility (showGdpr) and both checkboxes live here, so "hiding resets both to false" always
 * holds.
 */
export interface EmailCheckState {
  status: EmailCheckStatus;
  /** The login the current result belongs to (as sent). */
  checkedLogin: string | null;
  result: PreCheckResult | null;
  /** login_ability of the current result; false after typing. */
  loginAbility: boolean;
  /** The account's role from the pre-check; back to customer after typing. */
  userRole: UserRole;
  /** Whether the consent block (policy and marketing checkboxes) shows. */
  showGdpr: boolean;
  policyAgree: boolean;
  marketingAgree: boolean;
  /** The different-role message or user_blocked, from the result; or the check's own failure. */
  checkError: EmailCheckError | null;
}

export interface EmailCheckConfig {
  /**
   * The consent block shows before any check and after typing (the short form's variant);
   * a result with login_ability still hides and clears it.
   */
  showGdprByDefault: boolean;
}

export type EmailCheckAction =
  | { type: 'typed' }
  | { type: 'checkStarted'; login: string }
  | { type: 'checkSucceeded'; login: string; result: PreCheckResult }
  | { type: 'checkFailed'; login: string; mapping: ServerErrorMapping }
  | { type: 'policyAgreeSet'; value: boolean }
  | { type: 'marketingAgreeSet'; value: boolean }
  | { type: 'consentShown' };

export function initialEmailCheckState(config: EmailCheckConfig): EmailCheckState {
  return {
    status: 'idle',
    checkedLogin: null,
    result: null,
    loginAbility: false,
    userRole: DEFAULT_USER_ROLE,
    showGdpr: config.showGdprByDefault,
    policyAgree: false,
    marketingAgree: false,
    checkError: null,
  };
}

/**
 * The consent block shows when the account does not exist, registration is possible and policy
 * or marketing agreement is required (spec §4).
 */
export function consentNeeded(result: PreCheckResult): boolean {
  return (
    !result.login_ability &&
    Boolean(result.register_ability) &&
    Boolean(result.policy_agree_required || result.marketing_agree_required)
  );
}

/**
 * The error a result means for the login field: another role's account (user_role_matched
 * false) gives the different-role message; neither login nor register ability gives
 * user_blocked, 'This account is blocked' (spec §8, set locally).
 */
export function checkErrorOf(result: PreCheckResult): EmailCheckError | null {
  if (result.user_role_matched === false) return catalogued('user_role_required_user_not_matched');
  if (!result.login_ability && !result.register_ability) return catalogued('user_blocked');
  return null;
}

export function emailCheckReducer(
  state: EmailCheckState,
  action: EmailCheckAction,
  config: EmailCheckConfig,
): EmailCheckState {
  switch (action.type) {
    case 'typed':
      // Typing: clears login_ability, hides the consent block unless shown by default (and
      // hiding resets both boxes), resets the role to customer (spec §4).
      return withConsent(
        {
          ...state,
          status: 'idle',
          checkedLogin: null,
          result: null,
          loginAbility: false,
          userRole: DEFAULT_USER_ROLE,
          checkError: null,
        },
        config.showGdprByDefault,
      );
    case 'checkStarted':
      return { ...state, status: 'checking', checkError: null };
    case 'checkSucceeded': {
      const { result } = action;
      const loginAbility = Boolean(result.login_ability);
      return withConsent(
        {
          ...state,
          status: 'checked',
          checkedLogin: action.login,
          result,
          loginAbility,
          userRole: roleOf(result.user_role),
          checkError: checkErrorOf(result),
        },
        consentNeeded(result) || (config.showGdprByDefault && !loginAbility),
      );
    }
    case 'checkFailed': {
      // Only a failure about the e-mail itself (invalid_email, user_blocked…) belongs on the
      // field; a lost connection is left for the submit, which checks again.
      const slug = action.mapping.formError;
      const catalogue: ErrorCatalogue = FORMS_ERROR_CATALOGUE;
      const entry = slug && catalogue[slug];
      return {
        ...state,
        status: 'failed',
        checkedLogin: null,
        result: null,
        checkError: slug && entry?.field === 'login' ? { slug, message: entry.message } : null,
      };
    }
    case 'policyAgreeSet':
      return state.showGdpr ? { ...state, policyAgree: action.value } : state;
    case 'marketingAgreeSet':
      return state.showGdpr ? { ...state, marketingAgree: action.value } : state;
    case 'consentShown':
      return withConsent(state, true);
  }
}

function withConsent(state: EmailCheckState, showGdpr: boolean): EmailCheckState {
  if (showGdpr) return { ...state, showGdpr };
  return { ...state, showGdpr, policyAgree: false, marketingAgree: false };
}

function roleOf(role: unknown): UserRole {
  return (USER_ROLES as readonly unknown[]).includes(role) ? (role as UserRole) : DEFAULT_USER_ROLE;
}

function catalogued(slug: FormsMessageSlug): EmailCheckError {
  return { slug, message: FORMS_ERROR_CATALOGUE[slug].message };
}

/**
 * The errors a form shows now: its own, and the pre-check's verdict on the login field (another
 * role, blocked) as soon as it is known, unless the field already shows one.
 */
export function withCheckError<Field extends string>(
  errors: Partial<Record<Field | 'login', string>>,
  checkError: EmailCheckError | null,
): Partial<Record<Field | 'login', string>> {
  if (errors.login !== undefined || !checkError) return errors;
  return { ...errors, login: checkError.message };
}
