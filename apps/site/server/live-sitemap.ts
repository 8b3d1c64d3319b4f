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

/**
 * The sitemap with each edited page's `lastmod` (the seo role's last change of it), so search
 * engines come back to what changed.
 */
export function withLastModified(sitemap: string, origin: string, changes: Map<string, number>) {
  return sitemap.replace(/<url><loc>([^<]*)<\/loc><\/url>/g, (url, loc: string) => {
    const changed = changes.get(new URL(loc, origin).pathname);
    return changed === undefined
      ? url
      : `<url><loc>${loc}</loc><lastmod>${new Date(changed).toISOString()}</lastmod></url>`;
  });
}

/** The paths the sitemap lists ('/', '/about-us.html', '/experts/ada.html'), in its order. */
export function sitemapPaths(sitemap: string, origin: string): string[] {
  return [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/', origin).pathname,
  );
}
