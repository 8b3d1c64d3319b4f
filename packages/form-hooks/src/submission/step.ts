/**
 * One named step of a submit pipeline. The pipelines of spec §4 are written as arrays of these,
 * so they read top to bottom in the spec's order.
 */
export interface Step<Context, Name extends string = string> {
  name: Name;
  /**
   * True when the value this step needs is missing: the step is skipped (spec §4). It may be
   * async when finding the value needs a look-up (e.g. the bot-check site key in the settings).
   */
  skip?: (context: Context) => boolean | Promise<boolean>;
  /**
   * Returning STOP ends the pipeline here, without an error (e.g. the user must act first). The
   * signal is the run's: calls a step makes take it, so they are cancelled with the run.
   */
  run: (context: Context, signal: AbortSignal) => unknown;
}

/** Returned by a step to end its pipeline early without an error. */
export const STOP = Symbol('stop');

export type StepOutcome = 'done' | 'skipped' | 'stopped' | 'failed';

/**
 * The names of a flow's steps, in their order: the public list a form's `steps` records follow.
 * Marked free of side effects so a host that does not import a list drops its call.
 */
/* @__NO_SIDE_EFFECTS__ */
export function stepNames<Name extends string>(
  steps: readonly Step<never, Name>[],
): readonly Name[] {
  return steps.map((step) => step.name);
}

export interface StepRecord<Name extends string = string> {
  name: Name;
  outcome: StepOutcome;
}
