import { useEffect, useState, useSyncExternalStore } from 'react';
import { createSubmission, type SubmissionFlow } from './submission';

/**
 * A form's submission in React: the framework-free core, made once per form, opened while the
 * form is mounted (unmounting cancels its calls) and read as state.
 */
export function useSubmission<Context, Name extends string>(flow: SubmissionFlow<Context, Name>) {
  const [submission] = useState(() => createSubmission(flow));
  useEffect(() => submission.open(), [submission]);
  const state = useSyncExternalStore(
    submission.subscribe,
    submission.getState,
    submission.getState,
  );
  return { submission, state };
}
