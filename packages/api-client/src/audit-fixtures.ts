import type { AuditEvent } from './audit-calls';

/** An order's assignment by the demo operator, with any field overridden. */
export function auditEventOf(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: 31,
    action: 'order_assigned',
    actor: { id: 3, email: 'operator@demo.bb.example', role: 'operator' },
    detail: 'emma-clarke',
    created_at: Date.UTC(2026, 10, 26, 10, 30),
    ...overrides,
  };
}
