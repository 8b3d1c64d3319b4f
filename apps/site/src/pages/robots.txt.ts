import type { APIRoute } from 'astro';
import { siteSettings } from '../seo/site-settings';
import { siteData } from '../site-data/site-data';

/** Everything is open to crawlers but the signed-in area and the account pages' forms. */
export const GET: APIRoute = async () => {
  const site = siteSettings((await siteData()).settings);
  const lines = [
    'User-agent: *',
    'Disallow: /dashboard/',
    'Disallow: /api/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', site.url).href}`,
    '',
  ];
  return new Response(lines.join('\n'), { headers: { 'content-type': 'text/plain' } });
};
