'use client';

// The public entry: what a host page, `@bb/ui` and `@bb/order-form` use. Each folder's own
// index.ts is for the package's inside; steps, reducers and helpers of one flow stay there.

// The page's chrome: account menu, cookie notice, query modals, scroll helpers.
export {
  ACCOUNT_MENU_TEXTS,
  type AccountMenuAction,
  type AccountMenuEntry,
  type AccountMenuEntryProps,
  type AccountMenuKind,
  accountMenuEntries,
  type UseAccountMenuResult,
  useAccountMenu,
} from './account-menu';
export {
  captchaSiteKeyOf,
  createRecaptchaV3Provider,
  RECAPTCHA_SCRIPT_URL,
  type RecaptchaV3ProviderOptions,
} from './captcha';
export {
  COOKIE_NOTICE_RAISED_CLASS,
  COOKIE_NOTICE_TEXTS,
  type CookieNoticeOptions,
  keepClearOfPrimaryAction,
  PRIMARY_ACTION_PROPS,
  type UseCookieNoticeResult,
  useCookieNotice,
} from './cookie-notice';
export {
  buildDisciplineGroups,
  type CustomDisciplineOption,
  type DisciplineOption,
  type DisciplineOptionGroup,
  type DisciplineSelection,
  type DisciplinesState,
  type DisciplinesStatus,
  type FilteredDisciplines,
  filterDisciplineGroups,
  selectDiscipline,
} from './disciplines';
// The flows, each with its texts and the names of its steps.
export {
  type EmailCheck,
  type EmailCheckError,
  type EmailCheckStatus,
  type UseEmailCheckOptions,
  useEmailCheck,
} from './email-check';
// The outside world behind small adapters.
export {
  type AddressBar,
  type BbEnvironment,
  BbProvider,
  type BbProviderProps,
  type BrowserEnvironmentOptions,
  browserAddressBar,
  createBrowserEnvironment,
  createMemoryEnvironment,
  type KeyValueStorage,
  memoryAddressBar,
  memoryNavigation,
  memoryStorage,
  memoryTabBroadcast,
  type PageNavigation,
  type TabBroadcast,
  type TabMessage,
  useBbEnvironment,
} from './environment';
export {
  type CheckedChange,
  checkboxElementProps,
  type FieldErrors,
  type FieldErrorsOptions,
  fieldElementProps,
  formElementProps,
  readChecked,
  readText,
  submitButtonElementProps,
  type TextChange,
  useFieldErrors,
} from './form-fields';
export {
  type LegalLinks,
  LOGIN_SUBMIT_STEPS,
  LOGIN_TEXTS,
  type LoginFormValues,
  type LoginStepName,
  legalLinksFor,
  loginRoute,
  type UseLoginFormOptions,
  type UseLoginFormResult,
  useLoginForm,
} from './login';
// The order draft, the requested writer and the discipline field.
export {
  type OrderDraft,
  type OrderDraftStorageKind,
  type OrderDraftStore,
  readOrderDraft,
  toStoredDraft,
} from './order-draft';
export {
  PASSWORD_RESTORE_STEPS,
  PASSWORD_RESTORE_TEXTS,
  type PasswordRestoreStage,
  type PasswordRestoreStepName,
  type UsePasswordRestoreOptions,
  type UsePasswordRestoreResult,
  usePasswordRestore,
} from './password-restore';
export {
  EMAIL_VERIFICATION_PARAM,
  EMAIL_VERIFICATION_PARAMS,
  type EmailVerificationResult,
  OAUTH_ERROR_PARAMS,
  opensQueryModal,
  QUERY_MODAL_TEXTS,
  type UseEmailVerificationModalResult,
  type UseOAuthErrorModalResult,
  useEmailVerificationModal,
  useOAuthErrorModal,
} from './query-modals';
export {
  REGISTRATION_STEPS,
  REGISTRATION_TEXTS,
  type RegistrationStepName,
  SIGN_IN_PATH,
  type UseRegistrationFormOptions,
  type UseRegistrationFormResult,
  useRegistrationForm,
} from './registration';
export {
  type RequestedWriter,
  type RequestedWriterOptions,
  type RequestedWriterStatus,
  useRequestedWriter,
} from './requested-writer';
export {
  type OrderFormFieldName,
  PLACE_ORDER_TEXTS,
  type PlaceOrderButton,
  type PlaceOrderButtonOptions,
  type PlaceOrderDestination,
  placeOrderDestination,
  type ScrollToFormOptions,
  type ScrollToOrderFormOptions,
  type ScrollToOrderFormResult,
  type ScrollToTopVisibility,
  scrollToOrderForm,
  usePlaceOrderButton,
  useScrollToForm,
  useScrollToTopVisibility,
} from './scroll-to-form';
// The page's session, settings and bot check.
export {
  DASHBOARD_BASE_PATH,
  dashboardUrl,
  getSessionStore,
  type SessionState,
  type SessionStatus,
  type SessionView,
  SIGNED_IN_TEXTS,
  type UseSessionOptions,
  useSession,
} from './session';
export {
  type CommonSettingsState,
  type CommonSettingsStatus,
  type CompanySettingsState,
  type CompanySettingsStatus,
  loadCommonSettings,
  useCommonSettings,
  useCompanySettings,
} from './settings';
export {
  RECAPTCHA_PRIVACY_URL,
  RECAPTCHA_TERMS_URL,
  SHORT_FORM_BUTTON_TEXTS,
  SHORT_FORM_TEXTS,
  type ShortFormButtonTexts,
  type ShortFormStep,
  type ShortFormSubmitted,
  type ShortFormTexts,
  type ShortFormUrls,
  type ShortOrderFormOptions,
  type ShortOrderFormValues,
  type UseShortOrderFormResult,
  useShortOrderForm,
} from './short-order-form';
export {
  oauthSuccessPath,
  SOCIAL_SIGN_IN_STEPS,
  SOCIAL_SIGN_IN_TEXTS,
  type SocialProviderView,
  type SocialSettingsStatus,
  type SocialSignInStepName,
  type UseSocialSignInOptions,
  type UseSocialSignInResult,
  useSocialSignIn,
} from './social-sign-in';
// A form's submission, without React, and its thin hook.
export {
  createSubmission,
  STOP,
  type Step,
  type StepOutcome,
  type StepRecord,
  type Submission,
  type SubmissionFlow,
  type SubmissionState,
  type SubmissionStatus,
  type SubmitResult,
  useSubmission,
} from './submission';
