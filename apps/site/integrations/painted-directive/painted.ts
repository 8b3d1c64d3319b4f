import type { ClientDirective } from 'astro';
import { afterPaint } from './after-paint';

/**
 * `client:painted`: hydrates once the page has painted and loaded (the next idle moment after the
 * load event), or at once when the visitor points at, touches or focuses the island. The islands'
 * JavaScript then never competes with the HTML for the first paint, and nothing waits for it
 * that a visitor is about to use.
 */
const painted: ClientDirective = (load, _options, island) => {
  afterPaint(island, async () => {
    const hydrator = await load();
    await hydrator();
  });
};

export default painted;
