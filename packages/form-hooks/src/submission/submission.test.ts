// @vitest-environment node
import { ApiError } from '@bb/api-client';
import { describe, expect, it } from 'vitest';
import { STOP, type Step } from './step';
import { createSubmission, type SubmissionState } from './submission';

type Name = 'loadingOn' | 'call' | 'loadingOff';
type Run = { value?: string; skipCall?: boolean; setLoading: (on: boolean) => void };

function flowWith(call: Step<Run, Name>['run']) {
  const submission = createSubmission<Run, Name>({
    steps: [
      { name: 'loadingOn', run: (run) => run.setLoading(true) },
      { name: 'call', skip: (run) => run.skipCall === true, run: call },
      { name: 'loadingOff', run: (run) => run.setLoading(false) },
    ],
    succeeded: (run) => run.value !== undefined,
  });
  const seen: SubmissionState<Name>[] = [];
  submission.subscribe(() => seen.push(submission.getState()));
  const run = (extra: Partial<Run> = {}) =>
    submission.run({ setLoading: submission.setLoading, ...extra });
  return { submission, seen, run };
}

describe('a submission without React', () => {
  it('runs the steps in order, recording each, and ends succeeded with loading off', async () => {
    const { submission, seen, run } = flowWith((context) => {
      context.value = 'found';
    });
    const result = await run();

    expect(result).toMatchObject({ outcome: 'succeeded', context: { value: 'found' } });
    expect(submission.getState()).toEqual({
      status: 'succeeded',
      loading: false,
      currentStep: null,
      steps: [
        { name: 'loadingOn', outcome: 'done' },
        { name: 'call', outcome: 'done' },
        { name: 'loadingOff', outcome: 'done' },
      ],
      submitError: null,
    });
    // It was seen submitting, loading and at each step on the way.
    expect(seen.map((state) => state.currentStep)).toContain('call');
    expect(seen.some((state) => state.status === 'submitting' && state.loading)).toBe(true);
  });

  it('skips a step whose value is missing, and judges the outcome by the flow', async () => {
    const { submission, run } = flowWith(() => undefined);
    const result = await run({ skipCall: true });
    expect(result.outcome).toBe('failed');
    expect(submission.getState().steps.map((step) => step.outcome)).toEqual([
      'done',
      'skipped',
      'done',
    ]);
  });

  it('maps a server error through the catalogue and records the error handling', async () => {
    const { submission, run } = flowWith(() => {
      throw new ApiError('password_incorrect', 401);
    });
    const result = await run();

    expect(result.outcome).toBe('failed');
    if (result.outcome !== 'failed') return;
    expect(result.mapping?.fields.password).toBe('Wrong password, please try again');
    expect(submission.getState()).toMatchObject({
      status: 'failed',
      loading: false,
      currentStep: null,
      submitError: 'password_incorrect',
    });
    expect(submission.getState().steps.slice(-2)).toEqual([
      { name: 'call', outcome: 'failed' },
      { name: 'errorHandling', outcome: 'done' },
    ]);
  });

  it('refuses a second run while one is under way', async () => {
    let finish = () => {};
    const { submission, run } = flowWith(
      (context) =>
        new Promise<void>((resolve) => {
          finish = () => {
            context.value = 'late';
            resolve();
          };
        }),
    );
    const first = run();
    expect(submission.running).toBe(true);
    expect(await run()).toEqual({ outcome: 'busy' });
    finish();
    expect((await first).outcome).toBe('succeeded');
    expect(submission.running).toBe(false);
  });

  it('is cancelled when the form closes: no failure is shown', async () => {
    const { submission, run } = flowWith(
      (_context, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const close = submission.open();
    const pending = run();
    close();
    expect(await pending).toEqual({ outcome: 'cancelled' });
    expect(submission.getState()).toMatchObject({ status: 'submitting', submitError: null });
    // Opened again (React StrictMode remounts), it runs afresh.
    submission.open();
    expect(submission.signal.aborted).toBe(false);
  });

  it('a run still settling after the form closed does not block the reopened form', async () => {
    let settle = () => {};
    // A step that ignores the signal: its promise settles only later.
    const { submission, run } = flowWith(
      () =>
        new Promise<void>((resolve) => {
          settle = resolve;
        }),
    );
    const close = submission.open();
    const stale = run();
    close();
    submission.open();
    expect(submission.running).toBe(false);
    const fresh = run({ skipCall: true });
    expect(submission.running).toBe(true);
    settle();
    expect(await stale).toEqual({ outcome: 'cancelled' });
    expect(await fresh).toMatchObject({ outcome: 'failed' });
    expect(submission.running).toBe(false);
  });

  it('keeps loading on after a run when the steps own it (the page is leaving)', async () => {
    const submission = createSubmission<Run, Name>({
      steps: [{ name: 'loadingOn', run: (context) => context.setLoading(true) }],
      stepsOwnLoading: true,
    });
    await submission.run({ setLoading: submission.setLoading });
    expect(submission.getState()).toMatchObject({ status: 'succeeded', loading: true });
  });

  it("goes back to idle when the person's own action aborted a call", async () => {
    const { submission, run } = flowWith(() => {
      throw new DOMException('superseded', 'AbortError');
    });
    expect((await run()).outcome).toBe('superseded');
    expect(submission.getState()).toMatchObject({ status: 'idle', loading: false });
  });

  it('stops early without an error when a step returns STOP', async () => {
    const { submission, run } = flowWith(() => STOP);
    await run();
    expect(submission.getState().steps.map((step) => `${step.name}:${step.outcome}`)).toEqual([
      'loadingOn:done',
      'call:stopped',
    ]);
  });

  it('is refused by validation before any step, and clears its error on request', async () => {
    const { submission, run } = flowWith(() => {
      throw new ApiError('login_incorrect', 400);
    });
    await run();
    expect(submission.getState().submitError).toBe('login_incorrect');
    submission.clearSubmitError();
    expect(submission.getState().submitError).toBeNull();
    submission.refuse();
    expect(submission.getState()).toMatchObject({ status: 'failed', submitError: null });
  });

  it("runs an action's own steps, one action at a time", async () => {
    let finish = () => {};
    const submission = createSubmission<Run, Name>({});
    const requestCode: Step<Run, Name>[] = [
      {
        name: 'call',
        run: (context) =>
          new Promise<void>((resolve) => {
            finish = () => {
              context.value = 'sent';
              resolve();
            };
          }),
      },
    ];
    const validateCode: Step<Run, Name>[] = [{ name: 'loadingOn', run: () => {} }];
    const first = submission.run({ setLoading: submission.setLoading }, requestCode);
    expect(await submission.run({ setLoading: submission.setLoading }, validateCode)).toEqual({
      outcome: 'busy',
    });
    finish();
    expect(await first).toMatchObject({ outcome: 'succeeded', context: { value: 'sent' } });
    expect(submission.getState().steps).toEqual([{ name: 'call', outcome: 'done' }]);
    await submission.run({ setLoading: submission.setLoading }, validateCode);
    expect(submission.getState().steps).toEqual([{ name: 'loadingOn', outcome: 'done' }]);
  });

  it('runs steps one after the other, waiting for a skip rule that looks its value up', async () => {
    const log: string[] = [];
    const submission = createSubmission<Run, Name>({
      steps: [
        {
          name: 'loadingOn',
          run: async () => {
            await new Promise((resolve) => setTimeout(resolve, 5));
            log.push('slow');
          },
        },
        {
          name: 'call',
          skip: async () => {
            await new Promise((resolve) => setTimeout(resolve, 1));
            return true;
          },
          run: () => void log.push('never'),
        },
        { name: 'loadingOff', run: () => void log.push('last') },
      ],
    });
    await submission.run({ setLoading: submission.setLoading });
    expect(log).toEqual(['slow', 'last']);
    expect(submission.getState().steps.map((step) => step.outcome)).toEqual([
      'done',
      'skipped',
      'done',
    ]);
  });

  it('a failing step is recorded and the steps after it do not run', async () => {
    const { submission, run } = flowWith(() => {
      throw new ApiError('login_incorrect', 400);
    });
    await run();
    expect(submission.getState().steps).toEqual([
      { name: 'loadingOn', outcome: 'done' },
      { name: 'call', outcome: 'failed' },
      { name: 'errorHandling', outcome: 'done' },
    ]);
  });
});
