import { Button, ErrorWidget, Spinner } from '@bb/ui';
import { clsx } from 'clsx';
import { type FormEvent, useId, useRef } from 'react';
import { OrderAnnouncement } from './announcement';
import { KIT_TEXTS } from './kit-texts';
import type { MessageThreadState } from './message-view';
import { ShowMore } from './show-more';

/** The thread's words: its heading, its empty and read-only notes, the field and the button. */
export interface MessageThreadTexts {
  heading: string;
  loading: string;
  empty: string;
  closed: string;
  field: string;
  send: string;
  reload: string;
  /** Under the field, read with it. */
  fieldHint?: string;
}

export interface MessageThreadProps {
  thread: MessageThreadState;
  texts: MessageThreadTexts;
  className?: string;
}

/**
 * A conversation, oldest first, the reader's own messages marked, the newest page of it loaded
 * and "Show earlier messages" above it while earlier ones are not, and the form to write in it:
 * a refused message says why beside the field, which takes focus; what a send did is announced.
 * The order page's thread and a support ticket's conversation are both this.
 */
export function MessageThread({ thread, texts, className }: MessageThreadProps) {
  const headingId = useId();
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const sent = await thread.send();
    if (!sent) field.current?.focus();
  }

  return (
    <section className={clsx('bb-order-thread', className)} aria-labelledby={headingId}>
      <h2 id={headingId} className="bb-order-section-title">
        {texts.heading}
      </h2>
      {thread.status === 'loading' && <Spinner label={texts.loading} />}
      {thread.status === 'error' && (
        <>
          <ErrorWidget />
          <Button variant="secondary" onClick={thread.reload}>
            {texts.reload}
          </Button>
        </>
      )}
      {thread.status === 'ready' && (
        <ShowMore list={thread.earlier} label={KIT_TEXTS.showEarlier} />
      )}
      {thread.status === 'ready' &&
        (thread.messages.length === 0 ? (
          <p className="bb-order-thread__empty">{texts.empty}</p>
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
      {thread.closed ? (
        <p className="bb-order-thread__closed">{texts.closed}</p>
      ) : (
        <form className="bb-order-thread__form" noValidate onSubmit={onSubmit}>
          <div className={clsx('bb-field', thread.fieldError && 'bb-field--invalid')}>
            <label className="bb-field__label" htmlFor={fieldId}>
              {texts.field}
            </label>
            <textarea
              ref={field}
              id={fieldId}
              className="bb-field__input bb-order-thread__field"
              rows={3}
              value={thread.draft}
              onChange={(event) => thread.setDraft(event.target.value)}
              aria-invalid={thread.fieldError ? true : undefined}
              aria-describedby={
                clsx(thread.fieldError && errorId, texts.fieldHint && hintId) || undefined
              }
            />
            {thread.fieldError && (
              <p id={errorId} className="bb-field__error">
                {thread.fieldError}
              </p>
            )}
            {texts.fieldHint && (
              <p id={hintId} className="bb-field__hint">
                {texts.fieldHint}
              </p>
            )}
          </div>
          <Button type="submit" loading={thread.sending}>
            {texts.send}
          </Button>
          <OrderAnnouncement announcement={thread.announcement} />
        </form>
      )}
    </section>
  );
}
