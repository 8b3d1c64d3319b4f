import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/seed-data';
import { type ApiClient, type ApiResponse, slugOf } from '../testing/api-client';
import { clientFactory } from '../testing/customer-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { type SitePage, serveSitePages } from './site-pages';

const LANDING = '/python-homework.html';
const ABOUT = '/about-us.html';

/** The pages a site would report: a landing page, two routes sharing a description, an expert. */
const SITE_PAGES: SitePage[] = [
  {
    path: LANDING,
    title: 'Python homework help | BB',
    description: 'Help with Python homework.',
    og_image: '/og-image.png',
    canonical: `http://localhost:3000${LANDING}`,
    h1: 'Python homework help',
    indexable: true,
    landing: {
      intro: 'Stuck on Python?',
      faq: [{ question: 'Is it fast?', answer: 'Yes.' }],
    },
  },
  {
    path: ABOUT,
    title: 'About BB: homework help for programming and data analysis since 2015 | BB',
    description: 'Who we are.',
    og_image: '',
    canonical: `http://localhost:3000${ABOUT}`,
    h1: 'About us',
    indexable: true,
  },
  {
    path: '/sign-in.html',
    title: 'Log into your account | BB',
    description: 'Who we are.',
    og_image: '/og-image.png',
    canonical: 'http://localhost:3000/sign-in.html',
    h1: '',
    indexable: false,
  },
  {
    path: '/experts/ada.html',
    title: 'Ada, Python expert | BB',
    description: 'Ada helps with Python.',
    og_image: '/og-image.png',
    canonical: 'http://localhost:3000/experts/ada.html',
    h1: 'Ada',
    indexable: true,
  },
];

