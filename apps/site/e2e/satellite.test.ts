// A satellite domain (spec §2): the same pages built for another host, whose islands send every
// call to the main site and offer no social sign-in; a short-form order lands on the main site.
import { POLICY_AGREE_LABEL } from '@bb/validation';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { islandReady, launchBrowser, newPage, siteOrigin } from './browser';
import { type SatelliteSite, startSatelliteSite } from './satellite-site';

const satelliteOrigin = inject('satelliteOrigin');
let browser: Browser;
let satellite: SatelliteSite;

beforeAll(async () => {
  [browser, satellite] = await Promise.all([
    launchBrowser(),
    startSatelliteSite({ mainOrigin: siteOrigin(), satelliteOrigin }),
  ]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await satellite?.close();
});

describe('a satellite domain', () => {
  it("offers no social sign-in in the 'My account' modal, where the main site offers Google", async () => {
    const socialButtons = async (baseURL: string) => {
      const { page, context, consoleErrors } = await newPage(browser, { baseURL });
      await page.goto('/python-homework.html', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'My account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log into your account' });
      await dialog.getByRole('textbox', { name: 'Email' }).waitFor();
      const count = await dialog.getByRole('button', { name: /Google|Apple/ }).count();
      expect(consoleErrors).toEqual([]);
      await context.close();
      return count;
    };
    await expect(socialButtons(siteOrigin())).resolves.toBe(1);
    await expect(socialButtons(satelliteOrigin)).resolves.toBe(0);
  });

  it("sends a new visitor's order to the main site in a data box", async () => {
    const { page, context } = await newPage(browser, { baseURL: satelliteOrigin });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/python-homework.html', { waitUntil: 'networkidle' });
    await islandReady(page, 'OrderFormIsland');
    const email = `satellite-${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.keyboard.press('Tab');
    await page.getByRole('combobox', { name: 'Discipline' }).fill('Python');
    await page.getByRole('option', { name: 'Python', exact: true }).click();
    // A satellite checks no e-mail (spec §4: no user check there), so no consent box shows; the
    // main site asks for consent when the visitor signs in there.
    expect(await page.getByRole('checkbox', { name: POLICY_AGREE_LABEL }).count()).toBe(0);
    await page.getByRole('button', { name: 'Place your order' }).click();

    await page.waitForURL((url) => url.origin === siteOrigin() && url.pathname === '/sign-in.html');
    const redirect = new URL(page.url()).searchParams.get('redirect') ?? '';
    const dataBoxKey = new URL(redirect, siteOrigin()).searchParams.get('data_box_key');
    expect(dataBoxKey).toMatch(/\S+/);
    const saved = await fetch(`${siteOrigin()}/api/en/1/widgets/data-boxes/${dataBoxKey}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    }).then((response) => response.json());
    expect(JSON.parse(saved.body.data)).toMatchObject({ login: email });
    const apiCalls = requests.filter((url) => url.includes('/api/en/1/'));
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(apiCalls.every((url) => url.startsWith(`${siteOrigin()}/`))).toBe(true);
    await context.close();
  });
});
