// The short form's submit pipelines load at the form's first use and the social sign-in's steps at
// the first provider chosen, not with the page: a page only read never fetches them, and a visitor
// whose browser cannot fetch them is told so (and can send the form again once it can).
import { DEFAULT_ERROR_MESSAGE, POLICY_AGREE_LABEL } from '@bb/validation';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { islandReady, launchBrowser, newPage } from './browser';
import { orderFromHomeForm } from './home-form-order';

const SUBMIT_CODE = /\/_astro\/short-form-submit-code\.[^/]*\.js$/;
const SOCIAL_STEPS = /\/_astro\/social-sign-in-steps\.[^/]*\.js$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the short form's submit code", () => {
  it('is not fetched by a page only read', async () => {
    const { page, context } = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/python-homework.html', { waitUntil: 'networkidle' });
    await islandReady(page, 'OrderFormIsland');
    expect(scripts.some((url) => SUBMIT_CODE.test(url) || SOCIAL_STEPS.test(url))).toBe(false);
    await page.getByRole('textbox', { name: 'Email' }).focus();
    await expect.poll(() => scripts.some((url) => SUBMIT_CODE.test(url))).toBe(true);
    await context.close();
  });

  it('that cannot be fetched shows the form error, and the order goes once it can', async () => {
    const { page, context } = await newPage(browser);
    // Offline, or a new release replaced the files this open page still names.
    await page.route(SUBMIT_CODE, (route) => route.abort());
    await page.goto('/', { waitUntil: 'networkidle' });
    const email = `offline-${Date.now()}@example.com`;
    const order = orderFromHomeForm(page, email);
    await expect(page.getByText(DEFAULT_ERROR_MESSAGE).waitFor()).resolves.toBeUndefined();
    await page.unroute(SUBMIT_CODE);
    await page.getByRole('button', { name: 'Place your order' }).click();
    await expect(order).resolves.toMatch(/\S+/);
    await context.close();
  });
});

describe("the short form's social sign-in steps", () => {
  it('that cannot be fetched show the form error beside the buttons', async () => {
    const { page, context } = await newPage(browser);
    await page.route(SOCIAL_STEPS, (route) => route.abort());
    await page.goto('/', { waitUntil: 'networkidle' });
    await islandReady(page, 'OrderFormIsland');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const consent = page.getByRole('dialog', { name: 'Review our Terms to sign up' });
    await consent.getByRole('checkbox', { name: POLICY_AGREE_LABEL }).check();
    await consent.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(DEFAULT_ERROR_MESSAGE).waitFor()).resolves.toBeUndefined();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
