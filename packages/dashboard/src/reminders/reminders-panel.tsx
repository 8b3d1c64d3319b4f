import type { OrderClient } from '@bb/api-client';
import { LoadRetry } from '@bb/ui';
import { clsx } from 'clsx';
import { useId } from 'react';
import { REMINDER_TEXTS } from './reminder-texts';
import { useReminders } from './use-reminders';

export interface RemindersPanelProps {
  /** `createOrderClient()` from `@bb/api-client`. */
  client: Pick<OrderClient, 'reminders'>;
  className?: string;
}

/**
 * What the customer has left to do (pay a pre-order, review a delivery before its review period
 * ends, tell us how an order went, confirm the e-mail), each a link to where it is done, above
 * the customer's orders. Nothing shows while it loads or when nothing is left, so the page does
 * not jump for a customer with nothing to do; a failed load offers 'Try again'.
 */
export function RemindersPanel({ client, className }: RemindersPanelProps) {
  const { status, reminders, reload } = useReminders({ client });
  const headingId = useId();
  if (status === 'loading' || (status === 'ready' && reminders.length === 0)) return null;
  return (
    <section className={clsx('bb-reminders', className)} aria-labelledby={headingId}>
      <h2 id={headingId} className="bb-order-section-title">
        {REMINDER_TEXTS.heading}
      </h2>
      {status === 'error' ? (
        <LoadRetry label={REMINDER_TEXTS.reload} onRetry={reload} />
      ) : (
        <ul className="bb-reminders__list" aria-label={REMINDER_TEXTS.caption}>
          {reminders.map((reminder) => (
            <li key={reminder.key} className="bb-reminders__item">
              <a className="bb-order-list__link" href={reminder.href}>
                {reminder.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
