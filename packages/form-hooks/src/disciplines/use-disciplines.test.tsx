import { act, renderHook, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BbProvider, createMemoryEnvironment } from '../environment';
import {
  createTestEnvironment,
  error,
  type FakeApiServer,
  ok,
  startFakeApiServer,
} from '../test-support';
import { DISCIPLINE_GROUPS, DISCIPLINES } from './discipline-fixtures';
import { useDisciplines } from './use-disciplines';

const DICTIONARIES = 'GET /widgets/dictionaries/discipline_sub,discipline_sub_grouping';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** Renders the hook's value as text, for the server-rendering test. */
function ServerProbe() {
  return <output>{useDisciplines().status}</output>;
}

describe('useDisciplines', () => {
  it('loads both dictionaries in one call and builds the grouped options', async () => {
    server.on(
      DICTIONARIES,
      ok({ discipline_sub: DISCIPLINES, discipline_sub_grouping: DISCIPLINE_GROUPS }),
    );
    const { wrapper } = createTestEnvironment(server);
    const { result } = renderHook(() => useDisciplines(), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(server.calls()).toEqual([DICTIONARIES]);
    expect(result.current.groups.map((group) => group.title)).toEqual([
      'Most popular',
      'Programming',
      'Data analysis',
      'Mathematics',
      'Other',
    ]);
    expect(result.current.options.map((option) => option.id)).toEqual([11, 21, 12, 31, 22, 41]);
    expect(result.current.filter('spss').groups[0]?.options[0]?.label).toBe('SPSS');
  });

  it('reports an error and loads again on reload', async () => {
    server.onSequence(DICTIONARIES, [
      error('internal_error', 500),
      ok({ discipline_sub: DISCIPLINES, discipline_sub_grouping: DISCIPLINE_GROUPS }),
    ]);
    const { wrapper } = createTestEnvironment(server);
    const { result } = renderHook(() => useDisciplines(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.groups).toEqual([]);
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(server.calls()).toEqual([DICTIONARIES, DICTIONARIES]);
  });

  it('renders loading on the server', () => {
    const html = renderToString(
      <BbProvider environment={createMemoryEnvironment()}>
        <ServerProbe />
      </BbProvider>,
    );
    expect(html).toBe('<output>loading</output>');
  });
});
