export {
  type AccountClient,
  type ChangePasswordForm,
  createAccountClient,
  PASSWORD_CHANGE_PATH,
  PAYOUT_METHOD_PATH,
  type SetPayoutMethodForm,
} from './account-calls';
export {
  type ApiClient,
  type ApiClientOptions,
  type CaptchaTokenRequest,
  createApiClient,
} from './api-client';
export type * from './api-types';
export {
  type AuditAction,
  type AuditClient,
  type AuditEvent,
  type AuditEventPage,
  type AuditSubject,
  auditEventsPath,
  createAuditCalls,
  createAuditClient,
} from './audit-calls';
export { AVATAR_SIZE_PLACEHOLDER, buildAvatarUrl } from './avatar-url';
export type { CaptchaRequestOptions } from './call-context';
export {
  type CaptchaAction,
  type CaptchaContext,
  type CaptchaProvider,
  captchaActionName,
  resolveCaptchaToken,
  SHORT_FORM_CAPTCHA_ROUTE,
} from './captcha';
export {
  BLOG_POSTS_PATH,
  CONTENT_VARIABLE_NAMES,
  type ContentVariableName,
  WRITER_CONTENT_VARIABLE_NAMES,
} from './content-calls';
export type { CreateCustomerForm } from './customer-calls';
export type { CreateDataBoxInput } from './data-box-calls';
export {
  createExpertApplicationClient,
  EXPERT_APPLICATIONS_PATH,
  type ExpertApplication,
  type ExpertApplicationClient,
  type ExpertApplicationForm,
  type ExpertApplicationStatusView,
  type ExpertApplicationSummary,
  type ExpertApplicationsPage,
  type ExpertApplicationsQuery,
  type UploadedSample,
  WRITER_REGISTRATION_PATH,
  WRITER_REGISTRATION_REQUEST_PATH,
  type WriterRegistrationInfo,
} from './expert-application-calls';
export {
  createExpertPortfolioClient,
  EXPERT_PORTFOLIO_PATH,
  type ExpertPortfolioClient,
  type OwnPortfolioItem,
  type OwnPortfolioPage,
  type PortfolioItemForm,
} from './expert-portfolio-calls';
export {
  createExpertProfileClient,
  EXPERT_AVATAR_PATH,
  EXPERT_PROFILE_PATH,
  type ExpertProfileClient,
  type SaveExpertProfileForm,
} from './expert-profile-calls';
export {
  createNotificationCalls,
  createNotificationClient,
  EMAIL_PREFERENCES_PATH,
  type EmailPreference,
  NOTIFICATIONS_PATH,
  type NotificationClient,
  type NotificationItem,
  type NotificationPage,
  type NotificationPoll,
} from './notification-calls';
export {
  type AccountSearchOptions,
  createOperatorAccountClient,
  OPERATOR_CUSTOMERS_PATH,
  OPERATOR_WRITERS_PATH,
  type OperatorAccountClient,
} from './operator-account-calls';
export {
  createOrderClient,
  type OrderClient,
  type OrderFileUploader,
  type OrderListOptions,
  type OrderSearchOptions,
  type PreOrderCreateBody,
} from './order-calls';
export type { PageOptions } from './page-options';
export type { ParamRecord, ParamValue } from './param-encoding';
export {
  createPartnerClient,
  PARTNER_PATH,
  type PartnerClient,
  type PartnerCustomer,
  type PartnerOrder,
  type PartnerOverview,
  type PartnerPayout,
  REFERRAL_VISITS_PATH,
} from './partner-calls';
export {
  PASSWORD_RESTORE_PATH,
  type RequestPasswordRestoreForm,
  type ResetPasswordForm,
} from './password-restore-calls';
export {
  createReceiptCalls,
  createReceiptClient,
  RECEIPTS_PATH,
  type Receipt,
  type ReceiptClient,
  type ReceiptCompany,
} from './receipt-calls';
export {
  buildRedirectToDashboardUrl,
  REDIRECT_TO_DASHBOARD_PATH,
  type RedirectToDashboardParams,
} from './redirect-to-dashboard-url';
export {
  ApiError,
  type ApiMessageSlug,
  INTERNAL_ERROR_SLUG,
  isAbortError,
  isTimeoutError,
  NetworkError,
} from './request-errors';
export {
  type CustomerRating,
  type CustomerRatingPage,
  type CustomerRatingState,
  createReviewCalls,
  createReviewClient,
  ORDER_REVIEW_PATH,
  type OrderReview,
  type OrderReviewForm,
  type OrderReviewState,
  type OrderReviews,
  type ReviewClient,
} from './review-calls';
export {
  createSeoClient,
  type PageSettings,
  SEO_PAGES_PATH,
  SEO_REDIRECTS_PATH,
  type SeoClient,
  type SeoEditableField,
  type SeoPage,
  type SeoPageDetail,
  type SeoPageForm,
  type SeoPageKind,
  type SeoPages,
  type SeoPageVersion,
  type SeoRedirect,
} from './seo-calls';
export {
  type CreateSessionForm,
  type OAuthSourceContext,
  type OAuthUrlQuery,
  oauthUrlPath,
  type PreCheckQuery,
  SESSIONS_PATH,
} from './session-calls';
export {
  createStaffClient,
  type InviteStaffForm,
  OPERATOR_ACCOUNTS_PATH,
  OPERATOR_STAFF_PATH,
  type StaffClient,
} from './staff-calls';
export {
  AGENT_TICKETS_PATH,
  type AgentContract,
  type AgentContracts,
  type AgentTicketSummary,
  type AgentTickets,
  type AgentTicketView,
  OPERATOR_SUPPORT_AGENTS_PATH,
  type SlaClocks,
  type StaffSupportTicket,
  type SupportAgent,
  type SupportAgents,
  type SupportContractFigures,
  type SupportContractForm,
  type SupportContractPeriod,
  type SupportContractRateKind,
  type SupportNote,
  type SupportNotes,
  type SupportStaffReader,
} from './support-agent-calls';
export {
  CUSTOMER_TICKETS_PATH,
  createSupportClient,
  OPERATOR_TICKETS_PATH,
  type OpenTicketForm,
  type SupportClient,
  type SupportReader,
} from './support-calls';
export {
  API_BASE_PATH,
  type HttpMethod,
  REQUEST_TIMEOUT_MS,
  type RequestOptions,
  type TransportOptions,
  type TransportRequest,
} from './transport';
export type { UnshapedCall } from './unshaped-calls';
export { formatClientDatetime, getUtcOffsetMinutes } from './utc-offset';
export { VISITS_PATH, type VisitRecord } from './visit-calls';
export type { TopWritersQuery, WriterTestimonialsQuery } from './writer-calls';
