import { formatDeadline } from './format';
import type { Announcement } from './use-announcement';
import type { LoadStatus } from './use-loaded';
import type { PagedList } from './use-paged-list';

/** How a thread names the reader's own messages. */
export const MESSAGE_THREAD_TEXTS = { you: 'You' } as const;

/** A message as its reader sees it: their own are 'You', the others' by who wrote them. */
export interface MessageView {
  id: number;
  author: string;
  own: boolean;
  body: string;
  time: string;
}

/**
 * A conversation with its reply box, as a page draws it: an order's thread (`useOrderThread`)
 * and a support ticket's (`useSupportTicket`) are both this.
 */
export interface MessageThreadState {
  status: LoadStatus;
  /** Oldest first, as the conversation reads. */
  messages: MessageView[];
  /** The earlier messages not loaded yet ("Show earlier messages" above the thread). */
  earlier: Pick<PagedList<{ id: number }>, 'hasMore' | 'moreStatus' | 'errorMessage' | 'loadMore'>;
  draft: string;
  setDraft(value: string): void;
  /** Why the draft was not sent (blank, too long); cleared as the person types. */
  fieldError: string | null;
  sending: boolean;
  /** Read only: the thread is shown, the reply box is not. */
  closed: boolean;
  /** Sends the draft; false when it was refused (the field should take focus). */
  send(): Promise<boolean>;
  announcement: Announcement | null;
  reload(): void;
}

/** A message as `reader` sees it: their own as 'You', the others by their party's name. */
export function messageView<Party extends string>(
  message: { id: number; party: Party; body: string; created_at: number },
  reader: Party,
  partyNames: Readonly<Record<Party, string>>,
): MessageView {
  const own = message.party === reader;
  return {
    id: message.id,
    author: own ? MESSAGE_THREAD_TEXTS.you : partyNames[message.party],
    own,
    body: message.body,
    time: formatDeadline(message.created_at),
  };
}
