import type { Order, OrderClient, OrderExpert, OrderWriter } from '@bb/api-client';
import type { Step } from '@bb/form-hooks';
import { ORDER_TEXTS } from './order-texts';

/** An expert the operator may pick for an order. */
export interface ExpertChoice {
  slug: string;
  /** 'Ada Lovelace (requested by the customer), 2 in progress'. */
  label: string;
  /** The writer the customer asked for. */
  requested: boolean;
  /** Not accepting orders or blocked (the API refuses them): shown, not choosable. */
  unavailable?: true;
}

/**
 * The experts for one order: the writer the customer requested first and marked (named from the
 * order when the pages loaded so far do not hold them), then the others as the API lists them
 * (as they joined), each with how many orders they have in progress.
 */
export function expertChoices(
  experts: readonly OrderExpert[],
  requested: OrderWriter | null,
): ExpertChoice[] {
  const mark = ` (${ORDER_TEXTS.requestedWriterMark})`;
  const choice = (expert: OrderExpert): ExpertChoice => {
    const isRequested = expert.slug === requested?.slug;
    const unavailable = expert.is_assignable === false;
    return {
      slug: expert.slug,
      label: `${expert.pen_name}${isRequested ? mark : ''}, ${expert.orders_progress_qty} in progress${unavailable ? `, ${ORDER_TEXTS.notAssignableMark}` : ''}`,
      requested: isRequested,
      ...(unavailable && { unavailable }),
    };
  };
  const choices = experts.map(choice);
  const listed = choices.find((candidate) => candidate.requested);
  const named = requested && { slug: requested.slug, label: `${requested.pen_name}${mark}` };
  const first = listed ?? (named ? { ...named, requested: true } : undefined);
  return [...(first ? [first] : []), ...choices.filter((candidate) => !candidate.requested)];
}

export const ORDER_ASSIGN_STEPS = ['assignOrder'] as const;
export type OrderAssignStepName = (typeof ORDER_ASSIGN_STEPS)[number];

/** One assignment: the order, the expert's slug, and the order as the server answers it. */
export interface OrderAssignRun {
  client: OrderClient;
  orderId: number;
  writerSlug: string;
  order?: Order;
}

export const orderAssignSteps: readonly Step<OrderAssignRun, OrderAssignStepName>[] = [
  {
    name: 'assignOrder',
    run: async (run, signal) => {
      run.order = (await run.client.assignOrder(run.orderId, run.writerSlug, { signal })).order;
    },
  },
];
