import {
  createMockExpertPortfolioClient,
  type MockRoutes,
  ok,
  ownPortfolioItemOf,
} from '@bb/api-client/testing';

/** A story's portfolio API: a mocked fetch answering `routes`, and the portfolio client over it. */
export type StoryPortfolioApi = ReturnType<typeof createMockExpertPortfolioClient>;

/** A story's portfolio API, made fresh for each render by a loader, so stories never share answers. */
export function portfolioApi(routes: MockRoutes | (() => MockRoutes)) {
  const table = () => ({
    'GET /widgets/dictionaries/discipline_sub': ok({ discipline_sub: DISCIPLINES }),
    ...(typeof routes === 'function' ? routes() : routes),
  });
  return {
    loaders: [
      () => ({
        portfolioApi: createMockExpertPortfolioClient(table()) satisfies StoryPortfolioApi,
      }),
    ],
  };
}

/** The story's portfolio API from its context (`loaded.portfolioApi`). */
export function storyPortfolioApi(context: { loaded: Record<string, unknown> }): StoryPortfolioApi {
  const api = context.loaded.portfolioApi as StoryPortfolioApi | undefined;
  if (!api) throw new Error('The story has no portfolio API: add ...portfolioApi({…}) to it.');
  return api;
}

/** The `client` arg's placeholder: each story renders with its loader's client instead. */
export const UNUSED_PORTFOLIO_CLIENT = createMockExpertPortfolioClient({}).client;

export const DISCIPLINES = [
  { id: 101, title: 'Python' },
  { id: 102, title: 'Java' },
  { id: 402, title: 'Databases and SQL' },
];

/** Three works of the expert's, the newest first. */
export const PORTFOLIO = [
  ownPortfolioItemOf(),
  ownPortfolioItemOf({
    id: 38,
    title: 'Library system schema',
    description: 'A normalised PostgreSQL schema for a city library, with its queries.',
    discipline: { id: 402, title: 'Databases and SQL' },
    created_at: Date.UTC(2026, 10, 2, 14, 0),
    file: { name: 'library-schema.sql', size: 9_120 },
  }),
  ownPortfolioItemOf({
    id: 30,
    title: 'Spring Boot REST API',
    description: 'A small bookings API with tests and its OpenAPI description.',
    discipline: { id: 102, title: 'Java' },
    created_at: Date.UTC(2026, 9, 14, 8, 30),
    file: { name: 'bookings-api.zip', size: 1_204_400 },
  }),
];

/** A page of the portfolio answered by the mocked API. */
export function portfolioPage(items = PORTFOLIO, next_cursor: string | null = null) {
  return ok({ portfolio: items, next_cursor, count: items.length, max_count: 12 });
}
