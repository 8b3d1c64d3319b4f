import type { SiteSettings, Statistics } from '@bb/api-client';

/** One step of a page's breadcrumb trail: its name and its path on the site. */
export interface Crumb {
  name: string;
  path: string;
}

export type StructuredData = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** The company behind the site (schema.org Organization), for the home page. */
export function organization(site: SiteSettings, statistics: Statistics): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: site.name,
    url: site.url,
    logo: new URL('/favicon.svg', site.url).href,
    email: site.support_email,
    foundingDate: String(statistics.foundation_year),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: site.support_email,
    },
  };
}

/** Home, then each crumb (schema.org BreadcrumbList), for every inner page. */
export function breadcrumbList(site: SiteSettings, crumbs: readonly Crumb[]): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...crumbs].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, site.url).href,
    })),
  };
}

/** Questions with their answers (schema.org FAQPage), for the customer FAQ. */
export function faqPage(questions: ReadonlyArray<{ question: string; answer: string }>) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped, so no text inside can close
 * the script element.
 */
export function jsonForScript(data: StructuredData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
