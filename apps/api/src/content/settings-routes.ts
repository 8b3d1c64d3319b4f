import { companySettingsQuery } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import { createResponseCache } from '../http/response-cache';
import type { RouteDeclaration } from '../http/route-shapes';
import { normalizeDomain } from './company-domain';
import { companyOfDomain } from './content-queries';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  none: { config: { openapi: {} } },
  company: { config: { openapi: { query: companySettingsQuery } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * GET /common/settings: what the configuration makes available (captcha, social sign-in, layout,
 * cookie banner, analytics objects). GET /common/company-settings?domain=: the company shown in
 * the footer for that domain, or an empty body for a domain we do not know.
 */
export function settingsRoutes(ctx: AppContext): FastifyPluginAsync {
  const { config } = ctx;
  const settingsJson = Buffer.from(
    JSON.stringify(
      okEnvelope({
        env: {
          is_recaptcha_available: ctx.captcha.isConfigured,
          recaptcha_site_key: ctx.captcha.siteKey,
          is_apple_oauth2_available: ctx.oidc.apple !== undefined,
          is_google_oauth2_available: ctx.oidc.google !== undefined,
          service_type_layout: config.settings.serviceTypeLayout,
        },
        app_features: { cookie_agree_banner_type: config.settings.cookieAgreeBannerType },
        gtm_datalayer_objects: config.settings.gtmDatalayerObjects,
        site: {
          name: config.site.name,
          url: config.publicOrigin,
          support_email: config.site.supportEmail,
        },
      }),
    ),
  );

  return async (app) => {
    app.get('/common/settings', shapes.none, async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(settingsJson),
    );

    const companies = createResponseCache({ ttlMs: 60_000, maxEntries: 256, now: ctx.now });
    app.get('/common/company-settings', shapes.company, async (request, reply) => {
      const query = parseInput(companySettingsQuery, request.query);
      const domain = normalizeDomain(query.domain ?? request.hostname);
      const json = await companies.get(domain, async () => {
        const company = await companyOfDomain(ctx.db, domain);
        return JSON.stringify(okEnvelope(company ? { company } : {}));
      });
      return reply.type('application/json; charset=utf-8').send(json);
    });
  };
}
