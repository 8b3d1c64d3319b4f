import { describe, expect, it } from 'vitest';
import { auditEventOf, createMockAuditClient, ok } from './testing';

describe('the audit calls', () => {
  it("page an order's and an account's audit trail by cursor", async () => {
    const event = auditEventOf();
    const { mock, client } = createMockAuditClient({
      'GET /operators/orders/42/audit-events': ok({ events: [event], next_cursor: 'MTB-Mg' }),
      'GET /operators/accounts/7/audit-events': ok({ events: [], next_cursor: null }),
    });
    expect(await client.auditEvents({ order: 42 }, { cursor: 'abc', limit: 5 })).toEqual({
      events: [event],
      next_cursor: 'MTB-Mg',
    });
    expect(mock.requests[0]?.query.toString()).toBe('cursor=abc&limit=5');
    expect(await client.auditEvents({ account: 7 })).toEqual({ events: [], next_cursor: null });
    expect(mock.requests[1]?.query.toString()).toBe('');
    expect(mock.unmatched).toEqual([]);
  });
});
