import {
  emailPreferenceBody,
  notificationIdParams,
  notificationListQuery,
} from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { requireSession } from '../auth/session-store';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { emailPreferences, setEmailPreference } from './email-preferences';
import { emailCategoriesOf } from './notification-events';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationPage,
  notificationState,
  unreadCount,
} from './notification-queries';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  list: { config: { openapi: { query: notificationListQuery } } },
  one: { config: { openapi: { params: notificationIdParams } } },
  all: { config: { openapi: {} } },
  preferences: { config: { openapi: {} } },
  preference: { config: { openapi: { body: emailPreferenceBody } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * The signed-in person's notification centre: GET /users/notifications pages through their
 * notifications, newest first, with `unread_count`; its first page answers an ETag, and asked
 * again with it in If-None-Match, 304 while nothing changed, which is how an open page polls for
 * new ones (any API process answers it from the database, so polling behind a load balancer
 * misses nothing). POST /users/notifications/{id}/read marks one read (another's is not found),
 * POST /users/notifications/read marks them all. GET and PUT /users/email-preferences read and
 * set which e-mail categories reach them (transactional ones always do).
 */
export function notificationRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/users/notifications', shapes.list, async (request, reply) => {
      const { user } = await requireSession(ctx, request);
      const page = parseInput(notificationListQuery, request.query);
      const state = await notificationState(ctx.db, user.id);
      if (page.cursor === undefined) {
        const etag = `"n${state.newestId}-u${state.unreadCount}-l${page.limit}"`;
        reply.header('etag', etag).header('cache-control', 'private, no-cache');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      }
      const { rows, next_cursor } = await notificationPage(ctx.db, user.id, page);
      return okEnvelope({
        notifications: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          order_id: row.order_id,
          text: row.text,
          link_path: row.link_path,
          created_datetime: Number(row.created_at),
          is_read: row.read_at !== null,
        })),
        next_cursor,
        unread_count: state.unreadCount,
      });
    });

    app.post('/users/notifications/:id/read', shapes.one, async (request) => {
      const { user } = await requireSession(ctx, request);
      const { id } = parseInput(notificationIdParams, request.params);
      if (!(await markNotificationRead(ctx.db, user.id, id, ctx.now())))
        throw new ApiError('not_found', 404, 'id');
      return okEnvelope({ unread_count: await unreadCount(ctx.db, user.id) });
    });

    app.post('/users/notifications/read', shapes.all, async (request) => {
      const { user } = await requireSession(ctx, request);
      await markAllNotificationsRead(ctx.db, user.id, ctx.now());
      return okEnvelope({ unread_count: 0 });
    });

    app.get('/users/email-preferences', shapes.preferences, async (request) => {
      const { user } = await requireSession(ctx, request);
      return okEnvelope({ email_preferences: await emailPreferences(ctx.db, user) });
    });

    app.put('/users/email-preferences', shapes.preference, async (request) => {
      const { user } = await requireSession(ctx, request);
      const { category, enabled } = parseInput(emailPreferenceBody, request.body);
      // A category the person's role never receives is not theirs to set.
      if (!emailCategoriesOf(user.role).includes(category))
        throw new ApiError('invalid_request', 400, 'category');
      await setEmailPreference(ctx.db, user.id, category, enabled, ctx.now());
      return okEnvelope({ email_preferences: await emailPreferences(ctx.db, user) });
    });
  };
}
