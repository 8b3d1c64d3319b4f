import {
  createMockSeoClient,
  type MockRoutes,
  ok,
  seoPageOf,
  seoPageVersionOf,
  seoRedirectOf,
} from '@bb/api-client/testing';

/** A story's seo API: a mocked fetch answering `routes`, and the seo client over it. */
export type StorySeoApi = ReturnType<typeof createMockSeoClient>;

/** A story's seo API, made fresh for each render by a loader, so stories never share answers. */
export function seoApi(routes: MockRoutes | (() => MockRoutes)) {
  const table = () => (typeof routes === 'function' ? routes() : routes);
  return {
    loaders: [() => ({ seoApi: createMockSeoClient(table()) satisfies StorySeoApi })],
  };
}

/** The story's seo API from its context (`loaded.seoApi`). */
export function storySeoApi(context: { loaded: Record<string, unknown> }): StorySeoApi {
  const api = context.loaded.seoApi as StorySeoApi | undefined;
  if (!api) throw new Error('The story has no seo API: add ...seoApi({…}) to it.');
  return api;
}

/** The `client` arg's placeholder: each story renders with its loader's client instead. */
export const UNUSED_SEO_CLIENT = createMockSeoClient({}).client;

const ORIGIN = 'https://bb.example';

/** A landing page with its copy, a page with problems, and an expert's page. */
export const LANDING_PAGE = seoPageOf({
  landing: {
    intro: 'Stuck on a Python assignment? A vetted expert works through it with you.',
    faq: [{ question: 'Which Python versions?', answer: 'Python 3, as your course uses it.' }],
    defaults: {
      intro: 'Stuck on a Python assignment? A vetted expert works through it with you.',
      faq: [{ question: 'Which Python versions?', answer: 'Python 3, as your course uses it.' }],
    },
  },
});
export const PROBLEM_PAGE = seoPageOf({
  path: '/about-us.html',
  kind: 'page',
  title: 'About BB: homework help for programming and data analysis since 2015 | BB',
  description: 'Who we are.',
  og_image: '',
  h1: 'About BB',
  flags: ['title_too_long', 'description_duplicate', 'og_image_missing'],
  updated_at: Date.UTC(2026, 10, 27, 9, 15),
  edited: ['title'],
});
export const EXPERT_PAGE = seoPageOf({
  path: '/experts/ada-l.html',
  kind: 'expert',
  title: 'Ada L., Python expert | BB',
  description: 'Who we are.',
  canonical: `${ORIGIN}/experts/ada-l.html`,
  h1: 'Ada L.',
  flags: ['description_duplicate'],
});
export const SIGN_IN_PAGE = seoPageOf({
  path: '/sign-in.html',
  kind: 'page',
  title: 'Log into your account | BB',
  description: 'Sign in to follow your orders, message your expert and place new orders.',
  h1: 'Log into your account',
  indexable: false,
});
export const PAGES = [LANDING_PAGE, PROBLEM_PAGE, EXPERT_PAGE, SIGN_IN_PAGE];
export const PROBLEMS = [PROBLEM_PAGE, EXPERT_PAGE];

export const VERSIONS = [
  seoPageVersionOf({ id: 9, title: 'Python homework help from experts' }),
  seoPageVersionOf({
    id: 8,
    title: null,
    description: 'Python help, explained step by step.',
    created_at: Date.UTC(2026, 10, 26, 14, 0),
  }),
];
export const REDIRECTS = [
  seoRedirectOf(),
  seoRedirectOf({ id: 2, from_path: '/help/java.html', to_path: '/java-homework.html' }),
];

/** The routes of a Personal Area with pages, problems and redirects. */
export function personalAreaRoutes(): MockRoutes {
  return {
    'GET /seo/pages': (request) =>
      ok({
        pages: request.query.get('problems') === '1' ? PROBLEMS : PAGES,
        counts: { all: PAGES.length, problems: PROBLEMS.length },
      }),
    'GET /seo/redirects': ok({ redirects: REDIRECTS, next_cursor: null }),
    'GET /seo/pages/page': ok({ page: LANDING_PAGE }),
    'GET /seo/pages/versions': ok({ versions: VERSIONS, next_cursor: null }),
  };
}
