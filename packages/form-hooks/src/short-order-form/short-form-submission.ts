import type { AnalyticsSink } from '@bb/analytics';
import {
  type ApiClient,
  ApiError,
  INTERNAL_ERROR_SLUG,
  isAbortError,
  type PageType,
  type PreCheckResult,
} from '@bb/api-client';
import type { ServerErrorMapping } from '@bb/validation';
import { type OrderDraft, toStoredDraft } from '../order-draft';

/** What the visitor submits, read once when the submit starts. */
export interface ShortFormSubmission {
  /** Trimmed; the customer's e-mail when a customer is logged in. */
  login: string;
  discipline_sub: number;
  discipline_txt: string;
  /** The discipline's title, or the typed text for the custom discipline (for analytics). */
  disciplineTitle: string;
  writer_req_slug: string;
  policy_agree: boolean;
  marketing_agree: boolean;
  pageType?: PageType;
  /** The order draft saved in the data box. */
  draft: OrderDraft;
}

/** The order as this form holds it when the submit starts. */
export interface ShortFormOrder {
  /** Trimmed; the customer's e-mail when a customer is logged in. */
  login: string;
  discipline_sub: number | null;
  discipline_txt: string;
  writer_req_slug: string;
  policy_agree: boolean;
  marketing_agree: boolean;
}

/**
 * What the submit sends: the order, its discipline's title, and the data box's draft (the whole
 * stored order with this form's fields on top).
 */
export function shortFormSubmissionOf(
  order: ShortFormOrder,
  details: { disciplineTitle: string; pageType?: PageType; storedDraft: OrderDraft | null },
): ShortFormSubmission {
  return {
    ...order,
    discipline_sub: order.discipline_sub ?? 0,
    disciplineTitle: details.disciplineTitle,
    pageType: details.pageType,
    draft: toStoredDraft({ ...details.storedDraft, ...order }),
  };
}

/** What the pipelines do to the world, given by the hook (and by tests). */
export interface ShortFormEffects {
  api: ApiClient;
  /** Cancels the pipeline's requests when the form goes away. */
  signal?: AbortSignal;
  analytics: AnalyticsSink;
  setLoading(loading: boolean): void;
  /** The pre-check (GET /users/pre-check, login and user_role=customer); updates the consent block. */
  checkUser(login: string): Promise<PreCheckResult>;
  openLoginModal(login: string): void;
  /** Where to go once the data box is saved. */
  orderUrl(dataBoxKey: string): string;
  navigate(url: string): void;
  /** Clears the stored draft and the stored writer. */
  clearStorage(): void;
  showErrors(mapping: ServerErrorMapping): void;
}

/** The slug an error stands for: the server's, else the generic one (a failed fetch). */
export function slugOf(error: unknown): string {
  return error instanceof ApiError ? error.messageSlug : INTERNAL_ERROR_SLUG;
}

/**
 * Runs one call of a step. A failure is recorded as the step's error slug and the pipeline goes
 * on: the steps that need what the call would have given are skipped, and "map errors" shows it.
 * Only a cancellation ends the pipeline.
 */
export async function recordFailure(errors: string[], call: () => Promise<void>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (isAbortError(error)) throw error;
    errors.push(slugOf(error));
  }
}
