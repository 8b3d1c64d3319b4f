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
// The customer's balance: its ledger, the top-up and the return from the provider's checkout.
export {
  BALANCE_TEXTS,
  type BalanceTexts,
  CHECKOUT_CANCELLED,
  CHECKOUT_PARAM,
  type LedgerEntryView,
  type OrderPaymentView,
  TOP_UP_PARAM,
  TOP_UP_POLLING,
  TOP_UP_RETURN_TEXTS,
  TOP_UP_SUGGESTED_CENTS,
  type TopUpPolling,
  type TopUpReturnStatus,
  type UseBalanceOptions,
  type UseBalanceResult,
  type UseTopUpFormResult,
  type UseTopUpReturnOptions,
  type UseTopUpReturnResult,
  useBalance,
  useTopUpReturn,
} from './balance';
export {
  captchaSiteKeyOf,
  createRecaptchaV3Provider,
  RECAPTCHA_SCRIPT_URL,
  type RecaptchaV3ProviderOptions,
} from './captcha';
export {
  COOKIE_NOTICE_TEXTS,
  type CookieNoticeOptions,
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
// The expert's Financial Overview: earnings per order, totals, payouts.
export {
  EARNING_STATUS_LABELS,
  type EarningView,
  FINANCIAL_OVERVIEW_TEXTS,
  type FinancialOverviewTexts,
  type FinancialOverviewView,
  formatPayoutDate,
  PAYOUT_STATUS_LABELS,
  type PayoutView,
  type UseFinancialOverviewOptions,
  type UseFinancialOverviewResult,
  useFinancialOverview,
} from './financial-overview';
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
// The customer's full order page.
export {
  type DraftFile,
  type DraftFileStatus,
  type DraftFileView,
  FILE_TOO_LARGE_MESSAGE,
  formatOrderDate,
  NEW_ORDER_TEXTS,
  type NewOrderFormOptions,
  type NewOrderStepName,
  type NewOrderTexts,
  type NewOrderValues,
  nextDayDeadline,
  type UseNewOrderFormResult,
  useNewOrderForm,
} from './new-order';
// The order draft, the requested writer and the discipline field.
export {
  type OrderDraft,
  type OrderDraftStorageKind,
  type OrderDraftStore,
  readOrderDraft,
  toStoredDraft,
} from './order-draft';
// An order's files on its page: list, uploads, the expert's removal, downloads.
export {
  canUploadOrderFiles,
  createOrderFiles,
  formatFileSize,
  ORDER_FILE_UPLOAD_STEPS,
  ORDER_FILES_TEXTS,
  type OrderFileInputProps,
  type OrderFiles,
  type OrderFilesNotice,
  type OrderFilesOptions,
  type OrderFilesState,
  type OrderFilesStatus,
  type OrderFileUpload,
  type OrderFileUploadStatus,
  type OrderFileUploadView,
  type OrderFileView,
  type UseOrderFilesOptions,
  type UseOrderFilesResult,
  useOrderFiles,
} from './order-files';
// The dashboards' order pages: lists, one order per party, its thread, the operator's assign.
export {
  type Announcement,
  canAssign,
  type ExpertChoice,
  expertChoices,
  type FormatDeadlineOptions,
  formatDeadline,
  formatPrice,
  type Loaded,
  type LoadStatus,
  ORDER_ACTION_STEPS,
  ORDER_ACTION_TEXTS,
  ORDER_ASSIGN_STEPS,
  ORDER_MESSAGE_MAX_LENGTH,
  ORDER_MESSAGE_STEPS,
  ORDER_PARTY_ACTIONS,
  ORDER_PARTY_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_TEXTS,
  type OrderActionName,
  type OrderActionView,
  type OrderMessageView,
  type OrderRow,
  type OrderStatusFilter,
  type OrderTexts,
  type OrderView,
  orderActionsFor,
  orderRow,
  type StatusFilterOption,
  type UseOrderAssignOptions,
  type UseOrderAssignResult,
  type UseOrderListOptions,
  type UseOrderListResult,
  type UseOrderOptions,
  type UseOrderResult,
  type UseOrderThreadOptions,
  type UseOrderThreadResult,
  useOrder,
  useOrderAssign,
  useOrderExperts,
  useOrderList,
  useOrderThread,
  validateOrderMessage,
} from './orders';
export {
  PASSWORD_RESTORE_STEPS,
  PASSWORD_RESTORE_TEXTS,
  type PasswordRestoreStage,
  type PasswordRestoreStepName,
  type UsePasswordRestoreOptions,
  type UsePasswordRestoreResult,
  usePasswordRestore,
} from './password-restore';
// The customer's and the expert's profile: the password change and the browsers signed in, and
// the expert's payout method.
export {
  PROFILE_TEXTS,
  type ProfileTexts,
  type SignedInBrowserView,
  type SigningOut,
  type UsePasswordChangeFormResult,
  type UsePayoutMethodFormOptions,
  type UsePayoutMethodFormResult,
  type UseProfileOptions,
  type UseProfileResult,
  type UseSignedInBrowsersResult,
  usePayoutMethodForm,
  useProfile,
} from './profile';
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
  type PlaceOrderButton,
  type PlaceOrderButtonOptions,
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
  type SessionState,
  type SessionStatus,
  type SessionView,
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
