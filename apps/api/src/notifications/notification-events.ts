import { EMAIL_CATEGORIES, type EmailCategory } from '@bb/validation';

/**
 * Whom an event can tell: the order's customer, its expert, or every operator; and a referral
 * partner, told of their payouts only.
 */
export type Recipient = 'customer' | 'expert' | 'operators' | 'partner';

/** The recipient each role reads events as; the other staff roles are told of no order event. */
export const READER_OF_ROLE: Partial<Record<string, Recipient>> = {
  customer: 'customer',
  writer: 'expert',
  operator: 'operators',
  earnings: 'partner',
};

/** The order as the texts name it. */
export type EventOrder = { id: number; title: string };

type Told = {
  /** The notification centre's line (and the e-mail's first paragraph). */
  text: (order: EventOrder, detail: string | undefined) => string;
  /**
   * Present when this recipient is also e-mailed: its subject and the button's words; `receipt`:
   * the e-mail links the receipt of the order's payment too.
   */
  email?: {
    subject: (order: EventOrder) => string;
    action: string;
    note?: string;
    receipt?: true;
  };
};

export type EventEntry = {
  /** The e-mail category: a person may turn it off unless it is transactional. */
  category: EmailCategory;
  /** Who is told, and how. The order's page for that recipient is the link. */
  tells: Partial<Record<Recipient, Told>>;
  /**
   * Told at most once per quiet period per reader (mail/message-notices.ts): a burst of messages
   * makes one notification and one e-mail each, and reading the thread ends the quiet period.
   */
  batched?: true;
};

/** '… (reason)' when the step came with one. */
const withDetail = (text: string, detail: string | undefined) =>
  detail ? `${text} ${detail}` : text;

const ORDER_UPDATE = 'order_updates' as const;

const MESSAGE_NOTE =
  'Messages that follow within 10 minutes are not e-mailed one by one until you read this one.';

/**
 * Every event the notification centre tells, whoever emits it: who hears of it, in what words,
 * and whether by e-mail too (the events that need the reader to act, and money). The link of each
 * notification is the order's page of its reader (`tell-order-event.ts`), of `payout_sent` the
 * expert's Financial Overview or the partner's earnings, of `top_up` its receipt. An event a branch adds gets its row here; emitting it is one call
 * of `tellOrderEvent`.
 */
