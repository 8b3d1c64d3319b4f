// What apps/site mounts: each area's page, the frame around them, and the words a page's host
// heading takes. The hooks and the kit stay inside their feature folders.

export {
  CustomerSearch,
  type CustomerSearchProps,
  ExpertSearch,
  type ExpertSearchProps,
} from './accounts/account-search';
export {
  CustomerAccountPage,
  type CustomerAccountPageProps,
} from './accounts/customer-account-page';
export { ExpertAccountPage, type ExpertAccountPageProps } from './accounts/expert-account-page';
export { AuditTrail, type AuditTrailProps } from './audit-trail/audit-trail';
export { BalancePage, type BalancePageProps } from './balance/balance-page';
export {
  ExpertApplicationPage,
  type ExpertApplicationPageProps,
} from './expert-applications/expert-application-page';
export {
  WaitingApplications,
  type WaitingApplicationsProps,
} from './expert-applications/waiting-applications';
export { ExpertPortfolio, type ExpertPortfolioProps } from './expert-portfolio/expert-portfolio';
export {
  ExpertProfileForm,
  type ExpertProfileFormProps,
} from './expert-profile/expert-profile-form';
export {
  FinancialOverviewPage,
  type FinancialOverviewPageProps,
} from './financial-overview/financial-overview-page';
export {
  DashboardFrame,
  type DashboardFrameEntry,
  type DashboardFrameProps,
} from './frame/dashboard-frame';
export { NewOrderForm, type NewOrderFormProps } from './new-order/new-order-form';
export { NEW_ORDER_TEXTS } from './new-order/new-order-texts';
export { EmailPreferences, type EmailPreferencesProps } from './notifications/email-preferences';
export {
  NotificationBell,
  type NotificationBellProps,
} from './notifications/notification-bell';
export {
  CustomerRatings,
  type CustomerRatingsProps,
} from './order-review/customer-ratings';
export { OrderReview, type OrderReviewProps } from './order-review/order-review';
export { OperatorQueue, type OperatorQueueProps } from './orders/operator-queue';
export { OrderList, type OrderListProps } from './orders/order-list';
export { OrderPage, type OrderPageProps } from './orders/order-page';
export { ProfilePage, type ProfilePageProps } from './profile/profile-page';
export { ReceiptPage, type ReceiptPageProps } from './receipts/receipt-page';
export {
  PartnerEarningsPage,
  type PartnerEarningsPageProps,
} from './referrals/partner-earnings-page';
export {
  PartnerCustomersPage,
  type PartnerListPageProps,
  PartnerOrdersPage,
} from './referrals/partner-list-pages';
export { RemindersPanel, type RemindersPanelProps } from './reminders/reminders-panel';
export { SeoPersonalArea, type SeoPersonalAreaProps } from './seo/seo-personal-area';
export { StaffPage, type StaffPageProps } from './staff/staff-page';
export { SupportPage, type SupportPageProps } from './support/support-page';
export { SupportTicketPage, type SupportTicketPageProps } from './support/support-ticket-page';
export { WaitingTickets, type WaitingTicketsProps } from './support/waiting-tickets';
export {
  AgentContractsPage,
  type AgentContractsPageProps,
} from './support-agents/agent-contracts-page';
export { AgentWorkspace, type AgentWorkspaceProps } from './support-agents/agent-workspace';
export { ContractPage, type ContractPageProps } from './support-agents/contract-page';
export { StaffTicketPage, type StaffTicketPageProps } from './support-agents/staff-ticket-page';
