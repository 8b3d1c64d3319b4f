import type { SeoClient } from '@bb/api-client';
import { useState } from 'react';
import { useLoaded } from '../kit/use-loaded';
import { SEO_TEXTS } from './seo-texts';

export type SeoPagesFilter = 'all' | 'problems';

/**
 * The Personal Area's list of public pages: all of them or those with a problem (the server
 * filters and counts both). The list is bounded by the site's pages (its sitemap), so it loads
 * whole; a new filter loads it again.
 */
export function useSeoPages({ client }: { client: SeoClient }) {
  const [filter, setFilter] = useState<SeoPagesFilter>('all');
  const loaded = useLoaded(`seo-pages-${filter}`, (signal) =>
    client.seoPages({ problems: filter === 'problems', signal }),
  );
  const counts = loaded.data?.counts;
  return {
    texts: SEO_TEXTS,
    loaded,
    pages: loaded.data?.pages ?? [],
    filter,
    filterOptions: [
      { value: 'all', label: counts ? SEO_TEXTS.allPages(counts.all) : 'All pages' },
      {
        value: 'problems',
        label: counts ? SEO_TEXTS.problemPages(counts.problems) : 'Pages with problems',
      },
    ],
    status: loaded.status,
    setFilter: (value: string) => setFilter(value === 'problems' ? 'problems' : 'all'),
  };
}

export type UseSeoPagesResult = ReturnType<typeof useSeoPages>;
