import { isAbortError } from '@bb/api-client';
import {
  type ErrorCatalogue,
  type MessageSlug,
  mapServerErrors,
  type ServerErrorMapping,
} from '@bb/validation';
import { STOP, type Step, type StepOutcome, type StepRecord } from './step';

export type SubmissionStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

/** What a form shows of its submission. */
export interface SubmissionState<Name extends string> {
  status: SubmissionStatus;
  /** On from the flow's loading step until the run ends (spec §4: the button shows a spinner). */
  loading: boolean;
  /** The step running now; 'errorHandling' while a failure is mapped. */
  currentStep: Name | 'errorHandling' | null;
  /** What happened to each step of the last run, in order. */
  steps: StepRecord<Name | 'errorHandling'>[];
  /** The first server slug of the last run (spec §8: the form-level error). */
  submitError: MessageSlug | null;
}

/** How a run ended, for the flow's own follow-up (field errors, consent, callbacks). */
export type SubmitResult<Context> =
  | { outcome: 'succeeded' | 'failed'; context: Context; mapping?: ServerErrorMapping }
  /** A run was already under way: nothing started. */
  | { outcome: 'busy' }
  /** The form went away (its signal was aborted): nothing more is shown. */
  | { outcome: 'cancelled' }
  /** A call was aborted by the person's own action (typing re-ran a check): back to idle. */
  | { outcome: 'superseded'; context: Context };

export interface SubmissionFlow<Context, Name extends string> {
  /** The flow's steps, in the specification's order (a form with several actions gives each run its own). */
  steps?: readonly Step<Context, Name>[];
  /** Whether a run that threw nothing reached its goal; default: it did. */
  succeeded?: (context: Context) => boolean;
  /**
   * The steps alone turn loading off after a run that threw nothing (the short form keeps its
   * spinner while the page leaves for the order). Default: the run's end turns it off, so a flow
   * stopped early (STOP) does not keep spinning.
   */
  stepsOwnLoading?: boolean;
  /**
   * Where a failure's slugs are looked up: by default the public forms' catalogue; a dashboard
   * page's flow gives `ERROR_CATALOGUE` (every slug), so its bundle alone carries its texts.
   */
  catalogue?: ErrorCatalogue;
}

/**
 * One form's submission, without React: runs the flow's named steps (each skipped when the value
 * it needs is missing), keeps the status, loading flag, current step and step records, maps a
 * failure through the error catalogue, and cancels when the form goes away. A hook subscribes to
 * it; the steps read and write only their context and the dependencies the flow gives them.
 */
export function createSubmission<Context, Name extends string>(
  flow: SubmissionFlow<Context, Name>,
) {
  type State = SubmissionState<Name>;
  let state: State = {
    status: 'idle',
    loading: false,
    currentStep: null,
    steps: [],
    submitError: null,
  };
  const listeners = new Set<() => void>();
  // The signal of the run under way: a run cancelled by closing the form no longer blocks the
  // reopened form (StrictMode's remount, a modal opened again).
  let runningSignal: AbortSignal | null = null;
  let lifetime = new AbortController();
  const isRunning = () => runningSignal !== null && !runningSignal.aborted;

  const update = (change: Partial<State>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };

  return {
    getState: (): State => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Cancels every call of the form's runs: its signal. A new one starts with `open`. */
    get signal(): AbortSignal {
      return lifetime.signal;
    },
    /** The form is shown: runs may start. Returns the close that cancels them. */
    open(): () => void {
      const controller = new AbortController();
      lifetime = controller;
      return () => controller.abort();
    },
    /** A run is under way: a second submit would be refused as busy. */
    get running(): boolean {
      return isRunning();
    },
    /** The loading flag, set by the flow's loading steps. */
    setLoading(loading: boolean): void {
      if (state.loading !== loading) update({ loading });
    },
    /** Validation refused the values before any step ran. */
    refuse(): void {
      update({ status: 'failed', submitError: null });
    },
    /** The person changed what the last error was about. */
    clearSubmitError(): void {
      if (state.submitError !== null) update({ submitError: null });
    },
    /** Runs the flow's steps, or this action's own (a form with several actions, one at a time). */
    async run(
      context: Context,
      steps: readonly Step<Context, Name>[] = flow.steps ?? [],
    ): Promise<SubmitResult<Context>> {
      if (isRunning()) return { outcome: 'busy' };
      const { signal } = lifetime;
      runningSignal = signal;
      update({ status: 'submitting', steps: [], submitError: null });
      try {
        // One step at a time, in order; a cancelled run stops before its next step (and its
        // late records would mix into the reopened form's state).
        const record = (name: Name, outcome: StepOutcome) =>
          signal.aborted || update({ steps: [...state.steps, { name, outcome }] });
        for (const step of steps) {
          signal.throwIfAborted();
          const skip = step.skip?.(context);
          // A plain boolean is judged at once, so synchronous flows keep their timing.
          if (skip instanceof Promise ? await skip : skip) {
            record(step.name, 'skipped');
            continue;
          }
          if (!signal.aborted) update({ currentStep: step.name });
          let result: unknown;
          try {
            result = await step.run(context, signal);
          } catch (error) {
            record(step.name, 'failed');
            throw error;
          }
          record(step.name, result === STOP ? 'stopped' : 'done');
          if (result === STOP) break;
        }
        const outcome = (flow.succeeded?.(context) ?? true) ? 'succeeded' : 'failed';
        update(flow.stepsOwnLoading ? { status: outcome } : { loading: false, status: outcome });
        return { outcome, context };
      } catch (error) {
        if (signal.aborted) return { outcome: 'cancelled' };
        if (isAbortError(error)) {
          update({ loading: false, status: 'idle' });
          return { outcome: 'superseded', context };
        }
        // The error-handling step: the slugs go to the catalogue's fields and texts.
        update({ currentStep: 'errorHandling' });
        const mapping = mapServerErrors(error, flow.catalogue);
        update({
          submitError: mapping.formError ?? null,
          loading: false,
          status: 'failed',
          steps: [...state.steps, { name: 'errorHandling', outcome: 'done' }],
        });
        return { outcome: 'failed', context, mapping };
      } finally {
        if (runningSignal === signal) runningSignal = null;
        if (!signal.aborted) update({ currentStep: null });
      }
    },
  };
}

export type Submission<Context, Name extends string> = ReturnType<
  typeof createSubmission<Context, Name>
>;
