import { orderFileParams, orderIdParams } from '@bb/validation/requests';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { rateLimitGuard } from '../auth/rate-limits';
import { randomToken } from '../auth/secret-tokens';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { findOrder, ORDER_ASKERS, type OrderAsker } from '../orders/order-access';
import { orderFileView } from '../orders/order-files';
import type { OrderState } from '../orders/order-lifecycle';
import { sendFileDownload } from './file-download';
import {
  deleteWorkInProgress,
  filesOfOrder,
  insertOrderFile,
  visibleOrderFile,
} from './order-file-queries';
import { receiveUpload, UPLOAD_LIMITS } from './receive-upload';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  list: { config: { openapi: { params: orderIdParams } } },
  download: { config: { openapi: { params: orderFileParams, answer: 'file' } } },
  upload: { config: { openapi: { params: orderIdParams, bodyKind: 'file' } } },
  remove: { config: { openapi: { params: orderFileParams } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * While an order is in these states its party may attach files: the customer until it is
 * finished or cancelled; the expert while working on it (after accepting it, and during a
 * revision), so that what they upload is what the next delivery hands over.
 */
const UPLOAD_STATES: Record<'customer' | 'expert', readonly OrderState[]> = {
  customer: ['pre_order', 'paid', 'assigned', 'in_progress', 'delivered', 'revision', 'disputed'],
  expert: ['in_progress', 'revision'],
};

/**
 * Files on an order, for its parties (each through their own path, as in `ORDER_ASKERS`):
 * GET …/orders/{id}/files lists those the party may see; POST uploads one (the customer and the
 * expert); GET …/files/{file_id} downloads one as an attachment; DELETE
 * /writers/orders/{id}/files/{file_id} takes back an expert's file not yet delivered. Any file
 * the asker may not see answers exactly as a file that does not exist, so ids cannot be probed.
 */
export function orderFileRoutes(ctx: AppContext): FastifyPluginAsync {
  /** One file of the order, if `asker` may see it; otherwise 404, whatever the reason. */
  const findFile = async (asker: OrderAsker, orderId: number, fileId: string) => {
    const file = await visibleOrderFile(ctx.db, asker, orderId, fileId);
    if (!file) throw new ApiError('not_found', 404, 'file_id');
    return file;
  };

  return async (app) => {
    await app.register(multipart, UPLOAD_LIMITS);

    for (const { party, prefix, asker } of ORDER_ASKERS) {
      app.get(`${prefix}/:id/files`, shapes.list, async (request) => {
        const { scope } = await asker(ctx, request);
        const { id } = parseInput(orderIdParams, request.params);
        const order = await findOrder(ctx, id, scope);
        const files = await filesOfOrder(ctx.db, party, order.id);
        return okEnvelope({ files: files.map(orderFileView) });
      });

      app.get(`${prefix}/:id/files/:file_id`, shapes.download, async (request, reply) => {
        const who = await asker(ctx, request);
        const { id, file_id } = parseInput(orderFileParams, request.params);
        const file = await findFile(who, id, file_id);
        return sendFileDownload(ctx.files, reply, file, { log: request.log, field: 'file_id' });
      });

      if (party === 'operator') continue;
      const uploadLimit = rateLimitGuard(app, ctx.config.rateLimitEnabled, 'orderFileUpload');
      const upload = { preHandler: uploadLimit, ...shapes.upload };
      app.post(`${prefix}/:id/files`, upload, async (request) => {
        const { userId, scope } = await asker(ctx, request);
        const { id } = parseInput(orderIdParams, request.params);
        const order = await findOrder(ctx, id, scope);
        if (!UPLOAD_STATES[party].includes(order.status as OrderState))
          throw new ApiError('order_action_refused', 409, 'status');
        const upload = await receiveUpload(request);
        const file = {
          id: randomToken(16),
          order_id: order.id,
          user_id: userId,
          name: upload.name,
          content_type: upload.contentType,
          size: upload.content.length,
          party,
          result_at: null,
          created_at: ctx.now(),
          expires_at: null,
        };
        // Content first: a row never names content that is not there.
        await ctx.files.put(file.id, upload.content, file.content_type);
        await insertOrderFile(ctx.db, file);
        return okEnvelope({ file: orderFileView(file) });
      });

      if (party !== 'expert') continue;
      app.delete(`${prefix}/:id/files/:file_id`, shapes.remove, async (request) => {
        const who = await asker(ctx, request);
        const { id, file_id } = parseInput(orderFileParams, request.params);
        const file = await findFile(who, id, file_id);
        // Once delivered, a result is the customer's: only work in progress can be taken back.
        if (!(await deleteWorkInProgress(ctx.db, file.id)))
          throw new ApiError('order_action_refused', 409, 'status');
        await ctx.files.delete(file.id);
        return okEnvelope({});
      });
    }
  };
}
