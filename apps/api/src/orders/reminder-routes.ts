import type { Reminder } from '@bb/validation';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { currentSession, userRole } from '../auth/session-store';
import { okEnvelope } from '../http/envelope';
import type { RouteDeclaration } from '../http/route-shapes';
import { remindableOrders } from './order-lists';
import { reviewPeriodReminders } from './review-period-reminders';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  none: { config: { openapi: {} } },
} satisfies Record<string, RouteDeclaration>;

/**
 * GET /widgets/reminders: what the signed-in customer has left to do, worked out from the account
 * and its latest orders (confirm the e-mail, set a password, review a delivery before its review
 * period ends, pay a pre-order, tell us how an order went; only the REMINDABLE_ORDERS_MAX latest orders that may need one are looked at).
 * Signed out, or in another role, the list is empty.
 */
export function reminderRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/widgets/reminders', shapes.none, async (request) => {
      const session = await currentSession(ctx, request);
      if (!session || userRole(session.user) !== 'customer') return okEnvelope({ reminders: [] });
      const { user } = session;
      const reminders: Reminder[] = [];
      if (user.email_verified_at === null) {
        reminders.push({
          type: 'verify_email',
          message: 'Please confirm your email address with the link we sent you.',
          url_path: '/dashboard/customer/profile/',
        });
      }
      if (user.password_hash === null) {
        reminders.push({
          type: 'set_password',
          message: 'Set a password so you can log in with your email at any time.',
          url_path: '/auth_password_reset.html',
        });
      }
      reminders.push(...(await reviewPeriodReminders(ctx, user.id)));
      const orders = await remindableOrders(ctx.db, user.id);
      for (const order of orders) {
        const title = order.title || `#${order.id}`;
        if (order.status === 'pre_order') {
          reminders.push({
            type: 'pre_order_unpaid',
            order_id: order.id,
            message: `Your order "${title}" is waiting for payment.`,
            url_path: `/dashboard/customer/orders/${order.id}`,
          });
        } else if (order.experience_order_id === null) {
          reminders.push({
            type: 'order_post_experience',
            order_id: order.id,
            message: `How did your order "${title}" go? Tell us about your experience.`,
            url_path: `/dashboard/customer/orders/${order.id}`,
          });
        }
      }
      return okEnvelope({ reminders });
    });
  };
}
