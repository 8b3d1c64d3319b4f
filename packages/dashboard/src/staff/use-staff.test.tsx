import { createMockStaffClient, fail, ok, staffMemberOf } from '@bb/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SELF, STAFF } from '../test-support/staff-stories';
import { useStaffInviteForm } from './use-staff-invite-form';
import { useStaffList } from './use-staff-list';

const LIST = 'GET /operators/staff';

describe('useStaffList', () => {
  it('pages through the staff, offering each row its steps but none on the own row', async () => {
    const { client, mock } = createMockStaffClient({
      [LIST]: (request) =>
        request.query.get('cursor') === 'next'
          ? ok({ staff: STAFF.slice(2), next_cursor: null })
          : ok({ staff: STAFF.slice(0, 2), next_cursor: 'next' }),
    });
    const { result } = renderHook(() => useStaffList({ client, selfId: SELF.id }));
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    expect(result.current.list.hasMore).toBe(true);
    expect(result.current.rows[0]).toMatchObject({
      roleLabel: 'SEO',
      statusLabel: 'Invited',
      canResend: true,
      canBlock: true,
      canUnblock: false,
    });
    act(() => result.current.list.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(4));
    expect(result.current.list.hasMore).toBe(false);
    expect(result.current.rows[2]).toMatchObject({ canBlock: false, canUnblock: true });
    expect(result.current.rows[3]).toMatchObject({
      self: true,
      canBlock: false,
      canUnblock: false,
      canResend: false,
    });
    expect(mock.requests.at(-1)?.query.get('cursor')).toBe('next');
  });

  it('blocks, unblocks and resends, replacing the row and saying what happened', async () => {
    const member = STAFF[1] ?? SELF;
    const { client } = createMockStaffClient({
      [LIST]: ok({ staff: [member], next_cursor: null }),
      'POST /operators/accounts/11/block': ok({ account: { ...member, status: 'blocked' } }),
      'POST /operators/accounts/11/unblock': ok({ account: member }),
    });
    const { result } = renderHook(() => useStaffList({ client, selfId: SELF.id }));
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    await act(() => result.current.block(member));
    expect(result.current.rows[0]?.statusLabel).toBe('Blocked');
    expect(result.current.announcement).toMatchObject({
      text: 'contracts@example.com is blocked: their sessions ended.',
      tone: 'success',
    });
    await act(() => result.current.unblock(member));
    expect(result.current.rows[0]?.statusLabel).toBe('Active');
    expect(result.current.busyId).toBeNull();
  });

  it('says why a step was refused, in the catalogue’s words, and keeps the row', async () => {
    const member = staffMemberOf({ status: 'active', role: 'operator' });
    const { client } = createMockStaffClient({
      [LIST]: ok({ staff: [member], next_cursor: null }),
      'POST /operators/accounts/12/block': fail('last_active_operator', 409),
      'POST /operators/staff/12/invitation': fail('invitation_not_pending', 409),
    });
    const { result } = renderHook(() => useStaffList({ client }));
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    await act(() => result.current.block(member));
    expect(result.current.announcement).toMatchObject({
      text: 'This is the last active operator account, so it cannot be blocked.',
      tone: 'error',
    });
    expect(result.current.rows[0]?.statusLabel).toBe('Active');
    await act(() => result.current.resend(member));
    expect(result.current.announcement?.text).toMatch(/^This person has set their password/);
  });
});

describe('useStaffInviteForm', () => {
  const change = (value: string) => ({ target: { value } }) as never;

  it('checks the e-mail before sending, then sends it with the role and clears the field', async () => {
    const invited = staffMemberOf({ id: 14, email: 'new@example.com', role: 'earnings' });
    const { client, mock } = createMockStaffClient({
      'POST /operators/staff': ok({ staff_member: invited }),
    });
    const onInvited = vi.fn();
    const { result } = renderHook(() => useStaffInviteForm({ client, onInvited }));
    expect(result.current.roleOptions.map((option) => option.value)).toEqual([
      'support_contract',
      'earnings',
      'seo',
      'operator',
    ]);
    await act(() => result.current.submit());
    expect(result.current.errors.email).toBe(
      'Please enter the e-mail address of the person you invite',
    );
    expect(mock.requests).toEqual([]);

    act(() => result.current.getEmailFieldProps().onChange(change(' new@example.com ')));
    act(() => result.current.getRoleFieldProps().onChange(change('earnings')));
    await act(() => result.current.submit());
    expect(mock.requests[0]?.form?.toString()).toBe('email=new%40example.com&role=earnings');
    expect(onInvited).toHaveBeenCalledWith(invited);
    expect(result.current.getEmailFieldProps().value).toBe('');
    expect(result.current.errors.email).toBeUndefined();
    expect(result.current.announcement?.text).toBe('Invitation sent to new@example.com.');
  });

  it('shows an address that has an account beside the e-mail', async () => {
    const { client } = createMockStaffClient({
      'POST /operators/staff': fail('account_exists', 409),
    });
    const { result } = renderHook(() => useStaffInviteForm({ client }));
    act(() => result.current.getEmailFieldProps().onChange(change('taken@example.com')));
    await act(() => result.current.submit());
    expect(result.current.errors.email).toBe('An account with this e-mail address already exists.');
    expect(result.current.getEmailFieldProps()['aria-invalid']).toBe(true);
  });
});
