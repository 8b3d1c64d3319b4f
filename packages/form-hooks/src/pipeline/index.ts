export {
  type RunStepsOptions,
  runSteps,
  STOP,
  type Step,
  type StepOutcome,
  type StepRecord,
} from './run-steps';
