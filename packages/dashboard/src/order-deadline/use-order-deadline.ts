import { ApiError, type Order, type OrderClient, type OrderParty } from '@bb/api-client';
import { DEFAULT_ERROR_MESSAGE, ERROR_CATALOGUE, isMessageSlug } from '@bb/validation';
import { useState } from 'react';
import { formatDeadline } from '../kit/format';
import { type Announcement, useAnnouncement } from '../kit/use-announcement';
import { ORDER_DEADLINE_TEXTS } from './order-deadline-texts';
import { localDateTime, type OrderDeadlineView, orderDeadlineView } from './order-deadline-view';

export interface UseOrderDeadlineOptions {
  client: OrderClient;
  party: OrderParty;
  order: Order;
  /** The order as the server answers a step. */
  onChanged?(order: Order): void;
}

type Busy = 'extend' | 'ask' | 'accept' | 'decline' | null;

/** The fields a deadline form may fault: the date, and the expert's reason. */
export type DeadlineFieldErrors = Partial<Record<'deadline_datetime' | 'reason', string>>;

export interface UseOrderDeadlineResult {
  view: OrderDeadlineView;
  /** The `datetime-local` value of the customer's or the expert's form. */
  deadline: string;
  setDeadline(value: string): void;
  reason: string;
  setReason(value: string): void;
  fieldErrors: DeadlineFieldErrors;
  busy: Busy;
  /** The customer's new deadline; false when the form has a field to fix (focus it). */
  extend(): Promise<boolean>;
  /** The expert's request for more time; false when the form has a field to fix. */
  ask(): Promise<boolean>;
  answer(decision: 'accept' | 'decline'): Promise<void>;
  announcement: Announcement | null;
}

/**
 * The deadline part of an order's page: the customer extends the deadline and answers the
 * expert's request for more time, the expert asks for it. Each step's answer replaces the order;
 * a refusal shows beside its field, or is announced.
 */
export function useOrderDeadline({
  client,
  party,
  order,
  onChanged,
}: UseOrderDeadlineOptions): UseOrderDeadlineResult {
  const [deadline, setDeadline] = useState('');
  const [reason, setReason] = useState('');
  const [fieldErrors, setFieldErrors] = useState<DeadlineFieldErrors>({});
  const [busy, setBusy] = useState<Busy>(null);
  const { announcement, announce } = useAnnouncement();
  const texts = ORDER_DEADLINE_TEXTS;

  async function take(step: Exclude<Busy, null>, call: () => Promise<{ order: Order }>) {
    setBusy(step);
    setFieldErrors({});
    try {
      const next = (await call()).order;
      const date = formatDeadline(next.deadline_datetime);
      const said = {
        extend: texts.extended(date),
        ask: texts.asked,
        accept: texts.accepted(date),
        decline: texts.declined,
      }[step];
      announce(said, 'success');
      setDeadline('');
      setReason('');
      onChanged?.(next);
    } catch (error) {
      const slug = error instanceof ApiError ? error.messageSlug : '';
      const entry = isMessageSlug(slug) ? ERROR_CATALOGUE[slug] : undefined;
      if (entry && (entry.field === 'deadline_datetime' || entry.field === 'reason'))
        setFieldErrors({ [entry.field]: entry.message });
      else announce(entry?.message ?? DEFAULT_ERROR_MESSAGE, 'error');
    } finally {
      setBusy(null);
    }
  }

  /** The chosen deadline, or null with the field's error said. */
  function chosenDeadline(): number | null {
    const at = localDateTime(deadline);
    if (at === null) setFieldErrors({ deadline_datetime: texts.dateRequired });
    return at;
  }

  return {
    view: orderDeadlineView(order, party),
    deadline,
    setDeadline,
    reason,
    setReason,
    fieldErrors,
    busy,
    async extend() {
      const at = chosenDeadline();
      if (at === null) return false;
      await take('extend', () => client.extendDeadline(order.id, at));
      return true;
    },
    async ask() {
      const at = chosenDeadline();
      if (at === null) return false;
      await take('ask', () => client.requestExtension(order.id, { deadline: at, reason }));
      return true;
    },
    async answer(decision) {
      await take(decision, () =>
        decision === 'accept'
          ? client.acceptExtension(order.id)
          : client.declineExtension(order.id),
      );
    },
    announcement,
  };
}
