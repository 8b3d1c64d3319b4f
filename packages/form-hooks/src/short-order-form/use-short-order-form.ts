import {
  type CommonSettings,
  isAbortError,
  type PageType,
  SHORT_FORM_CAPTCHA_ROUTE,
} from '@bb/api-client';
import {
  CAPTCHA_TOKEN_SKIPPED,
  CLIENT_TYPE,
  CUSTOM_DISCIPLINE_ID,
  type MessageSlug,
  mapServerErrors,
  normalizeLogin,
  type ServerErrorMapping,
  type ShortOrderFormField,
  STAY_SIGNED_IN_DEFAULT,
  validateShortOrderForm,
} from '@bb/validation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { captchaSiteKeyOf } from '../captcha';
import {
  type CustomDisciplineOption,
  DISCIPLINE_TEXTS,
  type DisciplineOption,
  disciplineSelectionLabel,
  selectDiscipline,
  useDisciplines,
} from '../disciplines';
import { useEmailCheck } from '../email-check';
import { useBbEnvironment } from '../environment';
import {
  type CheckedChange,
  readChecked,
  readText,
  type TextChange,
  useFieldErrors,
} from '../form-fields';
import type { UseLoginFormOptions } from '../login';
import { type OrderDraftStorageKind, toStoredDraft, useOrderDraft } from '../order-draft';
import { type RunStepsOptions, runSteps, type StepRecord } from '../pipeline';
import { clearRequestedWriter, useRequestedWriter } from '../requested-writer';
import { ORDER_FORM_FIELD_ATTRIBUTE } from '../scroll-to-form';
import { useSession } from '../session';
import { useSocialSignIn } from '../social-sign-in';
import { orderUrl } from './order-url';
import { restoreShortForm, type ShortFormDraftFields } from './restore-short-form';
import {
  createSatelliteContext,
  SATELLITE_STEPS,
  type SatelliteStepName,
} from './satellite-pipeline';
import {
  createShortFormContext,
  SHORT_FORM_STEPS,
  type ShortFormStepName,
} from './short-form-pipeline';
import type { ShortFormEffects, ShortFormSubmission } from './short-form-submission';
import {
  loggedInAsRoleText,
  SHORT_FORM_BUTTON_TEXTS,
  SHORT_FORM_TEXTS,
  type ShortFormButtonTexts,
} from './short-form-texts';
import {
  SHORT_FORM_URLS,
  type ShortFormUrls,
  type ShortOrderFormValues,
} from './short-form-values';
import { submitButtonText } from './submit-button-text';
import { useCommonSettings } from './use-common-settings';

export type ShortFormTexts = ShortFormButtonTexts & { loginModalTitle: string };

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

export type ShortFormStep = ShortFormStepName | SatelliteStepName;

type RunOptions = RunStepsOptions<ShortFormStep>;

const FIELD_ORDER: readonly ShortOrderFormField[] = ['login', 'discipline_sub', 'policy_agree'];
const CLOSED_MODAL = { open: false, login: '', continueOrder: false };

/**
 * The short order form (spec §2, §3, §4): values, restore from a data box or the stored draft,
 * the draft saved as the visitor edits, discipline options, the requested writer, consent, the
 * submit button's text, the normal and satellite submit pipelines as named steps, the login
 * modal, the logged-in-as-another-role state and log out. It renders nothing.
 */
