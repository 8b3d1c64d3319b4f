import type { CommonSettings } from '@bb/api-client';
import { CAPTCHA_TOKEN_SKIPPED, CLIENT_TYPE, STAY_SIGNED_IN_DEFAULT } from '@bb/validation';
import {
  type CustomDisciplineOption,
  DISCIPLINE_TEXTS,
  type DisciplineOption,
  disciplineSelectionLabel,
  type useDisciplines,
} from '../disciplines';
import type { EmailCheck } from '../email-check';
import type { UseLoginFormOptions } from '../login';
import type { useRequestedWriter } from '../requested-writer';
import type { useSession } from '../session';
import type { UseSocialSignInResult } from '../social-sign-in';
import type { SubmissionState } from '../submission';
import type { ShortFormOrder } from './short-form-submission';
import { loggedInAsRoleText, SHORT_FORM_TEXTS, type ShortFormTexts } from './short-form-texts';
import type { ShortFormUrls, ShortOrderFormValues } from './short-form-values';
import { submitButtonText } from './submit-button-text';
import type { ShortFormErrors } from './use-short-form-errors';
import type { ShortFormFields } from './use-short-form-fields';
import type { ShortFormStep } from './use-short-order-form';

type ShortFormSession = ReturnType<typeof useSession>;

/** What the short form shows, gathered by its hook. */
export interface ShortFormViewParts {
  own: ShortFormFields;
  emailCheck: EmailCheck;
  disciplines: ReturnType<typeof useDisciplines>;
  settings: CommonSettings | null;
  errors: ShortFormErrors;
  session: Pick<ShortFormSession, 'role' | 'customer' | 'logOut' | 'loggingOut'>;
  loggedInCustomer: boolean;
  consentVisible: boolean;
  satellite: boolean;
  submission: Pick<SubmissionState<ShortFormStep>, 'loading' | 'currentStep' | 'steps'>;
  canSubmit: boolean;
  loadFailed: boolean;
  socialSignIn: UseSocialSignInResult;
  requestedWriter: ReturnType<typeof useRequestedWriter>;
  buttonBusy: boolean;
  /** Every text, with the host's button texts and login modal title on top. */
  texts: Omit<typeof SHORT_FORM_TEXTS, keyof ShortFormTexts> & ShortFormTexts;
  urls: ShortFormUrls;
  chooseDiscipline: (option: DisciplineOption | CustomDisciplineOption) => void;
  loginModal: {
    modal: { open: boolean; login: string };
    loginFormOptions: UseLoginFormOptions;
    open: (login: string) => void;
    close: () => void;
  };
  /** The order as it would be sent: 'Log into your account' opens the modal for its e-mail. */
  order: ShortFormOrder;
  /** The login field shows this: as typed, or the logged-in customer's e-mail. */
  login: string;
}

/**
 * The short form's state as its component reads it: the values of spec §3, the discipline field,
 * consent, the button (text, disabled, spinner), the login modal, the other-role notice and the
 * bot-check notice.
 */
export function shortFormView(parts: ShortFormViewParts) {
  const { own, emailCheck, disciplines, settings, texts, urls, loginModal, session } = parts;
  const { customer, role } = session;
  const values: ShortOrderFormValues = {
    ...parts.order,
    login: parts.login,
    stay_signed_in: STAY_SIGNED_IN_DEFAULT,
    client_type: CLIENT_TYPE,
    captcha_token: CAPTCHA_TOKEN_SKIPPED,
    login_ability: emailCheck.loginAbility,
    isAssignment: settings?.env?.service_type_layout === 'assignment',
    isSatellite: parts.satellite,
    showWriter: own.writerReqSlug !== '',
    showGdpr: emailCheck.showGdpr,
    loading: parts.submission.loading,
  };
  const otherRole = role !== null && role !== 'customer' ? role : null;
  return {
    values,
    /** The first server slug of the last submit: the form-level error (spec §8). */
    formError: parts.errors.formError,
    /** Every slug of the last submit as a true flag (spec §8), password_incorrect included. */
    errorFlags: parts.errors.errorFlags,
    /** Restoring from the data box or the stored draft. */
    restoring: own.restoring,
    texts,
    urls,
    emailCheck: {
      isChecking: emailCheck.isChecking,
      showSuccessMark: emailCheck.showSuccessMark,
      loginAbility: emailCheck.loginAbility,
    },
    /** The pipeline step running now, and what happened to each step of the last submit. */
    currentStep: parts.submission.currentStep,
    steps: parts.submission.steps,
    /** The disciplines could not be loaded: show `texts.loadFailed` instead of the form. */
    loadFailed: parts.loadFailed,
    /** Logs out: clears session, customer and the stored draft, and tells the other tabs. */
    logOut: session.logOut,
    loggingOut: session.loggingOut,
    /** Google and Apple sign-in, offered when the user is not a customer and not on a satellite. */
    socialSignIn: !parts.satellite && role !== 'customer' ? parts.socialSignIn : null,
    requestedWriter: parts.requestedWriter,
    /** The logged-in customer, when there is one with an e-mail. */
    customer,
    loggedInCustomer: parts.loggedInCustomer,
    /** Logged in as another role than customer: the notice and log-out button replace the form. */
    otherRole:
      otherRole === null
        ? null
        : {
            role: otherRole,
            loggedInAs: loggedInAsRoleText(otherRole),
            onlyCustomers: SHORT_FORM_TEXTS.onlyCustomers,
            pleaseLogOut: SHORT_FORM_TEXTS.pleaseLogOut,
            logOutText: SHORT_FORM_TEXTS.logOut,
          },
    disciplines: {
      status: disciplines.status,
      groups: disciplines.groups,
      filter: disciplines.filter,
      reload: disciplines.reload,
      placeholder: DISCIPLINE_TEXTS.placeholder,
      /** The label of the selection: the typed text for the custom discipline. */
      selectionLabel: disciplineSelectionLabel(own.discipline, disciplines.options),
      select: parts.chooseDiscipline,
    },
    consent: {
      visible: parts.consentVisible,
      policyAgree: emailCheck.policyAgree,
      marketingAgree: emailCheck.marketingAgree,
    },
    button: {
      text: submitButtonText(
        {
          loginAbility: emailCheck.loginAbility,
          loggedIn: parts.loggedInCustomer,
          writerRequested: own.writerReqSlug !== '',
        },
        texts,
      ),
      disabled: !parts.canSubmit,
      spinner: parts.buttonBusy,
    },
    loginModal: {
      open: loginModal.modal.open,
      title: texts.loginModalTitle,
      /** The e-mail the modal was opened for. */
      login: loginModal.modal.login,
      signUpUrl: urls.fallbackRedirect,
      forgotPasswordUrl: urls.forgotPassword,
      /** For useLoginForm inside the modal: a remote login with the short form's bot-check route. */
      loginFormOptions: loginModal.loginFormOptions,
      openModal: () => loginModal.open(parts.order.login),
      /** Escape, an overlay click or the close button. */
      close: loginModal.close,
    },
    botCheckNotice: {
      visible: settings?.env?.is_recaptcha_available === true,
      ...SHORT_FORM_TEXTS.botCheckNotice,
    },
  };
}
