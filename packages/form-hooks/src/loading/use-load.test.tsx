import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoad } from './use-load';

describe('useLoad', () => {
  it('loads once mounted, and again for new deps', async () => {
    const rendered = renderHook(({ id }) => useLoad(async () => `item ${id}`, [id]), {
      initialProps: { id: 1 },
    });
    expect(rendered.result.current.status).toBe('loading');
    await waitFor(() => expect(rendered.result.current.data).toBe('item 1'));
    rendered.rerender({ id: 2 });
    await waitFor(() => expect(rendered.result.current.data).toBe('item 2'));
    expect(rendered.result.current.status).toBe('ready');
  });

  it('reports a failure, and loads again on reload', async () => {
    let offline = true;
    const rendered = renderHook(() =>
      useLoad(async () => {
        if (offline) throw new Error('offline');
        return 'loaded';
      }, []),
    );
    await waitFor(() => expect(rendered.result.current.status).toBe('error'));
    offline = false;
    act(() => rendered.result.current.reload());
    await waitFor(() =>
      expect(rendered.result.current).toMatchObject({ status: 'ready', data: 'loaded' }),
    );
  });

  it('cancels the request when the hook goes away, and when deps change', async () => {
    const signals: AbortSignal[] = [];
    const rendered = renderHook(
      ({ id }) =>
        useLoad(
          (signal) => {
            signals.push(signal);
            return new Promise<never>(() => {});
          },
          [id],
        ),
      { initialProps: { id: 1 } },
    );
    rendered.rerender({ id: 2 });
    const latest = signals.at(-1);
    expect(signals.filter((signal) => !signal.aborted)).toEqual([latest]);
    rendered.unmount();
    expect(latest?.aborted).toBe(true);
  });

  it('loads nothing without a load', () => {
    const rendered = renderHook(() => useLoad(null, []));
    expect(rendered.result.current).toMatchObject({ status: 'loading', data: undefined });
  });
});
