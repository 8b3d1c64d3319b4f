import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { criticalCss } from './critical-css';

const root = mkdtempSync(path.join(tmpdir(), 'bb-critical-css-'));
mkdirSync(path.join(root, '_astro'));
writeFileSync(path.join(root, '_astro/more.css'), '.used{margin:1px}');
writeFileSync(
  path.join(root, '_astro/site.css'),
  '.used{color:red}.unused{color:blue}.in-template{margin:0}@media (width<600px){.used{padding:0}.unused{padding:1px}}',
);
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>T</title><link rel="stylesheet" href="/_astro/site.css"></head><body>${body}</body></html>`;
const inline = criticalCss(root);
const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

describe('criticalCss', () => {
  it("inlines the rules of the page's own elements, templates' included, and no other", async () => {
    const html = await inline(
      page('<p class="used">Hi</p><template><div class="in-template"></div></template>'),
    );
    expect(styleOf(html)).toBe(
      '.used{color:red}.in-template{margin:0}@media (width<600px){.used{padding:0}}',
    );
    expect(html).toMatch(/^<!doctype html><html lang="en"><head>/);
  });

  it('requests the whole stylesheets, in order, only from a script run after the first paint, with no inline handler', async () => {
    const html = await inline(
      page('<p class="used">Hi</p>').replace(
        '</head>',
        '<link rel="stylesheet" href="/_astro/more.css"></head>',
      ),
    );
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^<]*<\/noscript>)/);
    expect(html).toContain('<noscript><link rel="stylesheet" href="/_astro/site.css"></noscript>');
    expect(html).not.toMatch(/\sonload=|rel="preload"/);
    const scripts = html.match(
      /<script type="module" data-deferred-css="[^"]*">[^<]*<\/script><\/head>/g,
    );
    expect(scripts).toHaveLength(1);
    expect(scripts?.[0]).toContain('data-deferred-css="/_astro/site.css /_astro/more.css"');
    expect(scripts?.[0]).toContain('first-contentful-paint');
  });

  it('leaves a page without stylesheets as it is', async () => {
    const plain =
      '<!doctype html><html lang="en"><head><title>T</title></head><body><p>Hi</p></body></html>';
    expect(await inline(plain)).toBe(plain);
  });
});
