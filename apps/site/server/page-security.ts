import { createHash } from 'node:crypto';

/** The scripts a page runs inline (Astro's island loader): their hashes go in its CSP. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype=["']?application\/(ld\+)?json/i;

/** The sha256 source expression of each inline script of an HTML page, data blocks left out. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

export interface PagePolicyOptions {
  /** Our origin (PUBLIC_ORIGIN): scripts load only from its built assets' folder. */
  origin: string;
  /** Hashes of the page's own inline scripts. */
  scriptHashes: readonly string[];
  /** reCAPTCHA v3 loads its script and frame from Google when the settings turn it on. */
  recaptcha: boolean;
}

const RECAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];

/** Where Astro writes every bundle a page loads (content-hashed, only ever written by the build). */
export const BUILT_ASSETS_PATH = '/_astro/';

/**
 * The Content-Security-Policy of a site page: scripts only from the built assets' folder and the
 * page's own hashed inline scripts (not 'self': a file uploaded to our origin must never run as
 * a script, whatever HTML gets in; no 'unsafe-inline' script), calls only to our origin, no
 * plugins, no framing by other sites, forms posting only to us. Style attributes (React's `style`)
 * need 'unsafe-inline' for styles, which cannot run code.
 */
export function pageContentSecurityPolicy({
  origin,
  scriptHashes,
  recaptcha,
}: PagePolicyOptions): string {
  // A path needs a host in CSP ('self' cannot take one), so the folder is named on our origin.
  const scripts = [
    `${origin}${BUILT_ASSETS_PATH}`,
    ...scriptHashes,
    ...(recaptcha ? RECAPTCHA_SCRIPTS : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    recaptcha ? 'frame-src https://www.google.com/recaptcha/' : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
