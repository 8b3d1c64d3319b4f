import type { ExpertApplication, ExpertApplicationSummary } from './expert-application-calls';

/** An expert application waiting for review, as the operator reads it, with `overrides`. */
export function expertApplicationOf(overrides: Partial<ExpertApplication> = {}): ExpertApplication {
  return {
    id: 12,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    status: 'received',
    created_at: Date.UTC(2026, 10, 20, 9, 30),
    decided_at: null,
    disciplines: [
      { id: 101, title: 'Python' },
      { id: 402, title: 'SQL' },
    ],
    experience:
      'Ten years of teaching Python and SQL at university level.\nI write tests for every answer.',
    sample: { name: 'pandas-report.py', size: 2048, content_type: 'text/x-python' },
    message: null,
    writer_slug: null,
    ...overrides,
  };
}

/** The same application as the operator's list shows it. */
export function expertApplicationSummaryOf(
  overrides: Partial<ExpertApplicationSummary> = {},
): ExpertApplicationSummary {
  const { id, name, email, status, created_at, decided_at } = expertApplicationOf(overrides);
  return { id, name, email, status, created_at, decided_at };
}
