import type { OrderClient, OrderParty } from '@bb/api-client';
import { ORDER_TEXTS, useOrderThread } from '@bb/form-hooks';
import { clsx } from 'clsx';
import { type FormEvent, useId, useRef } from 'react';
import { Button } from '../button/button';
import { ErrorWidget } from '../error-widget/error-widget';
import { Spinner } from '../spinner/spinner';
import { OrderAnnouncement } from './order-announcement';

export interface OrderThreadProps {
  client: OrderClient;
  /** Who reads: their own messages show as 'You'. */
  party: OrderParty;
  orderId: number;
  /** A finished or cancelled order: the thread is shown, the form is not. */
  closed?: boolean;
  className?: string;
}

/**
 * An order's message thread between its customer, its expert and the operator: the messages
 * oldest first, and a form to write one (a blank message or one past 4000 characters is refused
 * beside the field, which takes focus).
 */
export function OrderThread({ client, party, orderId, closed, className }: OrderThreadProps) {
  const thread = useOrderThread({ client, party, orderId, closed });
  const headingId = useId();
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const sent = await thread.send();
    if (!sent) field.current?.focus();
  }

  return (
    <section className={clsx('bb-order-thread', className)} aria-labelledby={headingId}>
      <h2 id={headingId} className="bb-order-section-title">
        {ORDER_TEXTS.thread}
      </h2>
      {thread.status === 'loading' && <Spinner label="Loading messages" />}
      {thread.status === 'error' && (
        <>
          <ErrorWidget />
          <Button variant="secondary" onClick={thread.reload}>
            {ORDER_TEXTS.reload}
          </Button>
        </>
      )}
      {thread.status === 'ready' &&
        (thread.messages.length === 0 ? (
          <p className="bb-order-thread__empty">{ORDER_TEXTS.threadEmpty}</p>
        ) : (
          <ol className="bb-order-thread__messages">
            {thread.messages.map((message) => (
              <li
                key={message.id}
                className={clsx(
                  'bb-order-thread__message',
                  message.own && 'bb-order-thread__message--own',
                )}
              >
                <p className="bb-order-thread__meta">
                  <span className="bb-order-thread__author">{message.author}</span>{' '}
                  <span className="bb-order-thread__time">{message.time}</span>
                </p>
                <p className="bb-order-thread__body">{message.body}</p>
              </li>
            ))}
          </ol>
        ))}
      {closed ? (
        <p className="bb-order-thread__closed">{ORDER_TEXTS.threadClosed}</p>
      ) : (
        <form className="bb-order-thread__form" noValidate onSubmit={onSubmit}>
          <div className={clsx('bb-field', thread.fieldError && 'bb-field--invalid')}>
            <label className="bb-field__label" htmlFor={fieldId}>
              {ORDER_TEXTS.messageLabel}
            </label>
            <textarea
              ref={field}
              id={fieldId}
              className="bb-field__input bb-order-thread__field"
              rows={3}
              value={thread.draft}
              onChange={(event) => thread.setDraft(event.target.value)}
              aria-invalid={thread.fieldError ? true : undefined}
              aria-describedby={thread.fieldError ? `${fieldId}-error` : undefined}
            />
            {thread.fieldError && (
              <p id={`${fieldId}-error`} className="bb-field__error">
                {thread.fieldError}
              </p>
            )}
          </div>
          <Button type="submit" loading={thread.sending}>
            {ORDER_TEXTS.send}
          </Button>
          <OrderAnnouncement announcement={thread.announcement} />
        </form>
      )}
    </section>
  );
}
