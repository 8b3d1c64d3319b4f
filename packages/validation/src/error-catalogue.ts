import { DASHBOARD_ERROR_CATALOGUE, type DashboardMessageSlug } from './dashboard-error-catalogue';
import { FORMS_ERROR_CATALOGUE, type FormsMessageSlug } from './forms-error-catalogue';

/** Where a message shows: beside a field, or above the form ('form'). */
export type ErrorField =
  | 'login'
  | 'password'
  | 'code'
  | 'policy_agree'
  | 'discipline_sub'
  | 'title'
  | 'pages_qty'
  | 'words_qty'
  | 'deadline_datetime'
  | 'description'
  | 'amount'
  | 'paypal_email'
  | 'email'
  | 'subject'
  | 'message'
  | 'order_id'
  | 'pen_name'
  | 'bio'
  | 'discipline_ids'
  | 'avatar'
  | 'discipline'
  | 'file'
  | 'reason'
  | 'refund_cents'
  | 'refund_to'
  | 'og_image'
  | 'intro'
  | 'faq'
  | 'from_path'
  | 'to_path'
  | 'agent_id'
  | 'period_start'
  | 'period_end'
  | 'form';

export type ErrorCatalogueEntry = {
  field: ErrorField;
  message: string;
  /** The consent block opens so the person can tick policy_agree (spec §4, "Consent after error"). */
  opensConsent?: boolean;
};

/** Every message_slug: the public forms' and the dashboard's. */
export type MessageSlug = FormsMessageSlug | DashboardMessageSlug;

/**
 * A table `mapServerErrors` looks slugs up in. It always holds internal_error, the entry of a slug
 * it does not know.
 */
export type ErrorCatalogue = Readonly<
  Partial<Record<MessageSlug, ErrorCatalogueEntry>> & Record<'internal_error', ErrorCatalogueEntry>
>;

/**
 * Every slug's field and user-facing text: the public forms' catalogue and the dashboard's, for
 * the server (which answers every slug with its text) and the dashboard's pages.
 */
export const ERROR_CATALOGUE: Readonly<Record<MessageSlug, ErrorCatalogueEntry>> = {
  ...FORMS_ERROR_CATALOGUE,
  ...DASHBOARD_ERROR_CATALOGUE,
};

// Pure: a page that never reads the list (the short form) does not keep the call.
export const MESSAGE_SLUGS = /* @__PURE__ */ Object.keys(ERROR_CATALOGUE) as MessageSlug[];

export function isMessageSlug(value: unknown): value is MessageSlug {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}
