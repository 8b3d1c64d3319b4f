import { PORTFOLIO_MAX_ITEMS } from '@bb/validation';
import type { AppContext } from '../app-context';
import { transact } from '../db/transactions';
import { ApiError } from '../http/envelope';
import { deleteOrphanFile, findOrphanFile } from '../order-files/order-file-queries';
import { portfolioItemCount } from './portfolio-queries';

export type NewPortfolioItem = {
  title: string;
  discipline: number;
  description: string;
  /** An orphan file (POST /widgets/orphanage-file) the item claims. */
  file: string;
};

/**
 * Adds an item to the expert's portfolio and answers its id. The expert's row is locked on
 * PostgreSQL (SQLite runs one write at a time), so two adds in flight cannot pass
 * PORTFOLIO_MAX_ITEMS together (409 `portfolio_full`). The file leaves the orphans (no sweep
 * deletes it) to the item, once: a pre-order or an application that claimed it first keeps it.
 * Both texts are the description: the list's `summary` and the item's `body`.
 */
export async function addPortfolioItem(
  ctx: AppContext,
  writerId: number,
  item: NewPortfolioItem,
): Promise<number> {
  const now = ctx.now();
  const file = await findOrphanFile(ctx.db, item.file, now);
  if (!file) throw new ApiError('portfolio_file_required', 400, 'file');
  return transact(ctx.db, async (trx) => {
    let writer = trx.selectFrom('writers').select('id').where('id', '=', writerId);
    if (ctx.engine === 'postgres') writer = writer.forUpdate();
    await writer.executeTakeFirstOrThrow();
    if ((await portfolioItemCount(trx, writerId)) >= PORTFOLIO_MAX_ITEMS)
      throw new ApiError('portfolio_full', 409);
    if (!(await deleteOrphanFile(trx, file.id)))
      throw new ApiError('portfolio_file_required', 400, 'file');
    const inserted = await trx
      .insertInto('portfolio_items')
      .values({
        writer_id: writerId,
        title: item.title,
        discipline_id: item.discipline,
        paper_type_id: null,
        pages_qty: null,
        summary: item.description,
        body: item.description,
        created_at: now,
        file_id: file.id,
        file_name: file.name,
        file_content_type: file.content_type,
        file_size: file.size,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  });
}
