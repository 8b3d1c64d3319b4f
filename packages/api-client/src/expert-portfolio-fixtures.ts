import type { OwnPortfolioItem } from './expert-portfolio-calls';

/** An item of the expert's portfolio (a Python project, added a week before) with any field overridden. */
export function ownPortfolioItemOf(overrides: Partial<OwnPortfolioItem> = {}): OwnPortfolioItem {
  const id = overrides.id ?? 41;
  const description =
    overrides.description ??
    'A shortest-path solver with a binary heap, with its tests and a report.';
  return {
    id,
    title: 'Dijkstra in Python',
    summary: description,
    description,
    created_at: Date.UTC(2026, 10, 19, 9, 15),
    discipline: { id: 101, title: 'Python' },
    file: { name: 'dijkstra.py', size: 48_213 },
    file_url: `https://bb.example/api/en/1/widgets/writers/jane-doe/portfolio/${id}/file`,
    ...overrides,
  };
}
