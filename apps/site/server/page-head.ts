import type { SitePage } from '@bb/api/built';

/** What a page's head and first heading say, as search engines and link previews read them. */
export type PageHead = Omit<SitePage, 'path' | 'landing'>;

/** The seo role's edit of a page's head: a field left null keeps the page's own. */
export interface HeadSettings {
  title: string | null;
  description: string | null;
  og_image: string | null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Text for an element or a double-quoted attribute: nothing in it can become markup. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The tag of the head that says `key`="name" (`<meta name="description" …>`), if any. */
function tagPattern(tag: string, key: string, name: string): RegExp {
  return new RegExp(`<${tag}\\b[^>]*\\b${key}="${name}"[^>]*>`, 'i');
}

function attributeOf(html: string, tag: string, key: string, name: string, attribute: string) {
  const element = tagPattern(tag, key, name).exec(html)?.[0];
  const value = element && new RegExp(`\\b${attribute}="([^"]*)"`, 'i').exec(element)?.[1];
  return value === undefined || value === null ? '' : decodeEntities(value);
}

/** The page's head as built or rendered: title, description, canonical, og:image, h1, robots. */
export function readPageHead(html: string): PageHead {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1] ?? '';
  const robots = attributeOf(html, 'meta', 'name', 'robots', 'content');
  return {
    title: decodeEntities(title).trim(),
    description: attributeOf(html, 'meta', 'name', 'description', 'content'),
    canonical: attributeOf(html, 'link', 'rel', 'canonical', 'href'),
    og_image: attributeOf(html, 'meta', 'property', 'og:image', 'content'),
    h1: decodeEntities(h1.replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim(),
    indexable: !/\bnoindex\b/i.test(robots),
  };
}

/** Sets one meta tag's content, adding the tag at the end of the head when the page has none. */
function withMeta(html: string, key: string, name: string, content: string): string {
  const tag = `<meta ${key}="${name}" content="${escapeHtml(content)}">`;
  const pattern = tagPattern('meta', key, name);
  return pattern.test(html)
    ? html.replace(pattern, () => tag)
    : html.replace('</head>', () => `${tag}</head>`);
}

/**
 * The page with the seo role's edit in its head: the title (and og:title), the description (and
 * og:description) and the og:image (a path of ours made absolute on `origin`). Every value goes
 * in as text, escaped, never as markup.
 */
export function withHeadSettings(html: string, settings: HeadSettings, origin: string): string {
  let page = html;
  if (settings.title !== null) {
    const title = settings.title;
    page = page.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(title)}</title>`);
    page = withMeta(page, 'property', 'og:title', title);
  }
  if (settings.description !== null) {
    page = withMeta(page, 'name', 'description', settings.description);
    page = withMeta(page, 'property', 'og:description', settings.description);
  }
  if (settings.og_image !== null) {
    page = withMeta(page, 'property', 'og:image', new URL(settings.og_image, origin).href);
  }
  return page;
}
