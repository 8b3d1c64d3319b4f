import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { ISLAND_RUNTIME_PATH, ISLAND_RUNTIME_SOURCE } from './lean-runtime';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Starts the island just after the page's first frame; the value, a CSS selector, names the
     * elements whose clicks before then are replayed once it has started.
     */
    'client:framed'?: string | boolean;
  }
}

/**
 * Islands of plain script (`scriptIsland`), with `client:framed` to start them: a page's script
 * that must not run, or even be fetched, before the first paint, and needs no framework. Put it
 * before the React integration, whose renderer would otherwise be asked first.
 */
export function scriptIslands(): AstroIntegration {
  const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  return {
    name: 'bb-script-islands',
    hooks: {
      'astro:config:setup': ({ addRenderer, addClientDirective }) => {
        addRenderer({
          name: 'bb-script-island',
          serverEntrypoint: here('./server.ts'),
          clientEntrypoint: here('./client.ts'),
        });
        addClientDirective({ name: 'framed', entrypoint: here('./framed.ts') });
      },
      // The island runtime the built pages with React islands load as a file (lean-runtime.ts).
      'astro:build:done': async ({ dir }) => {
        const file = path.join(fileURLToPath(dir), ISLAND_RUNTIME_PATH);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, ISLAND_RUNTIME_SOURCE);
      },
    },
  };
}