export const ORDER_EVENTS = {
  pay: {
    category: 'payments',
    tells: {
      customer: {
        text: (o) =>
          `Payment received for order #${o.id}, "${o.title}". We are finding your expert.`,
        email: {
          subject: (o) => `payment received for order #${o.id}`,
          action: 'See your order',
          receipt: true,
        },
      },
      operators: { text: (o) => `Order #${o.id} is paid and waits for an expert.` },
    },
  },
  assign: {
    category: ORDER_UPDATE,
    tells: {
      expert: {
        text: (o) =>
          `Our operator has assigned order #${o.id}, "${o.title}", to you. Please accept or decline it.`,
        email: {
          subject: (o) => `order #${o.id} is yours to accept`,
          action: 'Accept or decline it in your dashboard',
        },
      },
    },
  },
  decline: {
    category: ORDER_UPDATE,
    tells: {
      operators: { text: (o) => `The expert declined order #${o.id}: it is back in the queue.` },
    },
  },
  accept: {
    category: ORDER_UPDATE,
    tells: {
      customer: { text: (o) => `Your expert has accepted order #${o.id} and started work.` },
    },
  },
  deliver: {
    category: ORDER_UPDATE,
    tells: {
      customer: {
        text: (o) =>
          `Your expert has delivered order #${o.id}, "${o.title}". Please review it, then approve it or ask for a revision.`,
        email: {
          subject: (o) => `your order #${o.id} is delivered`,
          action: 'Review the result',
        },
      },
    },
  },
  request_revision: {
    category: ORDER_UPDATE,
    tells: {
      expert: {
        text: (o, detail) =>
          withDetail(`The customer asked for a revision of order #${o.id}.`, detail),
        email: {
          subject: (o) => `a revision is asked on order #${o.id}`,
          action: 'See the request',
        },
      },
    },
  },
  approve: {
    category: ORDER_UPDATE,
    tells: {
      expert: {
        text: (o) =>
          `The customer approved order #${o.id}: your earning is available for the next payout.`,
      },
    },
  },
  auto_approve: {
    category: ORDER_UPDATE,
    tells: {
      customer: {
        text: (o) => `The review period of order #${o.id} ended: the order is approved.`,
      },
      expert: {
        text: (o) =>
          `The review period of order #${o.id} ended: it is approved and your earning is available.`,
      },
    },
  },
  cancel: {
    category: ORDER_UPDATE,
    tells: {
      customer: { text: (o) => `Order #${o.id}, "${o.title}", is cancelled.` },
      expert: { text: (o) => `Order #${o.id} is cancelled: no further work is needed.` },
    },
  },
  request_cancellation: {
    category: ORDER_UPDATE,
    tells: {
      expert: { text: (o) => `The customer asked to cancel order #${o.id}. Our operator decides.` },
      operators: {
        text: (o, detail) =>
          withDetail(`The customer asked to cancel order #${o.id}: please settle it.`, detail),
      },
    },
  },
  settle_cancellation: {
    category: ORDER_UPDATE,
    tells: {
      customer: {
        text: (o, detail) =>
          withDetail(`Our operator settled the cancellation of order #${o.id}.`, detail),
      },
      expert: {
        text: (o, detail) =>
          withDetail(`Order #${o.id} is cancelled after the customer's request.`, detail),
      },
    },
  },
  open_dispute: {
    category: ORDER_UPDATE,
    tells: {
      expert: {
        text: (o, detail) =>
          withDetail(`The customer opened a dispute on order #${o.id}; the order is held.`, detail),
        email: {
          subject: (o) => `a dispute is opened on order #${o.id}`,
          action: 'See the dispute',
        },
      },
      operators: {
        text: (o, detail) =>
          withDetail(`A dispute is opened on order #${o.id}: please resolve it.`, detail),
        email: {
          subject: (o) => `a dispute to resolve on order #${o.id}`,
          action: 'See the dispute',
        },
      },
    },
  },
  resolve_dispute: {
    category: ORDER_UPDATE,
    tells: {
      customer: {
        text: (o, detail) => withDetail(`The dispute on order #${o.id} is resolved.`, detail),
        email: {
          subject: (o) => `the dispute on order #${o.id} is resolved`,
          action: 'See the outcome',
        },
      },
      expert: {
        text: (o, detail) => withDetail(`The dispute on order #${o.id} is resolved.`, detail),
        email: {
          subject: (o) => `the dispute on order #${o.id} is resolved`,
          action: 'See the outcome',
        },
      },
    },
  },
  late: {
    category: ORDER_UPDATE,
    tells: {
      customer: {
        text: (o) =>
          `Order #${o.id} is past its deadline. You may extend the deadline or cancel the order.`,
        email: { subject: (o) => `order #${o.id} is late`, action: 'Choose what happens next' },
      },
      expert: {
        text: (o) => `Order #${o.id} is past its deadline. Please deliver or ask for an extension.`,
        email: { subject: (o) => `order #${o.id} is late`, action: 'Open the order' },
      },
      operators: { text: (o) => `Order #${o.id} is past its deadline.` },
    },
  },
  extend_deadline: {
    category: ORDER_UPDATE,
    tells: {
      expert: {
        text: (o, detail) =>
          withDetail(`The customer extended the deadline of order #${o.id}.`, detail),
      },
    },
  },
  request_extension: {
    category: ORDER_UPDATE,
    tells: {
      customer: {
        text: (o, detail) =>
          withDetail(
            `Your expert asks for more time on order #${o.id}. Please accept or decline.`,
            detail,
          ),
        email: {
          subject: (o) => `your expert asks for more time on order #${o.id}`,
          action: 'Answer the request',
        },
      },
    },
  },
  accept_extension: {
    category: ORDER_UPDATE,
    tells: {
      expert: { text: (o) => `The customer accepted your new deadline for order #${o.id}.` },
    },
  },
  decline_extension: {
    category: ORDER_UPDATE,
    tells: {
      expert: {
        text: (o) => `The customer declined more time for order #${o.id}: the deadline stays.`,
      },
    },
  },
  review_period_ending: {
    category: 'reminders',
    tells: {
      customer: {
        text: (o, detail) =>
          withDetail(
            `The review period of order #${o.id} ends soon: approve it or ask for a revision before it is approved automatically.`,
            detail,
          ),
        email: {
          subject: (o) => `the review period of order #${o.id} ends soon`,
          action: 'Review the result',
        },
      },
    },
  },
  refund: {
    category: 'payments',
    tells: {
      customer: {
        text: (o, detail) => withDetail(`A refund for order #${o.id} is on its way.`, detail),
        email: { subject: (o) => `a refund for order #${o.id}`, action: 'See your order' },
      },
    },
  },
  review_posted: {
    category: 'reviews',
    tells: {
      expert: {
        text: (o, detail) => withDetail(`The customer rated your work on order #${o.id}.`, detail),
      },
    },
  },
  top_up: {
    category: 'payments',
    tells: {
      customer: {
        text: (_o, detail) => withDetail('Your top-up has arrived on your balance.', detail),
        email: { subject: () => 'your top-up has arrived', action: 'See your receipt' },
      },
    },
  },
  payout_sent: {
    category: 'payments',
    tells: {
      expert: {
        text: (_o, detail) => withDetail('Your payout is sent to your PayPal account.', detail),
        email: { subject: () => 'your payout is sent', action: 'See your Financial Overview' },
      },
      partner: {
        text: (_o, detail) => withDetail('Your payout is sent to your PayPal account.', detail),
        email: { subject: () => 'your payout is sent', action: 'See your earnings' },
      },
    },
  },
  message: {
    category: 'messages',
    batched: true,
    tells: {
      customer: {
        text: (o, detail) =>
          `Your ${detail ?? 'expert'} has written to you about order #${o.id}, "${o.title}".`,
        email: {
          subject: (o) => `a new message on order #${o.id}`,
          action: 'Read and answer it in your dashboard',
          note: MESSAGE_NOTE,
        },
      },
      expert: {
        text: (o, detail) =>
          `Your ${detail ?? 'customer'} has written to you about order #${o.id}, "${o.title}".`,
        email: {
          subject: (o) => `a new message on order #${o.id}`,
          action: 'Read and answer it in your dashboard',
          note: MESSAGE_NOTE,
        },
      },
    },
  },
} as const satisfies Record<string, EventEntry>;

export type OrderEvent = keyof typeof ORDER_EVENTS;

export function eventEntry(event: OrderEvent): EventEntry {
  return ORDER_EVENTS[event];
}

export function isOrderEvent(kind: string): kind is OrderEvent {
  return Object.hasOwn(ORDER_EVENTS, kind);
}

/**
 * The e-mail categories a role receives: account e-mails (a password restore, an invitation) reach
 * every role; the others, those of the events that e-mail the role's reader.
 */
export function emailCategoriesOf(role: string): EmailCategory[] {
  const reader = READER_OF_ROLE[role];
  const mailed = new Set<EmailCategory>(['account']);
  if (reader)
    for (const entry of Object.values(ORDER_EVENTS) as EventEntry[])
      if (entry.tells[reader]?.email) mailed.add(entry.category);
  return EMAIL_CATEGORIES.filter((category) => mailed.has(category));
}
