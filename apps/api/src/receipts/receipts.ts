import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import { normalizeDomain } from '../content/company-domain';
import { companyOfDomain } from '../content/content-queries';
import type { Database } from '../db/schema';

/** The ledger's reasons that are a payment, and so have a receipt. */
export const RECEIPT_REASONS = ['top_up', 'order_payment'] as const;
export type ReceiptKind = (typeof RECEIPT_REASONS)[number];

/**
 * A receipt's number: its ledger entry's id, so it is unique, never changes and needs no counter
 * of its own ('R-000123').
 */
export function receiptNumber(entryId: number): string {
  return `R-${String(entryId).padStart(6, '0')}`;
}

/** Whom a receipt is shown to: its customer, or any operator. */
export type ReceiptReader = { customerUserId: number } | 'operator';

/**
 * The receipt of the ledger entry `entryId` (a top-up or an order's payment), as GET
 * /receipts/{id} answers it (`Receipt` of @bb/api-client); undefined when there is none, or it is
 * another customer's. Everything on it is read from the ledger, the order and the top-up, so it
 * always shows refunds made since.
 *
 * How it was paid: a top-up through the payment provider's checkout (`card`); an order from the
 * balance, of which what a top-up made for that order brought is shown as paid by card.
 * Refunds against it: of an order's payment, the order's refunds to the balance and the part of
 * them sent on to the card; of a top-up made for an order, what of that order's refunds went back
 * to its card.
 */
export async function findReceipt(
  db: Kysely<Database>,
  config: Pick<ApiConfig, 'publicOrigin' | 'site'>,
  entryId: number,
  reader: ReceiptReader,
) {
  let query = db
    .selectFrom('balance_entries')
    .innerJoin('users', 'users.id', 'balance_entries.user_id')
    .select([
      'balance_entries.id',
      'balance_entries.user_id',
      'balance_entries.amount_cents',
      'balance_entries.reason',
      'balance_entries.order_id',
      'balance_entries.top_up_id',
      'balance_entries.created_at',
      'users.name',
      'users.email',
    ])
    .where('balance_entries.id', '=', entryId)
    .where('balance_entries.reason', 'in', RECEIPT_REASONS);
  if (reader !== 'operator')
    query = query.where('balance_entries.user_id', '=', reader.customerUserId);
  const entry = await query.executeTakeFirst();
  if (!entry) return undefined;

  const topUp =
    entry.top_up_id === null
      ? undefined
      : await db
          .selectFrom('top_ups')
          .select(['order_id', 'amount_cents'])
          .where('id', '=', entry.top_up_id)
          .executeTakeFirst();
  const orderId = entry.order_id ?? topUp?.order_id ?? null;
  const order =
    orderId === null
      ? undefined
      : await db
          .selectFrom('orders')
          .select([
            'id',
            'title',
            'list_price_cents',
            'price_cents',
            'discount_kind',
            'discount_percent',
          ])
          .where('id', '=', orderId)
          .executeTakeFirst();
  const kind = entry.reason as ReceiptKind;
  const amountCents = Math.abs(entry.amount_cents);
  const cardCents =
    kind === 'top_up' ? amountCents : Math.min(amountCents, await cardTopUpCents(db, orderId));
  const refunds =
    orderId === null
      ? []
      : await db
          .selectFrom('balance_entries')
          .select(['amount_cents', 'reason', 'created_at'])
          .where('order_id', '=', orderId)
          .where('user_id', '=', entry.user_id)
          .where('reason', 'in', kind === 'top_up' ? ['card_refund'] : ['refund', 'card_refund'])
          .orderBy('created_at')
          .orderBy('id')
          .execute();
  const company = await companyOfDomain(db, normalizeDomain(new URL(config.publicOrigin).host));
  const discounted = kind === 'order_payment' && order?.discount_kind != null;
  return {
    id: entry.id,
    number: receiptNumber(entry.id),
    kind,
    issued_at: entry.created_at,
    amount_cents: amountCents,
    payment_method:
      cardCents === 0 ? 'balance' : cardCents < amountCents ? 'card_and_balance' : 'card',
    card_cents: cardCents,
    order: order ? { id: order.id, title: order.title } : null,
    discount:
      discounted && order
        ? {
            kind: order.discount_kind,
            percent: order.discount_percent,
            list_price_cents: order.list_price_cents,
            amount_cents: order.list_price_cents - order.price_cents,
          }
        : null,
    refunds: refunds.map((refund) => ({
      amount_cents: Math.abs(refund.amount_cents),
      to: refund.reason === 'refund' ? ('balance' as const) : ('card' as const),
      created_at: refund.created_at,
    })),
    // Its id: the operator's page of the customer (`customers/{id}/`) the receipt links back to.
    customer: { id: entry.user_id, name: entry.name, email: entry.email },
    company: company ?? null,
    support_email: config.site.supportEmail,
  };
}

/** What the paid top-ups made for the order brought by card (0 without an order or a top-up). */
async function cardTopUpCents(db: Kysely<Database>, orderId: number | null): Promise<number> {
  if (orderId === null) return 0;
  const row = await db
    .selectFrom('top_ups')
    .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('total'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