export function useShortOrderForm(options: ShortOrderFormOptions = {}) {
  const environment = useBbEnvironment();
  const { api, addressBar, navigation, analytics, localStorage } = environment;
  const satellite = options.satellite === true;
  const urls: ShortFormUrls = { ...SHORT_FORM_URLS, ...options.urls };
  const texts: ShortFormTexts = {
    ...SHORT_FORM_BUTTON_TEXTS,
    loginModalTitle: SHORT_FORM_TEXTS.loginModalTitle,
    ...options.texts,
  };
  const givenWriterSlug = options.writerReqSlug?.trim() || '';

  const draftStore = useOrderDraft(options.draftStorage);
  const { settings, loading: settingsLoading } = useCommonSettings(options.settings);
  const disciplines = useDisciplines();
  const emailCheck = useEmailCheck({
    requiredRole: 'customer',
    showGdprByDefault: options.consentShownByDefault === true,
  });
  const session = useSession({
    // Spec §4: in the short form, logging out also clears the stored draft.
    onLogOut: () => {
      draftStore.clear();
      emailCheck.loginTyped();
    },
  });

  const [login, setLoginValue] = useState('');
  const [discipline, setDisciplineValue] = useState<{
    discipline_sub: number | null;
    discipline_txt: string;
  }>({ discipline_sub: null, discipline_txt: '' });
  const [writerReqSlug, setWriterReqSlug] = useState(givenWriterSlug);
  const [restoring, setRestoring] = useState(true);
  const [loading, setLoading] = useState(false);
  const [currentStep, setCurrentStep] = useState<ShortFormStep | null>(null);
  const [steps, setSteps] = useState<StepRecord<ShortFormStep>[]>([]);
  const [errorFlags, setErrorFlags] = useState<Partial<Record<MessageSlug, true>>>({});
  const [formError, setFormError] = useState<MessageSlug | null>(null);
  const [loginModal, setLoginModal] = useState(CLOSED_MODAL);
  const [continueAfterLogin, setContinueAfterLogin] = useState(false);
  const submitting = useRef(false);
  const edited = useRef(false);
  const unmounted = useRef(new AbortController());

  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller;
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (givenWriterSlug) setWriterReqSlug(givenWriterSlug);
  }, [givenWriterSlug]);

  // Restore once, in the browser: the data box named in the address, else the stored draft.
  useEffect(() => {
    const controller = new AbortController();
    restoreShortForm(api, addressBar, draftStore, controller.signal)
      .then(({ fields }) => {
        // What the visitor typed meanwhile wins over what was restored.
        if (!edited.current) applyRestored(fields);
        setRestoring(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setRestoring(false);
      });
    return () => controller.abort();

    function applyRestored(fields: Partial<ShortFormDraftFields>) {
      if (fields.login !== undefined) setLoginValue(fields.login);
      if (fields.discipline_sub !== undefined) {
        setDisciplineValue({
          discipline_sub: fields.discipline_sub,
          discipline_txt: fields.discipline_txt ?? '',
        });
      }
      if (fields.writer_req_slug) {
        setWriterReqSlug((current) => current || (fields.writer_req_slug ?? ''));
      }
    }
  }, [api, addressBar, draftStore]);

  // Spec §7: the sign-in's bot-check action carries route new_order and the site key, given only
  // when these settings turn reCAPTCHA on; otherwise the sign-in hooks read the shared settings.
  const captchaContext = {
    route: SHORT_FORM_CAPTCHA_ROUTE,
    siteKey: captchaSiteKeyOf(settings) ?? undefined,
  };
  const socialSignIn = useSocialSignIn({
    context: 'short_order_form',
    // The order waits in a data box while the visitor is at the provider.
    dataBox: () => buildSubmission().draft,
    policyAgree: emailCheck.policyAgree,
    marketingAgree: emailCheck.marketingAgree,
    captchaContext,
  });

  const requestedWriter = useRequestedWriter(writerReqSlug, {
    onRemove: () => {
      setWriterReqSlug('');
      saveDraft({ writer_req_slug: '' });
    },
  });

  const role = session.role;
  const customer = session.customer;
  const loggedInCustomer = role === 'customer' && customer !== null;
  const otherRole = role !== null && role !== 'customer' ? role : null;
  const effectiveLogin = loggedInCustomer ? customer.email : normalizeLogin(login);
  // Spec §4: the boxes show only if showGdpr is true and the customer has no e-mail.
  const consentVisible = emailCheck.showGdpr && !customer?.email;
  const loadFailed = disciplines.status === 'error';
  const dataLoading =
    restoring ||
    disciplines.status === 'loading' ||
    settingsLoading ||
    session.status === 'loading';

  const values: ShortOrderFormValues = {
    login: loggedInCustomer ? customer.email : login,
    discipline_sub: discipline.discipline_sub,
    discipline_txt: discipline.discipline_txt,
    stay_signed_in: STAY_SIGNED_IN_DEFAULT,
    writer_req_slug: writerReqSlug,
    policy_agree: emailCheck.policyAgree,
    marketing_agree: emailCheck.marketingAgree,
    client_type: CLIENT_TYPE,
    captcha_token: CAPTCHA_TOKEN_SKIPPED,
    login_ability: emailCheck.loginAbility,
    isAssignment: settings?.env?.service_type_layout === 'assignment',
    isSatellite: satellite,
    showWriter: writerReqSlug !== '',
    showGdpr: emailCheck.showGdpr,
    loading,
  };

  const validationInput = {
    login: effectiveLogin,
    discipline_sub: discipline.discipline_sub,
    discipline_txt: discipline.discipline_txt,
    policy_agree: emailCheck.policyAgree,
  };
  const validationOptions = { consentShown: consentVisible, loginDisabled: loggedInCustomer };
  const fields = useFieldErrors(validateShortOrderForm(validationInput, validationOptions), {
    fieldOrder: FIELD_ORDER,
    // Validation runs on submit: errors show after a failed submit, not while typing.
    submitModeFields: FIELD_ORDER,
  });

  /** Merges the short form's fields into the stored draft (spec §3), as the visitor edits. */
  function saveDraft(patch: Partial<ShortFormDraftFields>) {
    edited.current = true;
    draftStore.save({
      login: normalizeLogin(login),
      discipline_sub: discipline.discipline_sub,
      discipline_txt: discipline.discipline_txt,
      writer_req_slug: writerReqSlug,
      ...patch,
    });
  }

  function disciplineTitle(): string {
    if (discipline.discipline_sub === CUSTOM_DISCIPLINE_ID) return discipline.discipline_txt;
    return (
      disciplines.options.find((option) => option.id === discipline.discipline_sub)?.label ?? ''
    );
  }

  function buildSubmission(): ShortFormSubmission {
    const order = {
      login: effectiveLogin,
      discipline_sub: discipline.discipline_sub,
      discipline_txt: discipline.discipline_txt,
      writer_req_slug: writerReqSlug,
      policy_agree: emailCheck.policyAgree,
      marketing_agree: emailCheck.marketingAgree,
    };
    return {
      ...order,
      discipline_sub: discipline.discipline_sub ?? 0,
      disciplineTitle: disciplineTitle(),
      pageType: options.pageType,
      // The data box carries the whole stored order with this form's fields on top.
      draft: toStoredDraft({ ...draftStore.read(), ...order }),
    };
  }

  function showErrors(mapping: ServerErrorMapping) {
    if (mapping.opensConsent) emailCheck.showConsent();
    if (mapping.formError) fields.showServerErrors(mapping);
    else fields.clearServerErrors();
    setErrorFlags(mapping.flags);
    setFormError(mapping.formError ?? null);
  }

  /** What the pipelines do to the world; `signal` cancels their calls if the form goes away. */
  const effectsFor = (signal: AbortSignal): ShortFormEffects => ({
    api,
    analytics,
    signal,
    setLoading,
    checkUser: (checkedLogin) => emailCheck.check(checkedLogin),
    openLoginModal: (modalLogin) =>
      setLoginModal({ open: true, login: modalLogin, continueOrder: true }),
    orderUrl: (dataBoxKey) =>
      orderUrl(api, dataBoxKey, satellite ? null : addressBar.params().get('url')),
    navigate: (url) => (options.onNavigate ? options.onNavigate(url) : navigation.navigate(url)),
    clearStorage: () => {
      draftStore.clear();
      clearRequestedWriter(localStorage);
    },
    showErrors,
  });

  async function runNormal(
    submission: ShortFormSubmission,
    effects: ShortFormEffects,
    runOptions: RunOptions,
  ) {
    const context = createShortFormContext(
      submission,
      effects,
      errorFlags.password_incorrect === true,
    );
    await runSteps(SHORT_FORM_STEPS, context, runOptions);
    // No session for this login: flagged, so the next submit goes straight to the login modal.
    if (context.passwordIncorrect) {
      setErrorFlags((current) => ({ ...current, password_incorrect: true }));
    }
    return context;
  }

  async function runSatellite(
    submission: ShortFormSubmission,
    effects: ShortFormEffects,
    runOptions: RunOptions,
  ) {
    const context = createSatelliteContext(submission, effects);
    await runSteps(SATELLITE_STEPS, context, runOptions);
    return { ...context, userId: undefined };
  }

  async function submit(): Promise<void> {
    if (submitting.current || dataLoading || loadFailed || otherRole !== null) return;
    const invalid = validateShortOrderForm(validationInput, validationOptions);
    if (Object.keys(invalid).length > 0) {
      fields.failSubmit(invalid);
      return;
    }
    fields.passSubmit();
    setFormError(null);
    submitting.current = true;
    setSteps([]);
    const { signal } = unmounted.current;
    const runOptions: RunOptions = {
      signal,
      onStep: setCurrentStep,
      onRecord: (record: StepRecord<ShortFormStep>) => setSteps((current) => [...current, record]),
    };
    const submission = buildSubmission();
    const effects = effectsFor(signal);
    try {
      const outcome = satellite
        ? await runSatellite(submission, effects, runOptions)
        : await runNormal(submission, effects, runOptions);
      if (outcome.url !== undefined && outcome.dataBoxKey !== undefined) {
        options.onSubmitted?.({
          dataBoxKey: outcome.dataBoxKey,
          url: outcome.url,
          userId: outcome.userId ?? null,
        });
      }
    } catch (error) {
      if (signal.aborted) return;
      // Typing superseded the user check: the visitor is changing the e-mail, nothing failed.
      if (!isAbortError(error)) showErrors(mapServerErrors(error));
      setLoading(false);
    } finally {
      submitting.current = false;
      if (!signal.aborted) setCurrentStep(null);
    }
  }

  // After signing in through the login modal the order carries on, once the session shows it.
  const submitRef = useRef(submit);
  submitRef.current = submit;
  useEffect(() => {
    if (!continueAfterLogin || !loggedInCustomer) return;
    setContinueAfterLogin(false);
    void submitRef.current();
  }, [continueAfterLogin, loggedInCustomer]);

  const setLogin = (change: TextChange) => {
    const next = readText(change);
    if (next === login) return;
    setLoginValue(next);
    // Typing clears login_ability, hides and resets consent (unless shown by default), resets
    // the role, and clears the submit error and its flags (spec §4).
    emailCheck.loginTyped();
    fields.clearServerErrors();
    setFormError(null);
    setErrorFlags({});
    saveDraft({ login: normalizeLogin(next) });
  };

  const leaveLogin = () => {
    const trimmed = normalizeLogin(login);
    if (trimmed !== login) setLoginValue(trimmed);
    fields.touch('login');
    if (!satellite) emailCheck.loginLeft(trimmed);
  };

  const chooseDiscipline = (option: DisciplineOption | CustomDisciplineOption) => {
    const selection = selectDiscipline(option);
    setDisciplineValue(selection);
    fields.clearServerErrors('discipline_sub');
    saveDraft(selection);
  };

  const setPolicyAgree = (change: CheckedChange) => {
    emailCheck.setPolicyAgree(readChecked(change));
    fields.clearServerErrors('policy_agree');
  };
  const setMarketingAgree = (change: CheckedChange) =>
    emailCheck.setMarketingAgree(readChecked(change));

  const errors = { ...fields.visible };
  if (errors.login === undefined && emailCheck.checkError)
    errors.login = emailCheck.checkError.message;

  const describedBy = (field: ShortOrderFormField | 'form') =>
    errors[field] !== undefined ? fields.ids(field).errorId : undefined;
  const buttonBusy = loading || dataLoading;
  const canSubmit = !buttonBusy && !loadFailed && otherRole === null;
  const loginFormOptions: UseLoginFormOptions = {
    remote: true,
    userRole: 'customer',
    captchaContext,
    onLoggedIn: () => {
      const continueOrder = loginModal.continueOrder;
      setLoginModal(CLOSED_MODAL);
      setErrorFlags(({ password_incorrect: _signedIn, ...rest }) => rest);
      if (continueOrder) setContinueAfterLogin(true);
    },
  };

  return {
    values,
    /** Errors to show now by field; `form` holds a form-level server message. */
    errors,
    /** The first server slug of the last submit: the form-level error (spec §8). */
    formError,
    /** Every slug of the last submit as a true flag (spec §8), password_incorrect included. */
    errorFlags,
    /** The pipeline step running now. */
    currentStep,
    /** What happened to each step of the last submit, in order. */
    steps,
    /** Restoring from the data box or the stored draft. */
    restoring,
    /** The disciplines could not be loaded: show `texts.loadFailed` instead of the form. */
    loadFailed,
    texts: { ...SHORT_FORM_TEXTS, ...texts },
    urls,
    emailCheck: {
      isChecking: emailCheck.isChecking,
      showSuccessMark: emailCheck.showSuccessMark,
      loginAbility: emailCheck.loginAbility,
    },
    /** The logged-in customer, when there is one with an e-mail. */
    customer,
    loggedInCustomer,
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
    /** Logs out: clears session, customer and the stored draft, and tells the other tabs. */
    logOut: session.logOut,
    loggingOut: session.loggingOut,
    /** Google and Apple sign-in, offered when the user is not a customer and not on a satellite. */
    socialSignIn: !satellite && role !== 'customer' ? socialSignIn : null,
    disciplines: {
      status: disciplines.status,
      groups: disciplines.groups,
      filter: disciplines.filter,
      reload: disciplines.reload,
      placeholder: DISCIPLINE_TEXTS.placeholder,
      /** The label of the selection: the typed text for the custom discipline. */
      selectionLabel: disciplineSelectionLabel(discipline, disciplines.options),
      select: chooseDiscipline,
    },
    requestedWriter,
    consent: {
      visible: consentVisible,
      policyAgree: emailCheck.policyAgree,
      marketingAgree: emailCheck.marketingAgree,
    },
    button: {
      text: submitButtonText(
        {
          loginAbility: emailCheck.loginAbility,
          loggedIn: loggedInCustomer,
          writerRequested: writerReqSlug !== '',
        },
        texts,
      ),
      disabled: !canSubmit,
      spinner: buttonBusy,
    },
    loginModal: {
      open: loginModal.open,
      title: texts.loginModalTitle,
      /** The e-mail the modal was opened for. */
      login: loginModal.login,
      signUpUrl: urls.fallbackRedirect,
      forgotPasswordUrl: urls.forgotPassword,
      /** For useLoginForm inside the modal: a remote login with the short form's bot-check route. */
      loginFormOptions,
      openModal: () => setLoginModal({ open: true, login: effectiveLogin, continueOrder: false }),
      /** Escape, an overlay click or the close button. */
      close: () => setLoginModal(CLOSED_MODAL),
    },
    botCheckNotice: {
      visible: settings?.env?.is_recaptcha_available === true,
      ...SHORT_FORM_TEXTS.botCheckNotice,
    },
    setLogin,
    setPolicyAgree,
    setMarketingAgree,
    submit,
    getFormProps: () => ({
      noValidate: true,
      onSubmit: (event?: FormEvent) => {
        event?.preventDefault();
        void submit();
      },
      'aria-describedby': describedBy('form'),
    }),
    getLoginFieldProps: () => ({
      ref: fields.register('login'),
      id: fields.ids('login').id,
      name: 'login',
      type: 'email' as const,
      autoComplete: 'email',
      value: values.login,
      onChange: setLogin,
      onBlur: leaveLogin,
      disabled: loggedInCustomer || loading,
      'aria-invalid': errors.login !== undefined,
      'aria-describedby': describedBy('login'),
      'aria-busy': emailCheck.isChecking,
      [ORDER_FORM_FIELD_ATTRIBUTE]: 'login',
    }),
    getDisciplineFieldProps: () => ({
      ref: fields.register('discipline_sub'),
      id: fields.ids('discipline_sub').id,
      name: 'discipline_sub',
      placeholder: DISCIPLINE_TEXTS.placeholder,
      disabled: loading,
      'aria-invalid': errors.discipline_sub !== undefined,
      'aria-describedby': describedBy('discipline_sub'),
      [ORDER_FORM_FIELD_ATTRIBUTE]: 'discipline_sub',
    }),
    getPolicyAgreeProps: () => ({
      ref: fields.register('policy_agree'),
      id: fields.ids('policy_agree').id,
      type: 'checkbox' as const,
      name: 'policy_agree',
      checked: emailCheck.policyAgree,
      onChange: setPolicyAgree,
      hidden: !consentVisible,
      disabled: loading,
      'aria-invalid': errors.policy_agree !== undefined,
      'aria-describedby': describedBy('policy_agree'),
    }),
    getMarketingAgreeProps: () => ({
      type: 'checkbox' as const,
      name: 'marketing_agree',
      checked: emailCheck.marketingAgree,
      onChange: setMarketingAgree,
      hidden: !consentVisible,
      disabled: loading,
    }),
    getSubmitButtonProps: () => ({
      type: 'submit' as const,
      disabled: !canSubmit,
      'aria-busy': buttonBusy,
    }),
    /** Field ids, for labels and error messages. */
    ids: {
      login: fields.ids('login'),
      discipline: fields.ids('discipline_sub'),
      policyAgree: fields.ids('policy_agree'),
      form: fields.ids('form'),
    },
  };
}

export type ShortOrderForm = ReturnType<typeof useShortOrderForm>;
