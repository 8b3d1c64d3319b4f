import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { describe, expect, it } from 'vitest';
import { ISLAND_RUNTIME_PATH, withLeanIslandRuntime } from './lean-runtime';

const runtime = `<script>${islandRuntime}</script>`;
const framed =
  '<astro-island uid="a" component-url="/_astro/start.js" client="framed" opts="{}"></astro-island>';
const painted =
  '<astro-island uid="b" component-url="/_astro/form.js" client="painted" opts="{}"></astro-island>';
const page = (...islands: string[]) =>
  `<html><body><main>Text</main>${runtime}${islands.join('')}</body></html>`;

describe('withLeanIslandRuntime', () => {
  it("replaces Astro's island runtime on a page whose only island is started by client:framed", () => {
    const html = withLeanIslandRuntime(page(framed));
    expect(html).not.toContain(islandRuntime);
    expect(html).toContain('customElements.define("astro-island"');
    expect(html).toContain(framed);
    expect(html.length).toBeLessThan(page(framed).length - 3500);
  });

  it('leaves a page with another island, or one started otherwise, as it is', () => {
    expect(withLeanIslandRuntime(page(painted, framed))).toBe(page(painted, framed));
    expect(withLeanIslandRuntime(page(painted))).toBe(page(painted));
    expect(withLeanIslandRuntime('<html><body>No island</body></html>')).toBe(
      '<html><body>No island</body></html>',
    );
  });

  it("adds Astro's runtime as a file after the first paint when every island starts after it", () => {
    const html = withLeanIslandRuntime(page(painted, framed), ISLAND_RUNTIME_PATH);
    expect(html).not.toContain(islandRuntime);
    expect(html).toMatch(
      new RegExp(
        `<script data-runtime="${ISLAND_RUNTIME_PATH}">[^<]*first-contentful-paint[^<]*</script>`,
      ),
    );
    expect(html).not.toContain(`src="${ISLAND_RUNTIME_PATH}"`);
    expect(ISLAND_RUNTIME_PATH).toMatch(/^\/_astro\/astro-island\.[\w-]{8}\.js$/);
    expect(withLeanIslandRuntime(page(framed), ISLAND_RUNTIME_PATH)).toBe(
      withLeanIslandRuntime(page(framed)),
    );
  });

  it("keeps Astro's runtime inline on a page with a client:load island", () => {
    const loaded = painted.replace('client="painted"', 'client="load"');
    expect(withLeanIslandRuntime(page(loaded, framed), ISLAND_RUNTIME_PATH)).toBe(
      page(loaded, framed),
    );
  });
});
