import type { PreOrderCreateBody } from '@bb/api-client';
import type { OrderDraft } from '@bb/form-hooks';
import { isFutureInstant, type PaperSizeType, parseDisciplineId } from '@bb/validation';

const HOUR = 60 * 60 * 1000;

/** A file uploaded with the draft (POST /widgets/orphanage-file), as the draft keeps it. */
export interface UploadedFile {
  id: string;
  name: string;
  size: number;
}

/** The order draft of spec §3 as the full order page holds it. */
export interface NewOrderValues {
  paper_type: number | null;
  title: string;
  discipline_sub: number | null;
  discipline_txt: string;
  description: string;
  'paper-size-type': PaperSizeType;
  /** null while the field is empty. */
  pages_qty: number | null;
  words_qty: number | null;
  /** Millisecond timestamp; null while the field is empty. */
  deadline_datetime: number | null;
  writer_req_slug: string;
  /** When the draft was begun: the server makes one order per draft (a second submit is the same order). */
  create_datetime: number;
}

/**
 * The default deadline, spec §9's 'next day' helper: midnight (local) plus the current hour plus
 * 24 hours, so an order begun at 15:40 is due at 15:00 tomorrow.
 */
export function nextDayDeadline(now: number): number {
  const midnight = new Date(now);
  const hour = midnight.getHours();
  midnight.setHours(0, 0, 0, 0);
  return midnight.getTime() + (hour + 24) * HOUR;
}

/**
 * The page's values from a restored draft (spec §3, §4), each kept only when of the right kind;
 * the rest from the defaults. A deadline not in the future gives the 'next day' default (the draft
 * store already replaced a past one with the current time).
 */
export function newOrderValuesOf(draft: OrderDraft | null, now: number): NewOrderValues {
  const stored = draft ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const count = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
  const discipline_sub = parseDisciplineId(stored.discipline_sub);
  const words = stored['paper-size-type'] === 'words';
  return {
    paper_type: count(stored.paper_type),
    title: text(stored.title),
    discipline_sub,
    discipline_txt: discipline_sub === null ? '' : text(stored.discipline_txt),
    description: text(stored.description),
    'paper-size-type': words ? 'words' : 'pages',
    pages_qty: count(stored.pages_qty) ?? (words ? null : 1),
    words_qty: count(stored.words_qty),
    deadline_datetime: isFutureInstant(stored.deadline_datetime, now)
      ? (stored.deadline_datetime as number)
      : nextDayDeadline(now),
    writer_req_slug: text(stored.writer_req_slug),
    create_datetime: count(stored.create_datetime) ?? now,
  };
}

/** The uploaded files a draft lists (spec §3 `files`), each with its id, name and size. */
export function uploadedFilesOf(draft: OrderDraft | null): UploadedFile[] {
  const files = Array.isArray(draft?.files) ? draft.files : [];
  return files.filter(
    (file): file is UploadedFile =>
      typeof file === 'object' &&
      file !== null &&
      typeof (file as UploadedFile).id === 'string' &&
      typeof (file as UploadedFile).name === 'string' &&
      typeof (file as UploadedFile).size === 'number',
  );
}

/**
 * POST /customers/pre-orders' form: the draft's fields, the size the order is counted in (the
 * other sent as 0), the uploaded files' ids, and the data box the draft came from (used up).
 */
export function preOrderForm(
  values: NewOrderValues,
  files: readonly UploadedFile[],
  dataBoxKey: string | null,
): PreOrderCreateBody {
  const words = values['paper-size-type'] === 'words';
  return {
    paper_type: values.paper_type,
    title: values.title.trim(),
    discipline_sub: values.discipline_sub,
    discipline_txt: values.discipline_txt,
    description: values.description,
    pages_qty: words ? 0 : values.pages_qty,
    words_qty: words ? values.words_qty : 0,
    deadline_datetime: values.deadline_datetime,
    writer_req_slug: values.writer_req_slug || null,
    files: files.map((file) => file.id).join(','),
    data_box_key: dataBoxKey,
    create_datetime: values.create_datetime,
  };
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
});

/** A date in spec §9's default format, 'MMM dd, yyyy' (DEFAULT_DATE_FORMAT): 'Nov 26, 2026', local time. */
export function formatOrderDate(instant: number): string {
  return DATE_FORMAT.format(instant);
}

/** A deadline as a datetime-local input's value ('2026-11-26T15:00', local time). */
export function toDateTimeInputValue(instant: number | null): string {
  if (instant === null) return '';
  const date = new Date(instant);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** A datetime-local input's value as a millisecond timestamp (local time); null when empty or invalid. */
export function fromDateTimeInputValue(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const instant = new Date(value).getTime();
  return Number.isFinite(instant) ? instant : null;
}

/** A price in cents as US dollars ('$36.00'). */
export function formatPrice(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
