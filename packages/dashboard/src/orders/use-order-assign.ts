import type { Order, OrderClient, OrderExpert } from '@bb/api-client';
import { useSubmission } from '@bb/form-hooks';
import { DEFAULT_ERROR_MESSAGE, ERROR_CATALOGUE, LIST_PAGE_MAX_LIMIT } from '@bb/validation';
import { useState } from 'react';
import { type Announcement, useAnnouncement } from '../kit/use-announcement';
import { type PagedList, usePagedList } from '../kit/use-paged-list';
import { canAssign } from './order-actions';
import { type ExpertChoice, expertChoices, orderAssignSteps } from './order-assign-view';
import { ORDER_TEXTS } from './order-texts';

/**
 * The experts an operator can give orders to (GET /operators/experts), as they joined, the most a
 * page holds at a time: the choices grow with each page loaded.
 */
export function useOrderExperts({ client }: { client: OrderClient }): PagedList<OrderExpert> {
  return usePagedList('experts', async (cursor, signal) => {
    const page = await client.orderExperts({ cursor, limit: LIST_PAGE_MAX_LIMIT, signal });
    return { items: page.experts, next_cursor: page.next_cursor };
  });
}

export interface UseOrderAssignOptions {
  client: OrderClient;
  order: Order;
  experts: readonly OrderExpert[];
  /** The order as the server answers the assignment. */
  onAssigned?(order: Order): void;
}

export interface UseOrderAssignResult {
  /** Whether the order can be given to an expert now (paid, or assigned and not accepted). */
  open: boolean;
  choices: ExpertChoice[];
  /** The chosen expert's slug: the requested writer until the operator picks another. */
  selected: string;
  select(slug: string): void;
  /** Assigns the chosen expert; false when none is chosen (the select should take focus). */
  assign(): Promise<boolean>;
  assigning: boolean;
  fieldError: string | null;
  announcement: Announcement | null;
}

/** The operator's assign control for one order: pick an expert (the requested one first), assign. */
export function useOrderAssign({
  client,
  order,
  experts,
  onAssigned,
}: UseOrderAssignOptions): UseOrderAssignResult {
  const choices = expertChoices(experts, order.requested_writer);
  const [picked, setPicked] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { submission, state } = useSubmission({
    steps: orderAssignSteps,
    catalogue: ERROR_CATALOGUE,
  });
  const { announcement, announce } = useAnnouncement();
  const selected = picked ?? choices.find((choice) => choice.requested)?.slug ?? '';

  async function assign(): Promise<boolean> {
    if (submission.running) return true;
    const expert = choices.find((choice) => choice.slug === selected);
    if (!expert) {
      setFieldError(ORDER_TEXTS.expertRequired);
      submission.refuse();
      return false;
    }
    const result = await submission.run({ client, orderId: order.id, writerSlug: selected });
    if (result.outcome === 'succeeded' && result.context.order) {
      const name = result.context.order.writer?.pen_name ?? expert.slug;
      announce(`Order #${order.id}: assigned to ${name}`, 'success');
      onAssigned?.(result.context.order);
    } else if (result.outcome === 'failed') {
      announce(result.mapping?.fields.form ?? DEFAULT_ERROR_MESSAGE, 'error');
    }
    return true;
  }

  return {
    open: canAssign(order.status),
    choices,
    selected,
    select: (slug) => {
      setPicked(slug);
      setFieldError(null);
    },
    assign,
    assigning: state.status === 'submitting',
    fieldError,
    announcement,
  };
}
