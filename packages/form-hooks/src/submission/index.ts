export { STOP, type Step, type StepOutcome, type StepRecord } from './step';
export {
  createSubmission,
  type Submission,
  type SubmissionFlow,
  type SubmissionState,
  type SubmissionStatus,
  type SubmitResult,
} from './submission';
export { type CheckedSubmissionOptions, useCheckedSubmission } from './use-checked-submission';
export { useSubmission } from './use-submission';
