import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { inlineScriptHashes } from './page-security';

/** Where the site serves the design system's Storybook: /storybook/ (/storybook is sent there). */
export const STORYBOOK_PREFIX = '/storybook';

/** True when `dir` holds a built Storybook (`pnpm build-storybook` writes storybook-static/). */
export function isBuiltStorybook(dir: string): boolean {
  return existsSync(path.join(dir, 'index.html')) && existsSync(path.join(dir, 'index.json'));
}

/**
 * The Content-Security-Policy of everything under /storybook/, as measured in Chromium on the
 * built manager and its preview frame: scripts only from /storybook/ and the hashed inline scripts
 * of its two pages (its config and globals), inline styles (its own and the stories'), fonts and
 * images from our origin or data: URLs, its own index and frames. Framed by our own pages only
 * (the manager frames the preview).
 */
export function storybookContentSecurityPolicy(
  origin: string,
  scriptHashes: readonly string[],
): string {
  return [
    "default-src 'self'",
    `script-src ${origin}${STORYBOOK_PREFIX}/ ${scriptHashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Serves the built Storybook under /storybook/ (and sends /storybook there), with a policy of its
 * own (Storybook's pages run inline scripts the site's pages do not), framing by our origin
 * only and nosniff. Its files are revalidated on every visit: it is documentation, rebuilt with
 * the kit, and only some of its file names carry a hash.
 */
export async function registerStorybook(
  app: FastifyInstance,
  dir: string,
  origin: string,
): Promise<void> {
  const pages = (await readdir(dir)).filter((name) => name.endsWith('.html'));
  const hashes = new Set<string>();
  for (const page of pages)
    for (const hash of inlineScriptHashes(await readFile(path.join(dir, page), 'utf8')))
      hashes.add(hash);
  const policy = storybookContentSecurityPolicy(origin, [...hashes]);
  await app.register(fastifyStatic, {
    root: dir,
    prefix: STORYBOOK_PREFIX,
    redirect: true,
    index: ['index.html'],
    // The site's own registration decorates the reply (sendFile); this one must not again.
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'no-cache');
      reply.header('content-security-policy', policy);
      reply.header('x-frame-options', 'SAMEORIGIN');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
