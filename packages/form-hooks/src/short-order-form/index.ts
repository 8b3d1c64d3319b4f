export { NEW_ORDER_ROUTE, orderUrl } from './order-url';
export {
  DATA_BOX_KEY_PARAM,
  type RestoredShortForm,
  type RestoreSource,
  restoreShortForm,
  type ShortFormDraftFields,
  shortFormFieldsOf,
} from './restore-short-form';
export {
  SATELLITE_STEPS,
  type SatellitePipelineContext,
  type SatelliteStepName,
} from './satellite-pipeline';
export {
  createShortFormContext,
  SHORT_FORM_STEPS,
  type ShortFormPipelineContext,
  type ShortFormStepName,
} from './short-form-pipeline';
export type { ShortFormEffects, ShortFormSubmission } from './short-form-submission';
export {
  loggedInAsRoleText,
  RECAPTCHA_PRIVACY_URL,
  RECAPTCHA_TERMS_URL,
  roleLabel,
  SHORT_FORM_BUTTON_TEXTS,
  SHORT_FORM_TEXTS,
  type ShortFormButtonTexts,
  type ShortFormTexts,
} from './short-form-texts';
export {
  SHORT_FORM_URLS,
  type ShortFormSubmitted,
  type ShortFormUrls,
  type ShortOrderFormOptions,
  type ShortOrderFormValues,
} from './short-form-values';
export { type SubmitButtonState, submitButtonText } from './submit-button-text';
export {
  type ShortFormStep,
  type UseShortOrderFormResult,
  useShortOrderForm,
} from './use-short-order-form';
