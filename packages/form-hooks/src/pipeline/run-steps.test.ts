import { describe, expect, it, vi } from 'vitest';
import { runSteps, STOP, type Step } from './run-steps';

type Context = { log: string[]; value?: string };

const step = (name: string, extra: Partial<Step<Context>> = {}): Step<Context> => ({
  name,
  run: (context) => void context.log.push(name),
  ...extra,
});

describe('runSteps', () => {
  it('runs the steps in order, one after the other, and records each', async () => {
    const context: Context = { log: [] };
    const slow = step('slow', {
      run: async (c) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        c.log.push('slow');
      },
    });
    const records = await runSteps([step('a'), slow, step('b')], context);
    expect(context.log).toEqual(['a', 'slow', 'b']);
    expect(records).toEqual([
      { name: 'a', outcome: 'done' },
      { name: 'slow', outcome: 'done' },
      { name: 'b', outcome: 'done' },
    ]);
  });

  it('skips a step whose value is missing, judged when its turn comes', async () => {
    const context: Context = { log: [] };
    const setValue = step('set', {
      run: (c) => {
        c.value = 'x';
      },
    });
    const needsValue = step('needs', { skip: (c) => !c.value });
    const needsOther = step('other', { skip: (c) => c.value === 'x' });
    const records = await runSteps([needsValue, setValue, step('needs'), needsOther], context);
    expect(records.map((record) => record.outcome)).toEqual(['skipped', 'done', 'done', 'skipped']);
  });

  it('waits for a skip condition that has to look its value up', async () => {
    const context: Context = { log: [] };
    const lookedUp = (found: boolean) => async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return !found;
    };
    const records = await runSteps(
      [step('missing', { skip: lookedUp(false) }), step('found', { skip: lookedUp(true) })],
      context,
    );
    expect(records).toEqual([
      { name: 'missing', outcome: 'skipped' },
      { name: 'found', outcome: 'done' },
    ]);
    expect(context.log).toEqual(['found']);
  });

  it('stops early, without an error, when a step returns STOP', async () => {
    const context: Context = { log: [] };
    const records = await runSteps(
      [step('a'), step('stop', { run: () => STOP }), step('never')],
      context,
    );
    expect(records).toEqual([
      { name: 'a', outcome: 'done' },
      { name: 'stop', outcome: 'stopped' },
    ]);
    expect(context.log).toEqual(['a']);
  });

  it('records a failing step and rejects with its error; later steps do not run', async () => {
    const context: Context = { log: [] };
    const onRecord = vi.fn();
    const failure = new Error('boom');
    const run = runSteps(
      [step('a'), step('fail', { run: () => Promise.reject(failure) }), step('never')],
      context,
      {
        onRecord,
      },
    );
    await expect(run).rejects.toBe(failure);
    expect(onRecord.mock.calls.map(([record]) => record)).toEqual([
      { name: 'a', outcome: 'done' },
      { name: 'fail', outcome: 'failed' },
    ]);
    expect(context.log).toEqual(['a']);
  });

  it('tells when each step starts, skipped steps excepted', async () => {
    const onStep = vi.fn();
    await runSteps(
      [step('a'), step('b', { skip: () => true }), step('c')],
      { log: [] },
      { onStep },
    );
    expect(onStep.mock.calls).toEqual([['a'], ['c']]);
  });

  it('stops with the signal’s reason once cancelled', async () => {
    const controller = new AbortController();
    const context: Context = { log: [] };
    const cancel = step('cancel', {
      run: () => controller.abort(new DOMException('gone', 'AbortError')),
    });
    await expect(
      runSteps([cancel, step('never')], context, { signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(context.log).toEqual([]);
  });
});
