import type { FastifyPluginAsync } from 'fastify';
import { customerRoutes } from './accounts/customer-routes';
import { oauthRoutes } from './accounts/oauth-routes';
import { passwordChangeRoutes } from './accounts/password-change-routes';
import { passwordRestoreRoutes } from './accounts/password-restore-routes';
import { preCheckRoutes } from './accounts/pre-check-routes';
import { sessionRoutes } from './accounts/session-routes';
import type { AppContext } from './app-context';
import { auditRoutes } from './audit/audit-routes';
import { avatarRoutes } from './content/avatar-routes';
import { contentRoutes } from './content/content-routes';
import { dataBoxRoutes } from './content/data-box-routes';
import { dictionaryRoutes } from './content/dictionary-routes';
import { navigationRoutes } from './content/navigation-routes';
import { reviewRoutes } from './content/review-routes';
import { settingsRoutes } from './content/settings-routes';
import { statisticsRoutes } from './content/statistics-routes';
import { timeRoutes } from './content/time-routes';
import { visitRoutes } from './content/visit-routes';
import { writerRoutes } from './content/writer-routes';
import { discountRoutes } from './discounts/discount-routes';
import { applicationReviewRoutes } from './expert-applications/application-review-routes';
import { writerRegistrationRoutes } from './expert-applications/writer-registration-routes';
import { expertPortfolioRoutes } from './expert-portfolio/expert-portfolio-routes';
import { publicPortfolioRoutes } from './expert-portfolio/public-portfolio-routes';
import { expertProfileRoutes } from './expert-profile/expert-profile-routes';
import { healthRoutes } from './health/health-routes';
import { notificationRoutes } from './notifications/notification-routes';
import { operatorAccountRoutes } from './operator-accounts/operator-account-routes';
import { orderFileRoutes } from './order-files/order-file-routes';
import { orphanageFileRoutes } from './order-files/orphanage-file-routes';
import { cancellationRoutes } from './order-refunds/cancellation-routes';
import { disputeRoutes } from './order-refunds/dispute-routes';
import { balanceRoutes } from './orders/balance-routes';
import { deadlineRoutes } from './orders/deadline-routes';
import { expertOrderRoutes } from './orders/expert-order-routes';
import { operatorOrderRoutes } from './orders/operator-order-routes';
import { orderMessageRoutes } from './orders/order-message-routes';
import { orderRoutes } from './orders/order-routes';
import { reminderRoutes } from './orders/reminder-routes';
import { topUpRoutes } from './payments/top-up-routes';
import { expertEarningRoutes } from './payouts/expert-earning-routes';
import { paymentWebhookRoutes } from './payouts/payment-webhook-routes';
import { receiptRoutes } from './receipts/receipt-routes';
import { partnerRoutes } from './referrals/partner-routes';
import { referralVisitRoutes } from './referrals/referral-visit-routes';
import { orderExperienceRoutes } from './reviews/order-experience-routes';
import { reviewStaffRoutes } from './reviews/review-staff-routes';
import { seoRoutes } from './seo/seo-routes';
import { staffRoutes } from './staff/staff-routes';
import { supportTicketRoutes } from './support/support-ticket-routes';
import { supportAgentRoutes } from './support-agents/support-agent-routes';
import { supportContractRoutes } from './support-agents/support-contract-routes';

/** Every route of /api/en/1, each area in its own plugin. */
export function apiRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    for (const routes of [
      healthRoutes,
      settingsRoutes,
      dictionaryRoutes,
      timeRoutes,
      reviewRoutes,
      writerRoutes,
      avatarRoutes,
      statisticsRoutes,
      contentRoutes,
      visitRoutes,
      preCheckRoutes,
      sessionRoutes,
      customerRoutes,
      dataBoxRoutes,
      passwordRestoreRoutes,
      passwordChangeRoutes,
      oauthRoutes,
      navigationRoutes,
      orderRoutes,
      discountRoutes,
      balanceRoutes,
      expertOrderRoutes,
      expertEarningRoutes,
      operatorOrderRoutes,
      orderMessageRoutes,
      orderFileRoutes,
      orderExperienceRoutes,
      deadlineRoutes,
      reviewStaffRoutes,
      orphanageFileRoutes,
      writerRegistrationRoutes,
      applicationReviewRoutes,
      reminderRoutes,
      topUpRoutes,
      paymentWebhookRoutes,
      receiptRoutes,
      supportTicketRoutes,
      supportAgentRoutes,
      supportContractRoutes,
      staffRoutes,
      auditRoutes,
      expertProfileRoutes,
      expertPortfolioRoutes,
      publicPortfolioRoutes,
      operatorAccountRoutes,
      notificationRoutes,
      // Refunds and disputes (the refund policy).
      cancellationRoutes,
      disputeRoutes,
      // The seo role: the public pages' titles, descriptions, images and redirects.
      seoRoutes,
      // The earnings role: referral partners (their links, customers, commissions).
      referralVisitRoutes,
      partnerRoutes,
    ]) {
      await app.register(routes(ctx));
    }
  };
}
