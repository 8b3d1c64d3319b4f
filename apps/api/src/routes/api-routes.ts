import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { avatarRoutes } from './avatar-routes';
import { contentRoutes } from './content-routes';
import { customerRoutes } from './customer-routes';
import { dataBoxRoutes } from './data-box-routes';
import { dictionaryRoutes } from './dictionary-routes';
import { expertEarningRoutes } from './expert-earning-routes';
import { expertOrderRoutes } from './expert-order-routes';
import { navigationRoutes } from './navigation-routes';
import { oauthRoutes } from './oauth-routes';
import { operatorOrderRoutes } from './operator-order-routes';
import { orderExperienceRoutes } from './order-experience-routes';
import { orderFileRoutes } from './order-file-routes';
import { orderMessageRoutes } from './order-message-routes';
import { orderRoutes } from './order-routes';
import { orphanageFileRoutes } from './orphanage-file-routes';
import { passwordChangeRoutes } from './password-change-routes';
import { passwordRestoreRoutes } from './password-restore-routes';
import { paymentWebhookRoutes } from './payment-webhook-routes';
import { preCheckRoutes } from './pre-check-routes';
import { reminderRoutes } from './reminder-routes';
import { reviewRoutes } from './review-routes';
import { sessionRoutes } from './session-routes';
import { settingsRoutes } from './settings-routes';
import { statisticsRoutes } from './statistics-routes';
import { supportTicketRoutes } from './support-ticket-routes';
import { timeRoutes } from './time-routes';
import { topUpRoutes } from './top-up-routes';
import { visitRoutes } from './visit-routes';
import { writerRegistrationRoutes } from './writer-registration-routes';
import { writerRoutes } from './writer-routes';

/** Every route of /api/en/1, each area in its own plugin. */
export function apiRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    for (const routes of [
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
      expertOrderRoutes,
      expertEarningRoutes,
      operatorOrderRoutes,
      orderMessageRoutes,
      orderFileRoutes,
      orderExperienceRoutes,
      orphanageFileRoutes,
      writerRegistrationRoutes,
      reminderRoutes,
      topUpRoutes,
      paymentWebhookRoutes,
      supportTicketRoutes,
    ]) {
      await app.register(routes(ctx));
    }
  };
}
