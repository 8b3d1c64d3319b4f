import type { ServerErrorMapping } from '@bb/validation';
import { type FieldErrorsOptions, useFieldErrors } from '../form-fields/use-field-errors';
import type { SubmissionFlow, SubmitResult } from './submission';
import { useSubmission } from './use-submission';

export interface CheckedSubmissionOptions<Field extends string> extends FieldErrorsOptions<Field> {
  /** Puts the server's errors on the form's own fields, when the catalogue's are not its own. */
  placeServerErrors?(mapping: ServerErrorMapping): ServerErrorMapping;
}

/**
 * A form's submission behind the form's own rule, as the dashboard's forms send: on submit the
 * rule's errors refuse it before any call (focus to the first field with one); otherwise the flow
 * runs, and the server's errors show beside the fields they name. `errors` are the rule's errors
 * for the values now, shown as `useFieldErrors` decides.
 */
export function useCheckedSubmission<Context, Name extends string, Field extends string>(
  flow: SubmissionFlow<Context, Name>,
  errors: Partial<Record<Field, { message: string }>>,
  options: CheckedSubmissionOptions<Field>,
) {
  const { submission, state } = useSubmission(flow);
  const fields = useFieldErrors(errors, options);
  const place = options.placeServerErrors ?? ((mapping: ServerErrorMapping) => mapping);

  /**
   * Sends the form: refused when `failed` (the rule's errors at submit) names a field, otherwise
   * the flow runs with `context()`. Answers the run's result, or null when nothing ran (refused,
   * or a run already under way).
   */
  async function send(
    failed: Partial<Record<Field, unknown>>,
    context: () => Context,
  ): Promise<SubmitResult<Context> | null> {
    if (submission.running) return null;
    if (Object.keys(failed).length > 0) {
      submission.refuse();
      fields.failSubmit(failed);
      return null;
    }
    fields.passSubmit();
    const result = await submission.run(context());
    if (result.outcome === 'failed' && result.mapping) {
      fields.showServerErrors(place(result.mapping));
    }
    return result;
  }

  return { submission, state, fields, send };
}
