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

export interface StepRecord<Name extends string = string> {
  name: Name;
  outcome: StepOutcome;
}

export interface RunStepsOptions<Name extends string> {
  /** Called when a step starts, so a hook can expose the current step. */
  onStep?: (name: Name) => void;
  /** Called after each step with what happened to it. */
  onRecord?: (record: StepRecord<Name>) => void;
  /** Checked before each step: a cancelled pipeline stops with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * Runs steps in order, one at a time. A failing step rejects with its error after being recorded
 * as 'failed'; the caller's catch is the pipeline's error-handling step.
 */
export async function runSteps<Context, Name extends string>(
  steps: readonly Step<Context, Name>[],
  context: Context,
  options: RunStepsOptions<Name> = {},
): Promise<StepRecord<Name>[]> {
  const records: StepRecord<Name>[] = [];
  const signal = options.signal ?? new AbortController().signal;
  const record = (name: Name, outcome: StepOutcome) => {
    const entry = { name, outcome };
    records.push(entry);
    options.onRecord?.(entry);
  };
  for (const step of steps) {
    options.signal?.throwIfAborted();
    const skip = step.skip?.(context);
    // A plain boolean is judged at once, so synchronous pipelines keep their timing.
    if (skip instanceof Promise ? await skip : skip) {
      record(step.name, 'skipped');
      continue;
    }
    options.onStep?.(step.name);
    let result: unknown;
    try {
      result = await step.run(context, signal);
    } catch (error) {
      record(step.name, 'failed');
      throw error;
    }
    if (result === STOP) {
      record(step.name, 'stopped');
      break;
    }
    record(step.name, 'done');
  }
  return records;
}
