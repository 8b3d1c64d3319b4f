import { createMockOperatorAccountClient, earningsOf, fail, ok } from '@bb/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER,
  CUSTOMERS,
  EARNINGS,
  EXPERT,
  LEDGER,
} from '../test-support/operator-account-stories';
import { useCustomerSearch } from './use-account-search';
import { useCustomerAccount } from './use-customer-account';
import { useExpertAccount } from './use-expert-account';

const noPage = { next_cursor: null };

describe('useCustomerSearch', () => {
  it('pages through the customers, and a search starts again from its first page', async () => {
    const { client, mock } = createMockOperatorAccountClient({
      'GET /operators/customers': (request) =>
        request.query.get('q') === 'chen'
          ? ok({ customers: [CUSTOMERS[1]], ...noPage })
          : request.query.get('cursor') === 'next'
            ? ok({ customers: CUSTOMERS.slice(2), ...noPage })
            : ok({ customers: CUSTOMERS.slice(0, 2), next_cursor: 'next' }),
    });
    const { result } = renderHook(() => useCustomerSearch({ client }));
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    act(() => result.current.list.loadMore());
    await waitFor(() => expect(result.current.list.items).toHaveLength(4));
    expect(result.current.list.hasMore).toBe(false);

    act(() => result.current.getInputProps().onChange({ target: { value: '  chen ' } }));
    act(() => result.current.onSubmit({ preventDefault: () => {} } as never));
    await waitFor(() => expect(result.current.list.items).toEqual([CUSTOMERS[1]]));
    expect(result.current.searched).toBe('chen');
    expect(mock.requests.at(-1)?.query.toString()).toBe('q=chen');
    act(() => result.current.clear());
    await waitFor(() => expect(result.current.list.items).toHaveLength(2));
    expect(result.current.getInputProps().value).toBe('');
  });
});

describe('useCustomerAccount', () => {
  const lists = {
    'GET /operators/customers/41/orders': ok({ orders: [], ...noPage }),
    'GET /operators/customers/41/balance': ok({ balance_cents: 0, entries: LEDGER, ...noPage }),
    'GET /operators/customers/41/tickets': ok({ tickets: [], counts: {}, ...noPage }),
  };

  it('loads the customer and their lists by id, and blocks them once confirmed', async () => {
    const { client, mock } = createMockOperatorAccountClient({
      ...lists,
      'GET /operators/customers/41': ok({ customer: CUSTOMER }),
      'POST /operators/accounts/41/block': ok({ account: { ...CUSTOMER, status: 'blocked' } }),
    });
    const { result } = renderHook(() => useCustomerAccount({ client, customerId: 41 }));
    await waitFor(() => expect(result.current.account.data).toEqual(CUSTOMER));
    await waitFor(() => expect(result.current.ledger.items).toEqual(LEDGER));
    expect(result.current.block.actionLabel).toBe('Block');
    act(() => result.current.block.setOpen(true));
    expect(mock.count('POST /operators/accounts/41/block')).toBe(0);
    await act(() => result.current.block.confirm());
    expect(result.current.account.data?.status).toBe('blocked');
    expect(result.current.block).toMatchObject({
      open: false,
      actionLabel: 'Unblock',
      announcement: { text: 'maria.lopez@example.com is blocked: their sessions ended.' },
    });
  });

  it('keeps the dialog open with the refusal when the server refuses the step', async () => {
    const { client } = createMockOperatorAccountClient({
      ...lists,
      'GET /operators/customers/41': ok({ customer: CUSTOMER }),
      'POST /operators/accounts/41/block': fail('user_blocked', 403),
    });
    const { result } = renderHook(() => useCustomerAccount({ client, customerId: 41 }));
    await waitFor(() => expect(result.current.account.status).toBe('ready'));
    act(() => result.current.block.setOpen(true));
    await act(() => result.current.block.confirm());
    expect(result.current.block.open).toBe(true);
    expect(result.current.block.error).toEqual(expect.any(String));
    expect(result.current.account.data?.status).toBe('active');
  });
});

describe('useExpertAccount', () => {
  it('reads the earnings’ totals from their latest page beside the earnings', async () => {
    const { client } = createMockOperatorAccountClient({
      'GET /operators/writers/7': ok({ expert: EXPERT }),
      'GET /operators/writers/7/orders': ok({ orders: [], ...noPage }),
      'GET /operators/writers/7/earnings': ok(
        earningsOf({ available_cents: 2975, earnings: EARNINGS }),
      ),
    });
    const { result } = renderHook(() => useExpertAccount({ client, expertId: 7 }));
    await waitFor(() => expect(result.current.earnings.items).toEqual(EARNINGS));
    expect(result.current.totals).toMatchObject({ available_cents: 2975, paypal_email: null });
    expect(result.current.account.data?.pen_name).toBe('Daniel K.');
  });
});
