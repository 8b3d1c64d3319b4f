import {
  seoIdParams,
  seoPageBody,
  seoPageQuery,
  seoPagesQuery,
  seoPageVersionsQuery,
  seoRedirectBody,
  seoRedirectsQuery,
} from '@bb/validation/requests';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { requireRole } from '../auth/require-role';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import {
  currentEdit,
  currentEdits,
  pageSettingsOf,
  pageVersionsPage,
  revertPageEdit,
  savePageEdit,
  seoPageDetail,
  seoPageViews,
} from './page-edits';
import { addRedirect, redirectsPage, removeRedirect, servedRedirects } from './page-redirects';
import { sitePagesOf } from './site-pages';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  pages: { config: { openapi: { query: seoPagesQuery } } },
  page: { config: { openapi: { query: seoPageQuery } } },
  versions: { config: { openapi: { query: seoPageVersionsQuery } } },
  save: { config: { openapi: { body: seoPageBody } } },
  byId: { config: { openapi: { params: seoIdParams } } },
  redirects: { config: { openapi: { query: seoRedirectsQuery } } },
  addRedirect: { config: { openapi: { body: seoRedirectBody } } },
  none: { config: { openapi: {} } },
} satisfies Record<string, RouteDeclaration>;

/**
 * The seo role's work on the public pages' search appearance. GET /seo/pages lists every page the
 * site serves (its routes and every listed expert's page, a bounded list: the site's sitemap) as
 * it is shown now, flagged (`problems`: only the flagged ones); GET /seo/pages/page one page with
 * a landing page's intro and FAQ; PUT /seo/pages saves an edit (an empty field: the default);
 * GET /seo/pages/versions a page's history and POST /seo/pages/versions/{id}/revert undoes one
 * edit (a new edit restoring the page as it was before it). GET, POST and DELETE /seo/redirects
 * manage the old addresses the site answers with 301. Every change is audited. Only the seo role.
 * The site reads what it applies from GET /widgets/page-settings (one page's edit),
 * /widgets/page-changes (every edited page and when: the sitemap's lastmod) and
 * /widgets/redirects.
 */
export function seoRoutes(ctx: AppContext): FastifyPluginAsync {
  const requireSeo = (request: FastifyRequest) => requireRole(ctx, request, 'seo');
  // The page the path names, among those the site serves now; any other is not found.
  const sitePage = async (path: string) => {
    const page = (await sitePagesOf(ctx)).find((candidate) => candidate.path === path);
    if (!page) throw new ApiError('not_found', 404);
    return page;
  };
  const pageDetail = async (path: string) => {
    const pages = await sitePagesOf(ctx);
    const page = pages.find((candidate) => candidate.path === path);
    if (!page) throw new ApiError('not_found', 404);
    const edits = await currentEdits(ctx.db);
    const view = seoPageViews(pages, edits).find((candidate) => candidate.path === path);
    if (!view) throw new ApiError('not_found', 404);
    return { page: seoPageDetail(view, page, edits.get(path)) };
  };

  return async (app) => {
    app.get('/seo/pages', shapes.pages, async (request) => {
      await requireSeo(request);
      const { problems } = parseInput(seoPagesQuery, request.query);
      const views = seoPageViews(await sitePagesOf(ctx), await currentEdits(ctx.db));
      const flagged = views.filter((view) => view.flags.length > 0);
      return okEnvelope({
        pages: problems ? flagged : views,
        counts: { all: views.length, problems: flagged.length },
      });
    });

    app.get('/seo/pages/page', shapes.page, async (request) => {
      await requireSeo(request);
      const { path } = parseInput(seoPageQuery, request.query);
      return okEnvelope(await pageDetail(path));
    });

    app.put('/seo/pages', shapes.save, async (request) => {
      const { user } = await requireSeo(request);
      const body = parseInput(seoPageBody, request.body);
      const page = await sitePage(body.path);
      if (!page.landing && (body.intro !== '' || body.faq !== null)) {
        throw new ApiError('seo_landing_only', 400, body.intro !== '' ? 'intro' : 'faq');
      }
      const orNull = (text: string) => (text === '' ? null : text);
      await savePageEdit(ctx, {
        path: body.path,
        actorUserId: user.id,
        fields: {
          title: orNull(body.title),
          description: orNull(body.description),
          og_image: orNull(body.og_image),
          intro: orNull(body.intro),
          faq: body.faq !== null && body.faq.length > 0 ? body.faq : null,
        },
      });
      return okEnvelope(await pageDetail(body.path));
    });

    app.get('/seo/pages/versions', shapes.versions, async (request) => {
      await requireSeo(request);
      const { path, ...page } = parseInput(seoPageVersionsQuery, request.query);
      return okEnvelope(await pageVersionsPage(ctx.db, path, page));
    });

    app.post('/seo/pages/versions/:id/revert', shapes.byId, async (request) => {
      const { user } = await requireSeo(request);
      const { id } = parseInput(seoIdParams, request.params);
      const path = await revertPageEdit(ctx, id, user.id);
      return okEnvelope(await pageDetail(path));
    });

    app.get('/seo/redirects', shapes.redirects, async (request) => {
      await requireSeo(request);
      const page = parseInput(seoRedirectsQuery, request.query);
      return okEnvelope(await redirectsPage(ctx.db, page));
    });

    app.post('/seo/redirects', shapes.addRedirect, async (request) => {
      const { user } = await requireSeo(request);
      const body = parseInput(seoRedirectBody, request.body);
      const redirect = await addRedirect(ctx, {
        from: body.from_path,
        to: body.to_path,
        actorUserId: user.id,
      });
      return okEnvelope({ redirect });
    });

    app.delete('/seo/redirects/:id', shapes.byId, async (request) => {
      const { user } = await requireSeo(request);
      const { id } = parseInput(seoIdParams, request.params);
      await removeRedirect(ctx, { id, actorUserId: user.id });
      return okEnvelope({});
    });

    // What the site applies: public, as the pages themselves are.
    app.get('/widgets/page-settings', shapes.page, async (request) => {
      const { path } = parseInput(seoPageQuery, request.query);
      const edit = await currentEdit(ctx.db, path);
      return okEnvelope({ page: edit ? pageSettingsOf(edit) : null });
    });

    app.get('/widgets/page-changes', shapes.none, async () => {
      const edits = await currentEdits(ctx.db);
      return okEnvelope({
        pages: [...edits.values()].map((edit) => ({
          path: edit.path,
          updated_at: edit.updated_at,
        })),
      });
    });

    app.get('/widgets/redirects', shapes.none, async () =>
      okEnvelope({ redirects: await servedRedirects(ctx.db) }),
    );
  };
}
