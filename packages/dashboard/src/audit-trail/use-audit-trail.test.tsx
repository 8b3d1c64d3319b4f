import { auditEventOf, createMockAuditClient, fail, ok } from '@bb/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_EVENTS } from '../test-support/audit-stories';
import { useAuditTrail } from './use-audit-trail';

describe('useAuditTrail', () => {
  it("pages through an order's events, newest first, saying who did what and when", async () => {
    const { client, mock } = createMockAuditClient({
      'GET /operators/orders/42/audit-events': (request) =>
        request.query.get('cursor') === 'next'
          ? ok({
              events: [
                auditEventOf({ id: 30, actor: null }),
                auditEventOf({ id: 29, actor: null, action: 'order_auto_approved' }),
              ],
              next_cursor: null,
            })
          : ok({ events: ORDER_EVENTS, next_cursor: 'next' }),
    });
    const { result } = renderHook(() => useAuditTrail({ client, subject: { order: 42 } }));
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    expect(result.current.rows[0]).toEqual({
      id: 33,
      when: 'Nov 26, 2026, 15:05',
      at: '2026-11-26T15:05:00.000Z',
      who: 'operator@demo.bb.example',
      what: 'Given to another expert',
      detail: 'emma-clarke → liam-porter',
    });
    expect(result.current.list.hasMore).toBe(true);
    act(() => result.current.list.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(5));
    expect(result.current.rows[3]?.who).toBe('The server’s command line');
    // An order's timer acted: the review period ended.
    expect(result.current.rows[4]).toMatchObject({
      who: 'The server, on time',
      what: 'Approved automatically: the review period ended',
    });
    expect(result.current.list.hasMore).toBe(false);
    expect(mock.requests.at(-1)?.query.get('cursor')).toBe('next');
  });

  it("reads an account's trail, and says when it could not", async () => {
    const { client, mock } = createMockAuditClient({
      'GET /operators/accounts/7/audit-events': fail('internal_error', 500),
    });
    const { result } = renderHook(() => useAuditTrail({ client, subject: { account: 7 } }));
    await waitFor(() => expect(result.current.list.status).toBe('error'));
    expect(result.current.rows).toEqual([]);
    expect(mock.requests[0]?.path).toBe('/operators/accounts/7/audit-events');
  });
});
