import type { NamedSSRLoadedRendererValue } from 'astro';
import { isScriptIsland } from './script-island';

/** On the server a script island is nothing: its HTML is the page's own. */
const renderer: NamedSSRLoadedRendererValue = {
  name: 'bb-script-island',
  check: async (component) => isScriptIsland(component),
  renderToStaticMarkup: async () => ({ html: '' }),
};

export default renderer;