describe.each(ENGINES)('the seo role on %s', (engine) => {
  let server: TestServer;
  const { newClient, signedIn } = clientFactory(() => server, '10.30.2');
  let seo: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(engine);
    serveSitePages(server.app, async () => SITE_PAGES);
    seo = await signedIn('seo');
  });
  afterAll(() => server.close());

  const refusal = (response: ApiResponse) => [response.status, slugOf(response), fieldOf(response)];
  const fieldOf = (response: ApiResponse) => response.json.meta?.response?.field;
  const save = (client: ApiClient, form: Record<string, string>) =>
    client.request('PUT', 'seo/pages', { form: { path: LANDING, ...form } });
  const pageOf = async (path: string) =>
    (await seo.get('seo/pages/page', { query: { path } })).json.body.page;
  const settingsOf = async (path: string) =>
    (await newClient().get('widgets/page-settings', { query: { path } })).json.body.page;
  const auditOf = (path: string) =>
    server.ctx.db
      .selectFrom('audit_events')
      .select(['action', 'detail', 'actor_user_id'])
      .where('subject_path', '=', path)
      .orderBy('id')
      .execute();

  it('refuses every route to anyone signed out and to every other role', async () => {
    const calls = (client: ApiClient) => [
      client.get('seo/pages'),
      client.get('seo/pages/page', { query: { path: LANDING } }),
      save(client, { title: 'A title' }),
      client.get('seo/pages/versions', { query: { path: LANDING } }),
      client.post('seo/pages/versions/1/revert'),
      client.get('seo/redirects'),
      client.post('seo/redirects', { from_path: '/old.html', to_path: ABOUT }),
      client.delete('seo/redirects/1'),
    ];
    for (const response of await Promise.all(calls(newClient()))) {
      expect(refusal(response)[0]).toBe(401);
    }
    for (const role of [
      'customer',
      'writer',
      'operator',
      'support_contract',
      'earnings',
    ] as const) {
      const client = await signedIn(role);
      for (const response of await Promise.all(calls(client))) {
        expect(refusal(response).slice(0, 2), role).toEqual([
          403,
          'user_role_required_user_not_matched',
        ]);
      }
    }
    expect(await settingsOf(LANDING)).toBeNull();
    // Spec §6: seo cannot place orders.
    expect(
      refusal(await seo.post('customers/pre-orders', { title: 'An order' })).slice(0, 2),
    ).toEqual([403, 'user_role_required_user_not_matched']);
  });

  it('lists every page the site serves with what is missing, too long or duplicated', async () => {
    const all = (await seo.get('seo/pages')).json.body;
    expect(all.counts).toEqual({ all: 4, problems: 2 });
    const flagsOf = (path: string) =>
      all.pages.find((page: { path: string }) => page.path === path)?.flags;
    expect(flagsOf(LANDING)).toEqual([]);
    expect(flagsOf(ABOUT)).toEqual(['title_too_long', 'description_duplicate', 'og_image_missing']);
    expect(flagsOf('/sign-in.html')).toEqual(['description_duplicate', 'h1_missing']);
    expect(
      all.pages.find((page: { path: string }) => page.path === '/experts/ada.html'),
    ).toMatchObject({ kind: 'expert', indexable: true, edited: [], updated_at: null });
    const problems = (await seo.get('seo/pages', { query: { problems: '1' } })).json.body;
    expect(problems.pages.map((page: { path: string }) => page.path)).toEqual([
      ABOUT,
      '/sign-in.html',
    ]);
  });

  it('saves an edit the site reads at once, audited, and refuses bad input beside its field', async () => {
    server.clock.now = Date.UTC(2026, 10, 1);
    const saved = await save(seo, {
      title: 'Python homework help from vetted experts',
      description: 'Python help, explained step by step.',
      faq: JSON.stringify([{ question: ' Who helps? ', answer: 'An expert.' }]),
    });
    expect(saved.status).toBe(200);
    expect(saved.json.body.page).toMatchObject({
      title: 'Python homework help from vetted experts',
      description: 'Python help, explained step by step.',
      og_image: '/og-image.png',
      edited: ['title', 'description', 'faq'],
      updated_at: Date.UTC(2026, 10, 1),
      landing: {
        intro: 'Stuck on Python?',
        faq: [{ question: 'Who helps?', answer: 'An expert.' }],
      },
    });
    expect(await settingsOf(LANDING)).toEqual({
      title: 'Python homework help from vetted experts',
      description: 'Python help, explained step by step.',
      og_image: null,
      intro: null,
      faq: [{ question: 'Who helps?', answer: 'An expert.' }],
      updated_at: Date.UTC(2026, 10, 1),
    });
    expect((await newClient().get('widgets/page-changes')).json.body.pages).toEqual([
      { path: LANDING, updated_at: Date.UTC(2026, 10, 1) },
    ]);
    const seoId = (
      await server.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', DEMO_ACCOUNTS.seo)
        .executeTakeFirstOrThrow()
    ).id;
    expect(await auditOf(LANDING)).toEqual([
      { action: 'page_edited', detail: 'title, description, faq', actor_user_id: seoId },
    ]);

    const refusals = [
      [{ title: 'x'.repeat(61) }, 'seo_title_too_long', 'title'],
      [{ title: '<b>Python</b>' }, 'seo_title_html', 'title'],
      [{ description: 'y'.repeat(161) }, 'seo_description_too_long', 'description'],
      [{ description: 'Cheap <script>alert(1)</script>' }, 'seo_description_html', 'description'],
      [{ og_image: 'http://example.com/a.png' }, 'seo_og_image_invalid', 'og_image'],
      [{ og_image: 'javascript:alert(1)' }, 'seo_og_image_invalid', 'og_image'],
      [{ og_image: '//evil.example/a.png' }, 'seo_og_image_invalid', 'og_image'],
      [{ intro: 'z'.repeat(1001) }, 'seo_intro_too_long', 'intro'],
      [{ faq: '[{"question":"Q?"}]' }, 'seo_faq_invalid', 'faq'],
      [{ faq: 'not json' }, 'seo_faq_invalid', 'faq'],
      [{ path: ABOUT, intro: 'An intro.' }, 'seo_landing_only', 'intro'],
    ] as const;
    for (const [form, slug, field] of refusals) {
      expect(refusal(await save(seo, form)), slug).toEqual([400, slug, field]);
    }
    expect(refusal(await save(seo, { path: '/not-a-page.html', title: 'T' }))).toEqual([
      404,
      'not_found',
      undefined,
    ]);
    expect((await save(seo, { path: ABOUT, og_image: 'https://cdn.example/a.png' })).status).toBe(
      200,
    );
    expect((await pageOf(ABOUT)).flags).not.toContain('og_image_missing');
    expect((await auditOf(LANDING)).length).toBe(1);
  });

  it('keeps every edit, and a revert restores the page as it was before the edit it undoes', async () => {
    await save(seo, { title: 'A second title' });
    const history = (await seo.get('seo/pages/versions', { query: { path: LANDING } })).json.body;
    expect(history.versions.map((version: { title: string }) => version.title)).toEqual([
      'A second title',
      'Python homework help from vetted experts',
    ]);
    expect(history.versions[0].actor.email).toBe(DEMO_ACCOUNTS.seo);
    const [second, first] = history.versions;

    const reverted = await seo.post(`seo/pages/versions/${second.id}/revert`);
    expect(reverted.json.body.page.title).toBe('Python homework help from vetted experts');
    expect((await settingsOf(LANDING)).title).toBe('Python homework help from vetted experts');

    const toDefault = await seo.post(`seo/pages/versions/${first.id}/revert`);
    expect(toDefault.json.body.page).toMatchObject({
      title: 'Python homework help | BB',
      description: 'Help with Python homework.',
      edited: [],
      landing: { faq: [{ question: 'Is it fast?', answer: 'Yes.' }] },
    });
    expect(await settingsOf(LANDING)).toMatchObject({ title: null, description: null, faq: null });
    const versions = (await seo.get('seo/pages/versions', { query: { path: LANDING } })).json.body
      .versions;
    expect(
      versions.map(
        (version: { reverted_version_id: number | null }) => version.reverted_version_id,
      ),
    ).toEqual([first.id, second.id, null, null]);
    expect((await auditOf(LANDING)).map((event) => event.action)).toEqual([
      'page_edited',
      'page_edited',
      'page_reverted',
      'page_reverted',
    ]);
    expect(refusal(await seo.post('seo/pages/versions/999999/revert'))).toEqual([
      404,
      'not_found',
      undefined,
    ]);
    expect(refusal(await seo.post('seo/pages/versions/abc/revert'))[0]).toBe(400);
  });

  it('manages redirects to our own pages only, without chains or loops', async () => {
    const add = (from_path: string, to_path: string) =>
      seo.post('seo/redirects', { from_path, to_path });
    const added = await add('/old-python.html', LANDING);
    expect(added.json.body.redirect).toMatchObject({
      from_path: '/old-python.html',
      to_path: LANDING,
    });
    expect(refusal(await add('/x.html', 'https://evil.example/'))).toEqual([
      400,
      'seo_redirect_to_invalid',
      'to_path',
    ]);
    expect(refusal(await add('/x.html', '//evil.example/'))).toEqual([
      400,
      'seo_redirect_to_invalid',
      'to_path',
    ]);
    expect(refusal(await add('https://example.com/x', LANDING))).toEqual([
      400,
      'seo_redirect_from_invalid',
      'from_path',
    ]);
    expect(refusal(await add('/api/en/1/x', LANDING))).toEqual([
      400,
      'seo_redirect_from_invalid',
      'from_path',
    ]);
    expect(refusal(await add('/x.html', '/x.html'))).toEqual([
      400,
      'seo_redirect_to_invalid',
      'to_path',
    ]);
    expect(refusal(await add('/old-python.html', ABOUT))).toEqual([
      409,
      'seo_redirect_exists',
      'from_path',
    ]);
    // A loop back to the old address, and a chain through it.
    expect(refusal(await add(LANDING, '/old-python.html'))).toEqual([
      400,
      'seo_redirect_loop',
      'to_path',
    ]);
    expect(refusal(await add('/older.html', '/old-python.html'))).toEqual([
      400,
      'seo_redirect_loop',
      'to_path',
    ]);
    expect((await newClient().get('widgets/redirects')).json.body.redirects).toEqual([
      { from_path: '/old-python.html', to_path: LANDING },
    ]);
    const list = (await seo.get('seo/redirects')).json.body;
    expect(list).toMatchObject({
      redirects: [{ id: added.json.body.redirect.id }],
      next_cursor: null,
    });

    expect((await seo.delete(`seo/redirects/${added.json.body.redirect.id}`)).status).toBe(200);
    expect(refusal(await seo.delete(`seo/redirects/${added.json.body.redirect.id}`))).toEqual([
      404,
      'not_found',
      undefined,
    ]);
    expect((await newClient().get('widgets/redirects')).json.body.redirects).toEqual([]);
    expect((await auditOf('/old-python.html')).map((event) => event.action)).toEqual([
      'redirect_added',
      'redirect_removed',
    ]);
  });
});
