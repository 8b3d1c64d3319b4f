import { describe, expect, it } from 'vitest';
import { withScriptsAfterParse } from './after-parse';

const island = (client: string) =>
  `<astro-island uid="a" component-url="/_astro/a.js" client="${client}" opts="{}"></astro-island>`;
const page = (...parts: string[]) =>
  `<html><head><script type="application/ld+json">{"@type":"BreadcrumbList"}</script></head><body><main>Text</main>${parts.join('')}</body></html>`;

describe('withScriptsAfterParse', () => {
  it('makes every inline script a module script where every island starts after the paint', () => {
    const html = withScriptsAfterParse(
      page(
        '<script>for(const l of document.querySelectorAll("p"))l.title=""</script>',
        '<script data-runtime="/_astro/astro-island.abc.js">{}</script>',
        island('painted'),
        island('framed'),
        island('visible'),
      ),
    );
    expect(html.match(/<script[^>]*>/g)).toEqual([
      '<script type="application/ld+json">',
      '<script type="module">',
      '<script type="module" data-runtime="/_astro/astro-island.abc.js">',
    ]);
    expect(html).toContain('for(const l of document.querySelectorAll("p"))l.title=""</script>');
  });

  it('converts the scripts of a page without islands, and leaves modules and files alone', () => {
    const html = withScriptsAfterParse(
      page('<script>a()</script><script type="module">b()</script><script src="/c.js"></script>'),
    );
    expect(html).toContain(
      '<script type="module">a()</script><script type="module">b()</script><script src="/c.js"></script>',
    );
  });

  it('leaves a page with an island started at load as it is', () => {
    const html = page('<script>a()</script>', island('load'), island('framed'));
    expect(withScriptsAfterParse(html)).toBe(html);
  });
});
