import { describe, expect, it } from 'vitest';
import { createMockSeoClient, ok, seoPageOf, seoPageVersionOf, seoRedirectOf } from './testing';

describe('the seo calls', () => {
  it('list, read, save and revert pages, and manage the redirects', async () => {
    const page = seoPageOf();
    const version = seoPageVersionOf();
    const redirect = seoRedirectOf();
    const { mock, client } = createMockSeoClient({
      'GET /seo/pages': ok({ pages: [page], counts: { all: 1, problems: 0 } }),
      'GET /seo/pages/page': ok({ page }),
      'PUT /seo/pages': ok({ page }),
      'GET /seo/pages/versions': ok({ versions: [version], next_cursor: null }),
      'POST /seo/pages/versions/7/revert': ok({ page }),
      'GET /seo/redirects': ok({ redirects: [redirect], next_cursor: null }),
      'POST /seo/redirects': ok({ redirect }),
      'DELETE /seo/redirects/3': ok({}),
      'GET /widgets/page-settings': ok({ page: null }),
    });
    expect((await client.seoPages({ problems: true })).counts).toEqual({ all: 1, problems: 0 });
    expect(mock.requests[0]?.query.toString()).toBe('problems=1');
    await client.seoPage('/python-homework.html');
    expect(mock.requests[1]?.query.get('path')).toBe('/python-homework.html');
    await client.saveSeoPage({
      path: '/python-homework.html',
      title: 'Python help',
      description: '',
      og_image: '',
      faq: [{ question: 'Q?', answer: 'A.' }],
    });
    expect(Object.fromEntries(mock.requests[2]?.form ?? [])).toEqual({
      path: '/python-homework.html',
      title: 'Python help',
      description: '',
      og_image: '',
      faq: '[{"question":"Q?","answer":"A."}]',
    });
    expect(
      (await client.seoPageVersions('/python-homework.html', { cursor: 'c' })).versions,
    ).toEqual([version]);
    expect(mock.requests[3]?.query.toString()).toBe('cursor=c&path=%2Fpython-homework.html');
    await client.revertSeoPageVersion(7);
    expect((await client.seoRedirects()).redirects).toEqual([redirect]);
    await client.addSeoRedirect({ from_path: '/a.html', to_path: '/b.html' });
    expect(mock.requests[6]?.form?.toString()).toBe('from_path=%2Fa.html&to_path=%2Fb.html');
    await client.removeSeoRedirect(3);
    expect(await client.pageSettings('/')).toEqual({ page: null });
    expect(mock.unmatched).toEqual([]);
  });
});
