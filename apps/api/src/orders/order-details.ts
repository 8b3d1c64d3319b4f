import { CUSTOM_DISCIPLINE_ID, type DiscountKind, type OrderDetails } from '@bb/validation';
import type { AppContext } from '../app-context';
import { ratingFromTenths, writerRef } from '../content/writer-cards';
import type { Order } from '../db/schema';
import { letWaitingRequestsIn } from '../http/let-waiting-requests-in';
import { expertEarningCents } from './expert-earnings';
import { orderDeadlineFields } from './order-deadline-fields';
import { orderFileView, visibleOrderFiles } from './order-files';
import type { OrderParty, OrderState } from './order-lifecycle';
import { orderRefundFields } from './order-refund-details';
import { byKey, groupedByKey } from './rows-by-key';

/**
 * Orders as the dashboards show them to `viewer` (`OrderDetails`, the wire type in
 * @bb/validation), with names resolved (a few queries per list) and the files that party may see.
 */
export async function orderDetails(
  ctx: AppContext,
  orders: Order[],
  viewer: OrderParty,
): Promise<OrderDetails[]> {
  if (orders.length === 0) return [];
  // A list's page is a few milliseconds of synchronous work: others' requests go between its
  // steps (the rows read, their details, the answer serialised) rather than after all of them.
  if (orders.length > 1) await letWaitingRequestsIn();
  const writerIds = [
    ...new Set(
      orders
        .flatMap((order) => [order.writer_id, order.requested_writer_id])
        .filter((id) => id !== null),
    ),
  ];
  const [paperTypes, disciplines, writers, files, earnings] = await Promise.all([
    ctx.db.selectFrom('paper_types').select(['id', 'title']).execute(),
    ctx.db.selectFrom('disciplines').select(['id', 'title']).execute(),
    writerIds.length === 0
      ? Promise.resolve([])
      : ctx.db
          .selectFrom('writers')
          .select(['id', 'slug', 'pen_name', 'avatar_key'])
          .where('id', 'in', writerIds)
          .execute(),
    visibleOrderFiles(ctx.db, viewer)
      .where(
        'order_id',
        'in',
        orders.map((order) => order.id),
      )
      .execute(),
    viewer === 'expert'
      ? ctx.db
          .selectFrom('expert_earnings')
          .select(['order_id', 'amount_cents'])
          .where(
            'order_id',
            'in',
            orders.map((order) => order.id),
          )
          .execute()
      : Promise.resolve([]),
  ]);
  const deadlineFields = await orderDeadlineFields(ctx, orders);
  const refundFields = await orderRefundFields(ctx, orders, viewer);
  // Each lookup by key once (a page of 100 orders would otherwise scan every list per order).
  const paperTypeOf = byKey(paperTypes, (type) => type.id);
  const disciplineOf = byKey(disciplines, (discipline) => discipline.id);
  const writerOf = byKey(writers, (writer) => writer.id);
  const earningOf = byKey(earnings, (earning) => earning.order_id);
  const filesOf = groupedByKey(files, (file) => file.order_id);
  const ref = (id: number | null) => {
    const writer = id === null ? undefined : writerOf.get(id);
    return writer ? writerRef(ctx.config.publicOrigin, writer) : null;
  };
  const details = orders.map(
    (order): OrderDetails => ({
      id: order.id,
      // The column holds only the lifecycle's states: takeOrderStep writes them.
      status: order.status as OrderState,
      title: order.title,
      description: order.description,
      paper_type: paperTypeOf.get(order.paper_type_id) ?? {
        id: order.paper_type_id,
        title: '',
      },
      discipline:
        order.discipline_id === CUSTOM_DISCIPLINE_ID
          ? { id: CUSTOM_DISCIPLINE_ID, title: order.discipline_txt ?? '' }
          : (disciplineOf.get(order.discipline_id) ?? {
              id: order.discipline_id,
              title: '',
            }),
      discipline_txt: order.discipline_txt,
      pages_qty: order.pages_qty,
      words_qty: order.words_qty,
      price_cents: order.price_cents,
      list_price_cents: order.list_price_cents,
      // The column holds only DiscountKind values: pricingOf writes them.
      discount_kind: order.discount_kind as DiscountKind | null,
      discount_percent: order.discount_percent,
      discount_cents: order.list_price_cents - order.price_cents,
      deadline_datetime: order.deadline_at,
      create_datetime: order.created_at,
      finished_datetime: order.finished_at,
      rating: order.rating_x10 === null ? null : ratingFromTenths(order.rating_x10),
      writer: ref(order.writer_id),
      requested_writer: ref(order.requested_writer_id),
      files: (filesOf.get(order.id) ?? []).map(orderFileView),
      ...(viewer === 'expert' && {
        expert_earning_cents:
          earningOf.get(order.id)?.amount_cents ?? expertEarningCents(order.price_cents),
      }),
      ...deadlineFields(order),
      ...refundFields(order),
    }),
  );
  if (orders.length > 1) await letWaitingRequestsIn();
  return details;
}
