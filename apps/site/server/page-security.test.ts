import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pageContentSecurityPolicy } from './page-security';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script once, leaving out external scripts and JSON data blocks', () => {
    const html = [
      '<script type="module">(()=>{let a=1})()</script>',
      '<script src="/_astro/client.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json">{}</script>',
      '<script>(()=>{let a=1})()</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256('(()=>{let a=1})()')]);
  });
});

describe('pageContentSecurityPolicy', () => {
  const origin = 'https://bb.example';

  it('allows scripts from the built assets folder and the given hashes only, and no framing by others', () => {
    const policy = pageContentSecurityPolicy({
      origin,
      scriptHashes: ["'sha256-abc'"],
      recaptcha: false,
    });
    // Not 'self': a file uploaded to our origin must not load as a script.
    expect(policy).toContain("script-src https://bb.example/_astro/ 'sha256-abc';");
    expect(policy).not.toMatch(/script-src[^;]*('self'|unsafe-inline)/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("frame-src 'none'");
  });

  it("adds Google's reCAPTCHA script and frame when the bot check is on", () => {
    const policy = pageContentSecurityPolicy({ origin, scriptHashes: [], recaptcha: true });
    expect(policy).toContain('https://www.google.com/recaptcha/');
    expect(policy).toContain('frame-src https://www.google.com/recaptcha/');
  });
});
