/** The page of a listed expert (src/pages/experts/[slug].astro). */
export const expertPagePath = (slug: string) => `/experts/${encodeURIComponent(slug)}.html`;

/**
 * The built sitemap (every pre-rendered page and every fixed page rendered on request) with the
 * pages of the experts listed now, which only the database knows.
 */
export function withExpertPages(builtSitemap: string, origin: string, slugs: string[]): string {
  const urls = [...slugs]
    .sort()
    .map((slug) => `  <url><loc>${new URL(expertPagePath(slug), origin).href}</loc></url>\n`);
  return builtSitemap.replace('</urlset>', `${urls.join('')}</urlset>`);
}
