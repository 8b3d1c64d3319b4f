import type { StaffMember } from './api-types';

/** A staff account (an seo, invited the day before) with any field overridden. */
export function staffMemberOf(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    id: 12,
    email: 'seo.lead@example.com',
    role: 'seo',
    status: 'invited',
    created_at: Date.UTC(2026, 10, 26, 10, 30),
    ...overrides,
  };
}
