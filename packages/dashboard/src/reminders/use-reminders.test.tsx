import { createMockOrderClient, fail, ok } from '@bb/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useReminders } from './use-reminders';

const REMINDERS = 'GET /widgets/reminders';
const unpaid = {
  type: 'pre_order_unpaid',
  order_id: 42,
  message: 'Your order "Regression report" is waiting for payment.',
  url_path: '/dashboard/customer/orders/42',
};

describe('useReminders', () => {
  it('links each reminder to its page on our origin, in the order the API gives', async () => {
    const { client } = createMockOrderClient({
      [REMINDERS]: ok({
        reminders: [
          {
            type: 'verify_email',
            message: 'Please confirm your email address with the link we sent you.',
            url_path: '/dashboard/customer/profile/',
          },
          unpaid,
        ],
      }),
    });
    const { result } = renderHook(() => useReminders({ client }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.reminders).toEqual([
      {
        key: 'verify_email:',
        message: 'Please confirm your email address with the link we sent you.',
        href: '/dashboard/customer/profile/',
      },
      { key: 'pre_order_unpaid:42', message: unpaid.message, href: unpaid.url_path },
    ]);
  });

  it('never links off the site, whatever path an answer carries', async () => {
    const { client } = createMockOrderClient({
      [REMINDERS]: ok({
        reminders: [
          { ...unpaid, url_path: '//evil.example/pay' },
          { ...unpaid, order_id: 43, url_path: 'https://evil.example/' },
          { ...unpaid, order_id: 44, url_path: '/dashboard/customer/orders/44' },
        ],
      }),
    });
    const { result } = renderHook(() => useReminders({ client }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.reminders.map((reminder) => reminder.href)).toEqual([
      '/dashboard/customer/orders/44',
    ]);
  });

  it('says a failed load and loads again when asked', async () => {
    let down = true;
    const { client } = createMockOrderClient({
      [REMINDERS]: () => (down ? fail('internal_error', 500) : ok({ reminders: [unpaid] })),
    });
    const { result } = renderHook(() => useReminders({ client }));
    await waitFor(() => expect(result.current.status).toBe('error'));
    down = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.reminders).toHaveLength(1);
  });
});
