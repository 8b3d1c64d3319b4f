import {
  createMockExpertApplicationClient,
  expertApplicationOf,
  expertApplicationSummaryOf,
  fail,
  type MockRoutes,
  ok,
} from '@bb/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useExpertApplication } from './use-expert-application';
import { useWaitingApplications } from './use-waiting-applications';

const LIST = 'GET /operators/expert-applications';
const ONE = 'GET /operators/expert-applications/12';
const APPROVE = 'POST /operators/expert-applications/12/approve';
const DECLINE = 'POST /operators/expert-applications/12/decline';
const COUNTS = { received: 3 };

describe('useWaitingApplications', () => {
  it('lists the waiting applications a page at a time, with how many wait in all', async () => {
    const { client, mock } = createMockExpertApplicationClient({
      [LIST]: (request) =>
        request.query.get('cursor') === 'page-2'
          ? ok({
              applications: [expertApplicationSummaryOf({ id: 9, name: 'Alan Turing' })],
              next_cursor: null,
              counts: COUNTS,
            })
          : ok({
              applications: [
                expertApplicationSummaryOf({ id: 12 }),
                expertApplicationSummaryOf({ id: 11, name: 'Ada Lovelace' }),
              ],
              next_cursor: 'page-2',
              counts: COUNTS,
            }),
    });
    const { result } = renderHook(() => useWaitingApplications({ client }));
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    expect(result.current.waitingCount).toBe(3);
    expect(result.current.list.items.map((item) => item.name)).toEqual([
      'Grace Hopper',
      'Ada Lovelace',
    ]);
    expect(result.current.list.items[0]?.receivedAt).toMatch(/^Nov 20, 2026, /);
    expect(result.current.list.hasMore).toBe(true);
    expect(mock.requests[0]?.query.get('status')).toBe('received');

    act(() => result.current.list.loadMore());
    await waitFor(() => expect(result.current.list.items).toHaveLength(3));
    expect(result.current.list.hasMore).toBe(false);
    expect(mock.requests[1]?.query.get('status')).toBe('received');
  });
});

function applicationPage(routes: MockRoutes) {
  const { client, mock } = createMockExpertApplicationClient({
    [ONE]: ok({ application: expertApplicationOf() }),
    ...routes,
  });
  return { mock, ...renderHook(() => useExpertApplication({ client, applicationId: 12 })) };
}

describe('useExpertApplication', () => {
  it('shows everything sent, the sample as a download, and approves', async () => {
    const { result, mock } = applicationPage({
      [APPROVE]: ok({
        application: expertApplicationOf({
          status: 'approved',
          decided_at: Date.UTC(2026, 10, 21, 10, 0),
          writer_slug: 'grace-hopper',
        }),
      }),
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.statusLabel).toBe('Waiting for review');
    expect(result.current.sampleUrl).toBe(
      'http://bb.test/api/en/1/operators/expert-applications/12/sample',
    );
    expect(result.current.canDecide).toBe(true);
    await act(() => result.current.approve());
    expect(mock.count(APPROVE)).toBe(1);
    expect(result.current.statusLabel).toBe('Approved');
    expect(result.current.canDecide).toBe(false);
    expect(result.current.announcement).toMatchObject({
      tone: 'success',
      text: expect.stringContaining('grace-hopper'),
    });
  });

  it('refuses a blank decline message beside the field without calling the API, then declines', async () => {
    const reason = 'We need a sample with tests.';
    const { result, mock } = applicationPage({
      [DECLINE]: (request) =>
        ok({
          application: expertApplicationOf({
            status: 'declined',
            message: request.form?.get('message') ?? '',
          }),
        }),
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.decline());
    expect(result.current.messageError).toBe('Please write your message');
    expect(mock.count(DECLINE)).toBe(0);

    act(() => result.current.setMessage(reason));
    expect(result.current.messageError).toBeNull();
    await act(() => result.current.decline());
    expect(mock.requests.at(-1)?.form?.get('message')).toBe(reason);
    expect(result.current.application).toMatchObject({ status: 'declined', message: reason });
    expect(result.current.message).toBe('');
  });

  it('says another operator decided first, and shows the application as it now stands', async () => {
    // Another operator's decline lands just before this operator's approval.
    let decided = false;
    const declined = expertApplicationOf({ status: 'declined', message: 'No.' });
    const { result, mock } = applicationPage({
      [ONE]: (request) =>
        ok({ application: request.method === 'GET' && decided ? declined : expertApplicationOf() }),
      [APPROVE]: () => {
        decided = true;
        return fail('application_decided', 409);
      },
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const loads = mock.count(ONE);
    await act(() => result.current.approve());
    expect(result.current.announcement).toMatchObject({
      tone: 'error',
      text: 'This application was decided already. Please reload the page to see the decision.',
    });
    await waitFor(() => expect(result.current.statusLabel).toBe('Declined'));
    expect(mock.count(ONE)).toBe(loads + 1);
  });

  it('tells a missing application apart from a failed load', async () => {
    const { result } = applicationPage({ [ONE]: fail('not_found', 404) });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.notFound).toBe(true);
  });
});
