/**
 * Something the signed-in customer has left to do, as GET /widgets/reminders answers it: confirm
 * the e-mail, set a password, pay a pre-order, tell us how an order went, review a delivery
 * before its review period ends. `type` names which; the dashboard shows `message` as a link to
 * `url_path` (a path on our origin).
 */
export interface Reminder {
  type: string;
  message: string;
  url_path: string;
  /** The order it is about, when it is about one. */
  order_id?: number;
  /** When what it reminds of happens (millisecond timestamp), for a reminder that has one. */
  due_datetime?: number;
}
