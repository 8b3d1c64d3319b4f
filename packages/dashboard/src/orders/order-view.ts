import type { Order } from '@bb/api-client';
import { orderPriceLines, type PriceLine } from '../discounts/price-line';
import { formatDeadline, formatPrice } from '../kit/format';
import { type OrderRow, orderRow } from './order-list-view';

/** An order's page: its row's words and the details of the brief. */
export interface OrderView extends OrderRow {
  description: string;
  discipline: string;
  paperType: string;
  /** '3 pages, 825 words'. */
  size: string;
  created: string;
  finished: string | null;
  /** The expert's view only: what they earn for the order, '$29.75'; null for the others. */
  earning: string | null;
  /** The price as lines: with a discount, the list price and the discount before it. */
  priceLines: PriceLine[];
}

export function orderView(order: Order): OrderView {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return {
    ...orderRow(order),
    description: order.description,
    discipline: order.discipline_txt ?? order.discipline.title,
    paperType: order.paper_type.title,
    size: `${plural(order.pages_qty, 'page')}, ${plural(order.words_qty, 'word')}`,
    created: formatDeadline(order.create_datetime),
    finished: order.finished_datetime === null ? null : formatDeadline(order.finished_datetime),
    earning:
      order.expert_earning_cents === undefined ? null : formatPrice(order.expert_earning_cents),
    priceLines: orderPriceLines(order),
  };
}
