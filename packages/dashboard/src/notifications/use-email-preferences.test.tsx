import { createMockNotificationClient, fail, ok } from '@bb/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEmailPreferences } from './use-email-preferences';

const PREFERENCES = [
  { category: 'payments', enabled: true, transactional: true },
  { category: 'messages', enabled: true, transactional: false },
];

describe('useEmailPreferences', () => {
  it('turns a category off with what the API answers, and says why a change failed', async () => {
    const turnedOff = [PREFERENCES[0], { ...PREFERENCES[1], enabled: false }];
    const { client, mock } = createMockNotificationClient({
      'GET /users/email-preferences': ok({ email_preferences: PREFERENCES }),
      'PUT /users/email-preferences': [
        ok({ email_preferences: turnedOff }),
        fail('busy_try_again', 503),
      ],
    });
    const { result } = renderHook(() => useEmailPreferences(client));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.set('messages', false));
    expect(result.current.preferences[1]?.enabled).toBe(false);
    expect(mock.requests.find((request) => request.method === 'PUT')?.form?.toString()).toBe(
      'category=messages&enabled=0',
    );
    await act(() => result.current.set('messages', true));
    expect(result.current.preferences[1]?.enabled).toBe(false);
    expect(result.current.errorMessage).toBeTruthy();
  });
});
