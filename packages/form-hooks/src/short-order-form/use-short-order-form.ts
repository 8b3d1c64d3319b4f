import { INTERNAL_ERROR_SLUG, SHORT_FORM_CAPTCHA_ROUTE } from '@bb/api-client';
import {
  mapServerErrors,
  normalizeLogin,
  type ShortOrderFormField,
  validateShortOrderForm,
} from '@bb/validation';
import { useRef } from 'react';
import { captchaSiteKeyOf } from '../captcha';
import { disciplineSelectionLabel } from '../disciplines';
import { useEmailCheck, withCheckError } from '../email-check';
import { useBbEnvironment } from '../environment';
import { useFieldErrors } from '../form-fields';
import { useOrderDraft } from '../order-draft';
import { useRequestedWriter } from '../requested-writer';
import { useSocialSignIn } from '../social-sign-in';
import { useSubmission } from '../submission';
import type { SatelliteStepName } from './satellite-pipeline';
import type { ShortFormPipelineContext, ShortFormStepName } from './short-form-pipeline';
import { loadShortFormPipelines } from './short-form-pipelines';
import { connectShortOrderForm } from './short-form-props';
import { shortFormSubmissionOf } from './short-form-submission';
import { SHORT_FORM_TEXTS } from './short-form-texts';
import { SHORT_FORM_URLS, type ShortOrderFormOptions } from './short-form-values';
import { shortFormView } from './short-form-view';
import { useShortFormErrors } from './use-short-form-errors';
import { useShortFormFields } from './use-short-form-fields';
import { useShortFormLoginModal } from './use-short-form-login-modal';
import { useShortFormPage } from './use-short-form-page';

export type ShortFormStep = ShortFormStepName | SatelliteStepName;

const FIELD_ORDER: readonly ShortOrderFormField[] = ['login', 'discipline_sub', 'policy_agree'];

/**
 * The short order form (spec §2, §3, §4): its fields restored and saved as a draft, validation on
 * submit, the normal and satellite pipelines (`short-form-pipeline.ts`, `satellite-pipeline.ts`)
 * on the submission core, the login modal and the other-role state. It renders nothing.
 */
