import type { SeoPageDetail, SeoPageVersion, SeoRedirect } from './seo-calls';

const ORIGIN = 'https://bb.example';

/** A public page on the seo role's list (a landing page as built) with any field overridden. */
export function seoPageOf(overrides: Partial<SeoPageDetail> = {}): SeoPageDetail {
  const path = overrides.path ?? '/python-homework.html';
  return {
    path,
    kind: 'landing',
    title: 'Python homework help: code, data analysis | BB',
    description:
      'Help with Python homework: programming, data analysis and machine learning, explained step by step by a vetted expert.',
    og_image: '/og-image.png',
    canonical: `${ORIGIN}${path}`,
    h1: 'Python homework help',
    indexable: true,
    defaults: {
      title: 'Python homework help: code, data analysis | BB',
      description:
        'Help with Python homework: programming, data analysis and machine learning, explained step by step by a vetted expert.',
      og_image: '/og-image.png',
    },
    edited: [],
    updated_at: null,
    flags: [],
    landing: null,
    ...overrides,
  };
}

/** A saved edit of a page (its title, by the demo seo account) with any field overridden. */
export function seoPageVersionOf(overrides: Partial<SeoPageVersion> = {}): SeoPageVersion {
  return {
    id: 7,
    title: 'Python homework help from vetted experts',
    description: null,
    og_image: null,
    intro: null,
    faq: null,
    actor: { id: 5, email: 'seo@demo.bb.example' },
    reverted_version_id: null,
    created_at: Date.UTC(2026, 10, 27, 9, 15),
    ...overrides,
  };
}

/** A redirect from an old address with any field overridden. */
export function seoRedirectOf(overrides: Partial<SeoRedirect> = {}): SeoRedirect {
  return {
    id: 3,
    from_path: '/python-help.html',
    to_path: '/python-homework.html',
    created_at: Date.UTC(2026, 10, 26, 16, 0),
    ...overrides,
  };
}
