import type { OrderFile } from '@bb/validation';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { OrderParty } from './order-lifecycle';

/**
 * The files on orders that `viewer` may see, oldest first: all of them for the expert and the
 * operator; for the customer their own and the expert's once a delivery handed them over (work
 * in progress stays the expert's until then).
 */
export function visibleOrderFiles(db: Kysely<Database>, viewer: OrderParty) {
  // Qualified: callers join the orders table, whose columns share these names.
  const query = db
    .selectFrom('order_files')
    .select([
      'order_files.id',
      'order_files.order_id',
      'order_files.name',
      'order_files.size',
      'order_files.content_type',
      'order_files.party',
      'order_files.result_at',
      'order_files.created_at',
    ])
    .where('order_files.order_id', 'is not', null)
    .orderBy('order_files.created_at', 'asc')
    .orderBy('order_files.id', 'asc');
  return viewer === 'customer'
    ? query.where((eb) =>
        eb.or([
          eb('order_files.party', '=', 'customer'),
          eb('order_files.result_at', 'is not', null),
        ]),
      )
    : query;
}

export function orderFileView(file: {
  id: string;
  name: string;
  size: number;
  content_type: string;
  party: 'customer' | 'expert';
  result_at: number | null;
  created_at: number;
}): OrderFile {
  const { id, name, size, content_type, party, result_at, created_at } = file;
  return { id, name, size, content_type, party, is_result: result_at !== null, created_at };
}

/**
 * A delivery hands over the expert's files not handed over yet: those uploaded since they
 * accepted the order or since the last revision request (each delivery takes all of them), and
 * there must be at least one (409 `order_result_required`). `db` is the delivery's transaction.
 */
export async function handOverResult(
  db: Kysely<Database>,
  orderId: number,
  at: number,
): Promise<void> {
  const handedOver = await db
    .updateTable('order_files')
    .set({ result_at: at })
    .where('order_id', '=', orderId)
    .where('party', '=', 'expert')
    .where('result_at', 'is', null)
    .executeTakeFirst();
  if (Number(handedOver.numUpdatedRows) === 0)
    throw new ApiError('order_result_required', 409, 'files');
}
