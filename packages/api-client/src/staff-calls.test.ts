import { describe, expect, it } from 'vitest';
import { createMockStaffClient, ok, staffMemberOf } from './testing';

describe('the staff calls', () => {
  it('page the staff list by cursor and send the invitation, its resend and the blocks', async () => {
    const member = staffMemberOf();
    const { mock, client } = createMockStaffClient({
      'GET /operators/staff': ok({ staff: [member], next_cursor: 'MTB-Mg' }),
      'POST /operators/staff': ok({ staff_member: member }),
      'POST /operators/staff/12/invitation': ok({ staff_member: member }),
      'POST /operators/accounts/12/block': ok({ account: { ...member, status: 'blocked' } }),
      'POST /operators/accounts/12/unblock': ok({ account: member }),
    });
    expect(await client.staff({ cursor: 'abc', limit: 5 })).toEqual({
      staff: [member],
      next_cursor: 'MTB-Mg',
    });
    expect(mock.requests[0]?.query.toString()).toBe('cursor=abc&limit=5');
    await client.inviteStaff({ email: 'new@example.com', role: 'earnings' });
    expect(mock.requests[1]?.form?.toString()).toBe('email=new%40example.com&role=earnings');
    await client.resendInvitation(12);
    expect((await client.setBlocked(12, true)).account.status).toBe('blocked');
    expect((await client.setBlocked(12, false)).account.status).toBe('invited');
    expect(mock.unmatched).toEqual([]);
  });
});
