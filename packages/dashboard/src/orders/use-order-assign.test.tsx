import { fail, ok } from '@bb/api-client/testing';
import { ERROR_CATALOGUE } from '@bb/validation';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADA, GRACE, mockOrderClient, orderOf } from '../test-support/order-fixtures';
import { expertChoices } from './order-assign-view';
import { ORDER_TEXTS } from './order-texts';
import { useOrderAssign, useOrderExperts } from './use-order-assign';

describe('expertChoices', () => {
  it('puts the requested writer first and marks them', () => {
    expect(expertChoices([ADA, GRACE], GRACE)).toEqual([
      {
        slug: 'grace-h',
        label: 'Grace H. (requested by the customer), 0 in progress',
        requested: true,
      },
      { slug: 'ada-l', label: 'Ada L., 2 in progress', requested: false },
    ]);
    expect(expertChoices([ADA, GRACE], null).map((choice) => choice.slug)).toEqual([
      'ada-l',
      'grace-h',
    ]);
  });

  it('lists an expert who does not accept orders or is blocked as not choosable', () => {
    expect(expertChoices([ADA, { ...GRACE, is_assignable: false }], null)).toEqual([
      { slug: 'ada-l', label: 'Ada L., 2 in progress', requested: false },
      {
        slug: 'grace-h',
        label: 'Grace H., 0 in progress, not accepting orders',
        requested: false,
        unavailable: true,
      },
    ]);
  });

  it('offers the requested writer by the order’s name for them while their page is not loaded', () => {
    expect(expertChoices([ADA], GRACE)).toEqual([
      { slug: 'grace-h', label: 'Grace H. (requested by the customer)', requested: true },
      { slug: 'ada-l', label: 'Ada L., 2 in progress', requested: false },
    ]);
  });
});

describe('useOrderAssign', () => {
  it('chooses the requested writer first and assigns the order to them', async () => {
    const assigned = orderOf({ status: 'assigned', writer: GRACE, requested_writer: GRACE });
    const { client, mock } = mockOrderClient({
      'POST /operators/orders/41/assign': ok({ order: assigned }),
    });
    const onAssigned = vi.fn();
    const { result } = renderHook(() =>
      useOrderAssign({
        client,
        order: orderOf({ requested_writer: GRACE }),
        experts: [ADA, GRACE],
        onAssigned,
      }),
    );
    expect(result.current.open).toBe(true);
    expect(result.current.selected).toBe('grace-h');
    await act(() => result.current.assign());
    expect(mock.requests.at(-1)?.form?.get('writer_slug')).toBe('grace-h');
    expect(onAssigned).toHaveBeenCalledWith(assigned);
    expect(result.current.announcement?.text).toBe('Order #41: assigned to Grace H.');
  });

  it('asks for an expert when none is chosen, and maps a refusal', async () => {
    const { client, mock } = mockOrderClient({
      'POST /operators/orders/41/assign': fail('order_action_refused', 409),
    });
    const { result } = renderHook(() =>
      useOrderAssign({ client, order: orderOf(), experts: [ADA] }),
    );
    await act(() => result.current.assign());
    expect(result.current.fieldError).toBe(ORDER_TEXTS.expertRequired);
    expect(mock.requests).toEqual([]);
    act(() => result.current.select('ada-l'));
    expect(result.current.fieldError).toBeNull();
    await act(() => result.current.assign());
    expect(result.current.announcement?.text).toBe(ERROR_CATALOGUE.order_action_refused.message);
  });

  it('is closed for an order the expert already works on', () => {
    const { client } = mockOrderClient({});
    const { result } = renderHook(() =>
      useOrderAssign({ client, order: orderOf({ status: 'in_progress' }), experts: [ADA] }),
    );
    expect(result.current.open).toBe(false);
  });
});

describe('useOrderExperts', () => {
  it('loads the experts a page at a time, the most a page holds', async () => {
    const { client, mock } = mockOrderClient({
      'GET /operators/experts': ({ query }) =>
        query.get('cursor') === null
          ? ok({ experts: [ADA], next_cursor: 'MX4x' })
          : ok({ experts: [GRACE], next_cursor: null }),
    });
    const { result } = renderHook(() => useOrderExperts({ client }));
    await waitFor(() => expect(result.current.items).toEqual([ADA]));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual([ADA, GRACE]));
    expect(result.current.hasMore).toBe(false);
    expect(mock.requests.map((request) => request.query.get('limit'))).toContain('100');
    expect(mock.requests.at(-1)?.query.get('cursor')).toBe('MX4x');
    expect(mock.unmatched).toEqual([]);
  });
});
