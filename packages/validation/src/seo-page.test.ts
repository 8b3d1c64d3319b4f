import { describe, expect, it } from 'vitest';
import { validateSeoPage, validateSeoRedirect } from './seo-page';

const keys = (errors: Record<string, { key: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.key]));

describe('validateSeoPage', () => {
  it('takes empty fields (the defaults) and plain text within the limits', () => {
    expect(validateSeoPage({})).toEqual({});
    expect(
      validateSeoPage({
        title: 'x'.repeat(60),
        description: 'Q&A: 5 > 3, "quoted"',
        og_image: '/og-image.png',
        intro: 'One line.\nAnother.',
        faq: [{ question: 'Why?', answer: 'Because.' }],
      }),
    ).toEqual({});
    expect(validateSeoPage({ og_image: 'https://cdn.example/a.png' })).toEqual({});
  });

  it('refuses too long texts, markup, other addresses and broken questions, each on its field', () => {
    expect(
      keys(
        validateSeoPage({
          title: 'x'.repeat(61),
          description: 'Cheap <b>help</b>',
          og_image: 'http://cdn.example/a.png',
          intro: '<!-- hidden -->',
          faq: [{ question: 'Why?', answer: '' }],
        }),
      ),
    ).toEqual({
      title: 'seo_title_too_long',
      description: 'seo_description_html',
      og_image: 'seo_og_image_invalid',
      intro: 'seo_intro_html',
      faq: 'seo_faq_invalid',
    });
    for (const og_image of ['//evil.example/a.png', 'javascript:alert(1)', '/a b.png', 'data:x']) {
      expect(keys(validateSeoPage({ og_image })), og_image).toEqual({
        og_image: 'seo_og_image_invalid',
      });
    }
    expect(keys(validateSeoPage({ faq: Array(13).fill({ question: 'Q', answer: 'A' }) }))).toEqual({
      faq: 'seo_faq_invalid',
    });
  });
});

describe('validateSeoRedirect', () => {
  it('takes two different paths of the site, outside the API, the dashboard and the assets', () => {
    expect(validateSeoRedirect({ from_path: '/old.html', to_path: '/new.html' })).toEqual({});
    expect(
      keys(
        validateSeoRedirect({ from_path: '/api/en/1/x', to_path: 'https://elsewhere.example/' }),
      ),
    ).toEqual({ from_path: 'seo_redirect_from_invalid', to_path: 'seo_redirect_to_invalid' });
    expect(keys(validateSeoRedirect({ from_path: '/a.html', to_path: '/a.html' }))).toEqual({
      to_path: 'seo_redirect_to_invalid',
    });
    expect(keys(validateSeoRedirect({ from_path: '/a.html', to_path: '/dashboard/seo/' }))).toEqual(
      {
        to_path: 'seo_redirect_to_invalid',
      },
    );
  });
});