export function useShortOrderForm(options: ShortOrderFormOptions = {}) {
  const environment = useBbEnvironment();
  const satellite = options.satellite === true;
  const urls = { ...SHORT_FORM_URLS, ...options.urls };
  // The host's button texts and login modal title over spec §4's.
  const texts = { ...SHORT_FORM_TEXTS, ...options.texts };
  const draftStore = useOrderDraft(options.draftStorage);
  const own = useShortFormFields(options.writerReqSlug?.trim() || '', draftStore);
  const emailCheck = useEmailCheck({
    requiredRole: 'customer',
    showGdprByDefault: options.consentShownByDefault === true,
  });
  const page = useShortFormPage(options.settings, draftStore, emailCheck.loginTyped);
  const { settings, disciplines, session, customer, loggedInCustomer, otherRole, loadFailed } =
    page;
  const { submission, state } = useSubmission<ShortFormPipelineContext, ShortFormStep>({
    stepsOwnLoading: true,
  });
  // Spec §4: the boxes show only if showGdpr is true and the customer has no e-mail.
  const consentVisible = emailCheck.showGdpr && !customer?.email;
  const dataLoading = own.restoring || page.loading;
  const order = {
    login: loggedInCustomer && customer ? customer.email : normalizeLogin(own.login),
    ...own.discipline,
    writer_req_slug: own.writerReqSlug,
    policy_agree: emailCheck.policyAgree,
    marketing_agree: emailCheck.marketingAgree,
  };
  const validationOptions = { consentShown: consentVisible, loginDisabled: loggedInCustomer };
  // Validation runs on submit: errors show after a failed submit, not while typing.
  const fields = useFieldErrors(validateShortOrderForm(order, validationOptions), {
    fieldOrder: FIELD_ORDER,
    submitModeFields: FIELD_ORDER,
  });
  const errors = useShortFormErrors(fields, emailCheck);
  const buildSubmission = () =>
    shortFormSubmissionOf(order, {
      disciplineTitle: disciplineSelectionLabel(own.discipline, disciplines.options),
      pageType: options.pageType,
      storedDraft: draftStore.read(),
    });

  // Spec §7: the sign-ins' bot-check action carries route new_order, and the site key when these
  // settings turn reCAPTCHA on; otherwise the sign-in hooks read the shared settings.
  const siteKey = captchaSiteKeyOf(settings) ?? undefined;
  const captchaContext = { route: SHORT_FORM_CAPTCHA_ROUTE, siteKey };
  const socialSignIn = useSocialSignIn({
    context: 'short_order_form',
    // The order waits in a data box while the visitor is at the provider.
    dataBox: () => buildSubmission().draft,
    policyAgree: emailCheck.policyAgree,
    marketingAgree: emailCheck.marketingAgree,
    captchaContext,
  });
  const loginModal = useShortFormLoginModal({
    captchaContext,
    loggedInCustomer,
    submit,
    signedIn: errors.signedIn,
  });
  const requestedWriter = useRequestedWriter(own.writerReqSlug, { onRemove: own.removeWriter });
  // A submit waiting for the pipelines' code: a second press meanwhile starts nothing.
  const awaitingPipelines = useRef(false);

  async function submit(): Promise<void> {
    if (submission.running || awaitingPipelines.current) return;
    if (dataLoading || loadFailed || otherRole) return;
    const invalid = validateShortOrderForm(order, validationOptions);
    if (Object.keys(invalid).length > 0) return fields.failSubmit(invalid);
    fields.passSubmit();
    errors.clearFormError();
    awaitingPipelines.current = true;
    const pipelines = await loadShortFormPipelines()
      .catch(() => undefined)
      .finally(() => {
        awaitingPipelines.current = false;
      });
    // The code could not be fetched: shown as a request that failed (spec §8's internal_error).
    if (!pipelines) return errors.show(mapServerErrors([INTERNAL_ERROR_SLUG]));
    const { createShortFormContext, SATELLITE_STEPS, SHORT_FORM_STEPS, shortFormEffects } =
      pipelines;
    const effects = shortFormEffects(environment, submission.signal, {
      satellite,
      setLoading: submission.setLoading,
      checkUser: emailCheck.check,
      openLoginModal: loginModal.openForOrder,
      clearDraft: draftStore.clear,
      showErrors: errors.show,
      onNavigate: options.onNavigate,
    });
    const passwordIncorrect = errors.errorFlags.password_incorrect === true;
    const context = createShortFormContext(buildSubmission(), effects, passwordIncorrect);
    const result = await submission.run(context, satellite ? SATELLITE_STEPS : SHORT_FORM_STEPS);
    if (result.outcome === 'failed' && result.mapping) errors.show(result.mapping);
    if (result.outcome !== 'succeeded') return;
    if (context.passwordIncorrect) errors.flagPasswordIncorrect();
    const { dataBoxKey, url, userId } = context;
    if (url !== undefined && dataBoxKey !== undefined) {
      options.onSubmitted?.({ dataBoxKey, url, userId: satellite ? null : (userId ?? null) });
    }
  }

  const buttonBusy = state.loading || dataLoading;
  const parts = {
    ...{ own, emailCheck, disciplines, settings, session, loggedInCustomer, satellite, fields },
    ...{ consentVisible, submission: state, canSubmit: !buttonBusy && !loadFailed && !otherRole },
    ...{ buttonBusy, texts, urls, loadFailed, socialSignIn, requestedWriter, loginModal, submit },
    order,
    prepareSubmit: () => void loadShortFormPipelines().catch(() => undefined),
    login: loggedInCustomer ? order.login : own.login,
    clearSubmitErrors: errors.clear,
  };
  const visibleErrors = withCheckError(fields.visible, emailCheck.checkError);
  const { chooseDiscipline, ...connected } = connectShortOrderForm({
    ...parts,
    errors: visibleErrors,
  });
  return {
    ...shortFormView({ ...parts, errors, chooseDiscipline }),
    /** Errors to show now by field; `form` holds a form-level server message. */
    errors: visibleErrors,
    submit,
    ...connected,
  };
}

export type UseShortOrderFormResult = ReturnType<typeof useShortOrderForm>;
