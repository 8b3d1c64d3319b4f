// The e-mails the started API writes to its outbox, as the suites read them: the one that
// arrived, and the link in it to a page of ours.
import { type OutboxMessage, readOutbox } from '@bb/api/testing';
import { expect, inject } from 'vitest';

/** How many e-mails the outbox holds now: `mailTo`'s `after`, to find only a newer one. */
export const outboxSize = (): number => readOutbox(inject('outboxDir')).length;

/** The first e-mail to `to` whose subject has `subject` (after the first `after`), once it is in the outbox. */
export async function mailTo(to: string, subject: string, after = 0): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(() => {
      found = readOutbox(inject('outboxDir'))
        .slice(after)
        .find((message) => message.to === to && message.subject.includes(subject));
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxMessage;
}

/** The link of an e-mail to a page of ours, as a path to open on the started site. */
export function linkIn(mail: OutboxMessage, path: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.includes(path));
  if (!link) throw new Error(`No ${path} link in "${mail.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
