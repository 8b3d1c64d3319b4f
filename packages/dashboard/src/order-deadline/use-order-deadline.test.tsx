import { extensionRequestOf, fail, ok } from '@bb/api-client/testing';
import { ERROR_CATALOGUE } from '@bb/validation';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDeadline } from '../kit/format';
import { mockOrderClient, orderOf } from '../test-support/order-fixtures';
import { ORDER_DEADLINE_TEXTS } from './order-deadline-texts';
import { orderDeadlineView } from './order-deadline-view';
import { useOrderDeadline } from './use-order-deadline';

const REVIEW_ENDS = Date.UTC(2026, 11, 19, 14, 30);

describe('orderDeadlineView', () => {
  it('tells each party when a delivered order is approved automatically', () => {
    const delivered = orderOf({ status: 'delivered', review_ends_datetime: REVIEW_ENDS });
    const date = formatDeadline(REVIEW_ENDS);
    expect(orderDeadlineView(delivered, 'customer')).toEqual({
      late: false,
      autoApproval: `Approved automatically on ${date} unless you approve it or ask for a revision before then.`,
      request: null,
      canExtend: false,
      canAsk: false,
    });
    expect(orderDeadlineView(delivered, 'expert').autoApproval).toBe(
      `Approved automatically on ${date} unless the customer approves it or asks for a revision before then.`,
    );
  });

  it('offers the customer a later deadline while work is due, the expert more time while they work', () => {
    for (const status of ['paid', 'assigned', 'in_progress', 'revision'] as const)
      expect(orderDeadlineView(orderOf({ status }), 'customer').canExtend).toBe(true);
    for (const status of ['pre_order', 'delivered', 'finished', 'cancelled'] as const)
      expect(orderDeadlineView(orderOf({ status }), 'customer').canExtend).toBe(false);
    expect(orderDeadlineView(orderOf({ status: 'in_progress' }), 'expert').canAsk).toBe(true);
    expect(orderDeadlineView(orderOf({ status: 'assigned' }), 'expert').canAsk).toBe(false);
    expect(orderDeadlineView(orderOf({ status: 'in_progress' }), 'operator')).toMatchObject({
      canAsk: false,
      canExtend: false,
    });
  });

  it('shows a pending request: the customer answers it, the expert waits, one at a time', () => {
    const request = extensionRequestOf();
    const order = orderOf({ status: 'in_progress', is_late: true, extension_request: request });
    const date = formatDeadline(request.proposed_deadline_datetime);
    expect(orderDeadlineView(order, 'customer')).toMatchObject({
      late: true,
      request: {
        text: ORDER_DEADLINE_TEXTS.requestFromExpert(date),
        reason: request.reason,
        answerable: true,
      },
    });
    expect(orderDeadlineView(order, 'expert')).toMatchObject({
      request: { text: ORDER_DEADLINE_TEXTS.requestWaiting(date), reason: null, answerable: false },
      canAsk: false,
    });
    expect(orderDeadlineView(order, 'operator').request?.answerable).toBe(false);
  });
});

describe('useOrderDeadline', () => {
  it('extends the deadline to the date chosen, in the reader’s time, and hands the order on', async () => {
    const chosen = new Date('2026-12-08T10:00').getTime();
    const extended = orderOf({ status: 'in_progress', deadline_datetime: chosen });
    const { client, mock } = mockOrderClient({
      'POST /customers/orders/41/deadline': ok({ order: extended }),
    });
    const onChanged = vi.fn();
    const { result } = renderHook(() =>
      useOrderDeadline({
        client,
        party: 'customer',
        order: orderOf({ status: 'in_progress' }),
        onChanged,
      }),
    );
    expect(await act(() => result.current.extend())).toBe(false);
    expect(result.current.fieldErrors).toEqual({
      deadline_datetime: ORDER_DEADLINE_TEXTS.dateRequired,
    });
    expect(mock.requests).toEqual([]);

    act(() => result.current.setDeadline('2026-12-08T10:00'));
    await act(() => result.current.extend());
    expect(mock.requests.at(-1)?.form?.get('deadline_datetime')).toBe(String(chosen));
    expect(onChanged).toHaveBeenCalledWith(extended);
    expect(result.current.announcement?.text).toBe(
      ORDER_DEADLINE_TEXTS.extended(formatDeadline(chosen)),
    );
    expect(result.current.deadline).toBe('');
  });

  it('shows the server’s refusals beside their field, or announces them', async () => {
    const { client } = mockOrderClient({
      'POST /writers/orders/41/extension-request': fail('extension_reason_required', 400),
      'POST /customers/orders/41/deadline': fail('deadline_not_later', 400),
      'POST /customers/orders/41/extension-request/accept': fail('order_action_refused', 409),
    });
    const order = orderOf({ status: 'in_progress' });
    const expert = renderHook(() => useOrderDeadline({ client, party: 'expert', order }));
    act(() => expert.result.current.setDeadline('2026-12-08T10:00'));
    await act(() => expert.result.current.ask());
    expect(expert.result.current.fieldErrors).toEqual({
      reason: ERROR_CATALOGUE.extension_reason_required.message,
    });

    const customer = renderHook(() => useOrderDeadline({ client, party: 'customer', order }));
    act(() => customer.result.current.setDeadline('2026-12-01T10:00'));
    await act(() => customer.result.current.extend());
    expect(customer.result.current.fieldErrors).toEqual({
      deadline_datetime: ERROR_CATALOGUE.deadline_not_later.message,
    });
    await act(() => customer.result.current.answer('accept'));
    expect(customer.result.current.announcement).toMatchObject({
      text: ERROR_CATALOGUE.order_action_refused.message,
      tone: 'error',
    });
  });

  it('sends the expert’s request with its reason, and the customer’s answers', async () => {
    const asked = orderOf({ status: 'in_progress', extension_request: extensionRequestOf() });
    const { client, mock } = mockOrderClient({
      'POST /writers/orders/41/extension-request': ok({ order: asked }),
      'POST /customers/orders/41/extension-request/decline': ok({
        order: orderOf({ status: 'in_progress' }),
      }),
    });
    const expert = renderHook(() =>
      useOrderDeadline({ client, party: 'expert', order: orderOf({ status: 'in_progress' }) }),
    );
    act(() => {
      expert.result.current.setDeadline('2026-12-08T10:00');
      expert.result.current.setReason('The library opens on Monday.');
    });
    await act(() => expert.result.current.ask());
    expect(mock.requests.at(-1)?.form?.get('reason')).toBe('The library opens on Monday.');
    expect(expert.result.current.announcement?.text).toBe(ORDER_DEADLINE_TEXTS.asked);

    const customer = renderHook(() =>
      useOrderDeadline({ client, party: 'customer', order: asked }),
    );
    await act(() => customer.result.current.answer('decline'));
    expect(mock.requests.at(-1)?.path).toBe('/customers/orders/41/extension-request/decline');
    expect(customer.result.current.announcement?.text).toBe(ORDER_DEADLINE_TEXTS.declined);
  });
});
