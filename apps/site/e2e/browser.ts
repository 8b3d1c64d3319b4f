import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright';
import { inject } from 'vitest';
import { chromiumLaunchOptions } from '../../../scripts/chromium';

export const siteOrigin = (): string => inject('siteOrigin');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/** A page of a fresh browser context (no cookies, no storage), at the site's origin. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: siteOrigin(), ...options });
  const page = await context.newPage();
  return { context, page, consoleErrors: collectConsoleErrors(page) };
}

/**
 * Console errors and uncaught exceptions of a page, CSP violations included (Chromium reports a
 * blocked script as a console error).
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * axe-core's WCAG 2.x A and AA rules on the page as it is now. axe is evaluated through the
 * DevTools protocol, which the page's CSP does not govern, so the page runs under its real policy.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  });
  return violations.map(
    (violation: AxeViolation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/**
 * Waits until an island has hydrated (Astro drops its `ssr` attribute): typed into before that,
 * a pre-rendered form's values are lost when React takes it over and its buttons go nowhere,
 * which a busy machine made happen.
 */
export async function islandReady(page: Page, componentExport: string): Promise<void> {
  await page.locator(`astro-island[component-export="${componentExport}"]:not([ssr])`).waitFor();
}

/** The sign-in form, hydrated: see islandReady. */
export function signInFormReady(page: Page): Promise<void> {
  return islandReady(page, 'SignInForm');
}
