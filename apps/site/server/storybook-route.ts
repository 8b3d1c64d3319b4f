import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the site serves the design system's Storybook: /storybook/ (/storybook is sent there). */
export const STORYBOOK_PREFIX = '/storybook';

/** True when `dir` holds a built Storybook (`pnpm build-storybook` writes storybook-static/). */
export function isBuiltStorybook(dir: string): boolean {
  return existsSync(path.join(dir, 'index.html')) && existsSync(path.join(dir, 'index.json'));
}

/**
 * Serves the built Storybook under /storybook/ (and sends /storybook there). Its files are
 * revalidated on every visit: it is documentation, rebuilt with the kit, and only some of its
 * file names carry a hash. No page policy: Storybook's own pages run inline scripts.
 */
export async function registerStorybook(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: STORYBOOK_PREFIX,
    redirect: true,
    index: ['index.html'],
    // The site's own registration decorates the reply (sendFile); this one must not again.
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
  });
}
