import type { Writer } from '@bb/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BbProvider, createMemoryEnvironment } from '../environment';
import {
  createTestEnvironment,
  error,
  type FakeApiServer,
  ok,
  startFakeApiServer,
} from '../test-support';
import { useRequestedWriter } from './use-requested-writer';

const ADA: Writer = {
  slug: 'ada-l',
  pen_name: 'Ada L.',
  avatar_url: 'https://cdn.example/avatars/ada-{size}.png',
  rating: 9.8,
  orders_finished_qty: 412,
  orders_progress_qty: 3,
};

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function setup(slug: string | null, localStorage: Record<string, string> = {}) {
  const test = createTestEnvironment(server, { localStorage });
  const onRemove = vi.fn();
  const hook = renderHook(
    (props: { slug: string | null }) => useRequestedWriter(props.slug, { onRemove }),
    { wrapper: test.wrapper, initialProps: { slug } },
  );
  return { ...test, ...hook, onRemove };
}

/** Renders the hook's value as text, for the server-rendering test. */
function ServerProbe() {
  return <output>{String(useRequestedWriter('ada-l').showSkeleton)}</output>;
}

describe('useRequestedWriter', () => {
  it('shows no card and makes no request without a slug', async () => {
    const { result } = setup(null);
    expect(result.current.status).toBe('none');
    expect(result.current.showCard).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls()).toEqual([]);
  });

  it('shows a skeleton while the writer loads, then the card; stores it under requested-writer', async () => {
    const held = server.hold('GET /widgets/writers/ada-l', ok(ADA));
    const { result, environment } = setup('ada-l');
    await held.received();
    expect(result.current.showCard).toBe(true);
    expect(result.current.showSkeleton).toBe(true);
    expect(result.current.status).toBe('loading');
    held.release();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.showSkeleton).toBe(false);
    expect(result.current.writer).toEqual(ADA);
    expect(server.calls()).toEqual(['GET /widgets/writers/ada-l']);
    expect(JSON.parse(environment.localStorage.getItem('requested-writer') ?? '')).toEqual(ADA);
  });

  it('shows the stored writer of the same slug at once, without a skeleton', async () => {
    const held = server.hold('GET /widgets/writers/ada-l', ok({ ...ADA, rating: 9.9 }));
    const { result } = setup('ada-l', { 'requested-writer': JSON.stringify(ADA) });
    await held.received();
    expect(result.current.status).toBe('ready');
    expect(result.current.showSkeleton).toBe(false);
    expect(result.current.writer?.rating).toBe(9.8);
    held.release();
    await waitFor(() => expect(result.current.writer?.rating).toBe(9.9));
  });

  it('ignores a stored writer of another slug', async () => {
    server.on('GET /widgets/writers/ada-l', ok(ADA));
    const { result } = setup('ada-l', {
      'requested-writer': JSON.stringify({ ...ADA, slug: 'bob-k' }),
    });
    expect(result.current.writer).toBeNull();
    await waitFor(() => expect(result.current.writer?.slug).toBe('ada-l'));
  });

  it('reports an error when the writer cannot be loaded, and loads again on reload', async () => {
    server.onSequence('GET /widgets/writers/ghost', [error('not_found', 404), ok(ADA)]);
    const { result } = setup('ghost');
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.showCard).toBe(true);
    expect(result.current.showSkeleton).toBe(false);
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });

  it('removing the card clears the stored writer and asks the form to clear the slug', async () => {
    server.on('GET /widgets/writers/ada-l', ok(ADA));
    const { result, environment, onRemove, rerender } = setup('ada-l');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.remove());
    expect(environment.localStorage.getItem('requested-writer')).toBeNull();
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(result.current.showCard).toBe(false);
    rerender({ slug: null });
    expect(result.current.status).toBe('none');
  });

  it('renders the skeleton on the server', () => {
    const html = renderToString(
      <BbProvider environment={createMemoryEnvironment()}>
        <ServerProbe />
      </BbProvider>,
    );
    expect(html).toBe('<output>true</output>');
  });
});
