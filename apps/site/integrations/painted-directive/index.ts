import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates after the page has painted and loaded, or when the visitor reaches for it. */
    'client:painted'?: boolean;
  }
}

/** Adds `client:painted` (see `painted.ts`), the directive of the islands on every page. */
export function paintedDirective(): AstroIntegration {
  return {
    name: 'bb-painted-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'painted',
          entrypoint: fileURLToPath(new URL('./painted.ts', import.meta.url)),
        });
      },
    },
  };
}
