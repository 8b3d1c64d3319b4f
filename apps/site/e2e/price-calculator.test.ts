// The price calculator on the home page and a landing page: a visitor sets it, reads the price,
// continues into the short form and places the order, which is created at the price shown.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, islandReady, launchBrowser, newPage } from './browser';
import { callApi } from './dashboard-steps';
import { orderFromHomeForm } from './home-form-order';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const HOUR = 60 * 60 * 1000;
const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

function calculator(page: Page) {
  const region = page.getByRole('region', { name: 'Price calculator' });
  const status = region.getByRole('status');
  return {
    region,
    status,
    type: region.getByRole('combobox', { name: 'Type of paper' }),
    length: region.getByRole('spinbutton', { name: 'Length' }),
    unit: region.getByRole('combobox', { name: 'Counted in' }),
    deadline: region.getByRole('combobox', { name: 'Deadline' }),
    continue: region.getByRole('button', { name: 'Continue to your order' }),
    /** The two prices as the status region shows them, in cents. */
    prices: async () => {
      const amounts = await status.locator('strong').allInnerTexts();
      const [listCents, welcomeCents] = amounts.map(cents);
      return { listCents, welcomeCents };
    },
  };
}

/** The short form's landing on the full order page, completed with a title and placed. */
async function placeFromShortForm(page: Page, email: string, title: string) {
  await orderFromHomeForm(page, email);
  await page.getByRole('heading', { name: 'New order', level: 1 }).waitFor();
  await page.getByText(`Ordering as ${email}`).waitFor();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/dashboard\/customer\/orders\/\d+\/$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').at(-2));
  const { json } = await callApi(page, 'GET', `/customers/orders/${orderId}`);
  return json.body.order;
}

describe('the price calculator', () => {
  it('on home: shows the price before the e-mail, hands its values to the short form, and the order is created at that price', async () => {
    const { page, context, consoleErrors } = await newPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/', { waitUntil: 'networkidle' });
    await islandReady(page, 'OrderFormIsland');
    const calc = calculator(page);
    // Rendered on the server with the defaults (2 pages, 5 days): $12 × 2 × 1.3, 15% off.
    expect(await calc.prices()).toMatchObject({ listCents: 3120, welcomeCents: 2652 });
    await calc.status.getByText('Your first order receives a 15% discount').waitFor();
    // A page only read loads none of the calculator's code.
    expect(requests.filter((path) => path.includes('price-calculator'))).toEqual([]);
    const box = await calc.region.boundingBox();
    expect(await axeViolations(page)).toEqual([]);

    await calc.type.selectOption({ label: 'Data analysis' });
    await calc.length.fill('3');
    await calc.deadline.selectOption({ label: '2 days' });
    // 3 pages × $12 × 1.6 (one to three days), less 15%.
    await calc.status.getByText('$57.60').waitFor();
    const shown = await calc.prices();
    expect(shown).toMatchObject({ listCents: 5760, welcomeCents: 4896 });
    // The price took the room the server reserved: nothing below it moved.
    expect((await calc.region.boundingBox())?.height).toBe(box?.height);

    // A size the order page refuses has no price, and says why.
    await calc.length.fill('0');
    await calc.status.getByText(/greater than or equal to 1/).waitFor();
    await calc.length.fill('3');
    await calc.status.getByText('$57.60').waitFor();

    await calc.continue.click();
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect.poll(() => email.evaluate((node) => node === document.activeElement)).toBe(true);
    const continuedAt = Date.now();
    const order = await placeFromShortForm(
      page,
      `calculator-home-${Date.now()}@example.com`,
      'Regression on survey data',
    );
    expect(order).toMatchObject({
      paper_type: { title: 'Data analysis' },
      pages_qty: 3,
      list_price_cents: shown.listCents,
      discount_kind: 'welcome',
      price_cents: shown.welcomeCents,
    });
    // The deadline is the one chosen, counted from 'Continue'.
    expect(Math.abs(order.deadline_datetime - (continuedAt + 48 * HOUR))).toBeLessThan(HOUR);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('on a landing page, by keyboard and in words at 320 px: the order is created at the price shown', async () => {
    const { page, context, consoleErrors } = await newPage(browser, {
      viewport: { width: 320, height: 740 },
    });
    await page.goto('/python-homework.html', { waitUntil: 'networkidle' });
    await islandReady(page, 'OrderFormIsland');
    const calc = calculator(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    const region = await calc.region.boundingBox();
    expect(region && region.x >= 0 && region.x + region.width <= 320).toBe(true);

    // Keyboard only: from the type of paper, Tab to the size's unit and switch it to words (the
    // 2 pages become 550 words), back to the size to type the words, on to the deadline.
    const focused = (locator: typeof calc.unit) =>
      expect.poll(() => locator.evaluate((node) => node === document.activeElement)).toBe(true);
    await calc.type.focus();
    await page.keyboard.press('Tab');
    await focused(calc.length);
    await page.keyboard.press('Tab');
    await focused(calc.unit);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => calc.length.inputValue()).toBe('550');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('1100');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await focused(calc.deadline);
    // From the default 5 days up to 10 days.
    await page.keyboard.press('ArrowUp');
    // 1,100 words are 4 pages: × $12 × 1.15 (one to two weeks), less 15%.
    await calc.status.getByText('$55.20').waitFor();
    const shown = await calc.prices();
    expect(shown).toMatchObject({ listCents: 5520, welcomeCents: 4692 });
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await focused(calc.continue);
    await page.keyboard.press('Enter');
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect.poll(() => email.evaluate((node) => node === document.activeElement)).toBe(true);
    const order = await placeFromShortForm(
      page,
      `calculator-landing-${Date.now()}@example.com`,
      'Word counts in Python',
    );
    expect(order).toMatchObject({
      paper_type: { title: 'Programming assignment' },
      words_qty: 1100,
      list_price_cents: shown.listCents,
      discount_kind: 'welcome',
      price_cents: shown.welcomeCents,
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);
  it('converts the size of a unit switched before its code had loaded', async () => {
    const { page, context, consoleErrors } = await newPage(browser, {
      viewport: { width: 375, height: 800 },
    });
    // The calculator's code is held back until the visitor has switched the unit.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/_astro/price-calculator.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/python-homework.html', { waitUntil: 'networkidle' });
    await islandReady(page, 'OrderFormIsland');
    const calc = calculator(page);
    await expect.poll(() => calc.length.inputValue()).toBe('2');
    await calc.unit.focus();
    await page.keyboard.press('ArrowDown');
    expect(await calc.unit.inputValue()).toBe('words');
    expect(await calc.length.inputValue()).toBe('2');
    release();
    await expect.poll(() => calc.length.inputValue()).toBe('550');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
