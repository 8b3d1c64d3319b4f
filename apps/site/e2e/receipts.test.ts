// Receipts in Chromium against the started site and API: the demo customer tops up through the
// demo checkout (styled, usable from 320 to 1440 px), opens the top-up's receipt from the balance
// page, sees the company's registration details and the amount, prints it without the menus, and
// the e-mail's receipt link opens the same page; an operator opens the customer's receipts from
// the customer's page, and goes back to it from the receipt.
import { DEMO_ACCOUNTS, DEMO_COMPANY } from '@bb/api';
import { type OutboxMessage, readOutbox } from '@bb/api/testing';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchBrowser } from './browser';
import { dollars, signedIn } from './dashboard-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The page scrolls sideways: something is wider than the viewport. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** The newest e-mail to `to` whose text has `text`, once it is in the outbox. */
async function mailWith(to: string, text: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(() => {
      found = readOutbox(inject('outboxDir'))
        .filter((mail) => mail.to.includes(to) && mail.text.includes(text))
        .at(-1);
      return found;
    })
    .toBeTruthy();
  return found as OutboxMessage;
}

describe('a receipt', () => {
  it('of a top-up paid on the demo checkout opens from the balance and from its e-mail, and prints alone', async () => {
    const { page, consoleErrors } = await signedIn(browser, DEMO_ACCOUNTS.customer);
    // An amount of its own, to tell this top-up's row and e-mail from earlier runs'.
    const cents = 1000 + Math.floor(Math.random() * 90_000);
    await page.goto('/dashboard/customer/balance/', { waitUntil: 'networkidle' });
    await page
      .getByRole('textbox', { name: 'Amount in US dollars' })
      .fill((cents / 100).toFixed(2));
    await page.getByRole('button', { name: 'Top up', exact: true }).click();

    // The demo checkout: labelled as the demo provider, whole and axe-clean at each width.
    await page.getByRole('heading', { name: 'Test checkout: no card is charged' }).waitFor();
    await page.getByText('Demo payment provider').waitFor();
    for (const width of [320, 375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await scrollsSideways(page), `the checkout at ${width} px`).toBe(false);
      expect(await page.getByRole('button', { name: `Pay ${dollars(cents)}` }).isVisible()).toBe(
        true,
      );
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: `Pay ${dollars(cents)}` }).click();
    await page.getByText(`Your payment of ${dollars(cents)} has arrived.`).waitFor();

    // Its row in the history links its receipt.
    const row = page
      .getByRole('row')
      .filter({ hasText: `+${dollars(cents)}` })
      .first();
    await row.getByRole('link', { name: 'Receipt' }).click();
    await page.waitForURL('**/dashboard/customer/receipts/*/');
    const receiptUrl = new URL(page.url()).pathname;
    const receipt = page.getByRole('article', { name: /^Receipt R-\d{6}$/ });
    await receipt.waitFor();
    const shown = (await receipt.textContent()) ?? '';
    for (const detail of Object.values(DEMO_COMPANY)) expect(shown).toContain(detail);
    expect(shown).toContain('Top-up of your balance');
    expect(shown).toContain(`Total paid${dollars(cents)}`);
    expect(shown).toContain(DEMO_ACCOUNTS.customer);
    expect(await axeViolations(page)).toEqual([]);

    // Printed: the receipt alone, without the dashboard's menu and the page's buttons, in black.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await receipt.isVisible()).toBe(true);
    expect(await receipt.evaluate((element) => getComputedStyle(element).color)).toBe(
      'rgb(0, 0, 0)',
    );
    await page.emulateMedia({ media: 'screen' });

    // The top-up's e-mail links the same receipt.
    const mail = await mailWith(DEMO_ACCOUNTS.customer, `Amount: ${(cents / 100).toFixed(2)} USD.`);
    expect(mail.subject).toContain('your top-up has arrived');
    const link = mail.text
      .split(/\s+/)
      .find((word) => word.includes('/dashboard/customer/receipts/'));
    expect(new URL(link ?? '').pathname).toBe(receiptUrl);
    await page.goto(receiptUrl, { waitUntil: 'networkidle' });
    expect(await receipt.textContent()).toBe(shown);
    expect(consoleErrors).toEqual([]);
  });

  it('of the customer’s payments and top-ups opens from the operator’s page of that customer, and leads back to it', async () => {
    const { page, consoleErrors } = await signedIn(browser, DEMO_ACCOUNTS.operator);
    await page.goto('/dashboard/operator/customers/', { waitUntil: 'networkidle' });
    await page.getByRole('searchbox', { name: 'Search' }).fill(DEMO_ACCOUNTS.customer);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: DEMO_ACCOUNTS.customer }).click();
    await page.waitForURL('**/dashboard/operator/customers/*/');
    const customerPage = new URL(page.url()).pathname;
    const customerId = customerPage.split('/').at(-2);

    // The demo's top-up paid the customer's orders: its row in their ledger links its receipt.
    const ledger = page.getByRole('region', { name: 'The balance’s ledger, the newest first' });
    const topUp = ledger.getByRole('row').filter({ hasText: 'Top-up' }).last();
    await topUp.getByRole('link', { name: 'Receipt' }).click();
    await page.waitForURL('**/dashboard/operator/receipts/*/');
    const receipt = page.getByRole('article', { name: /^Receipt R-\d{6}$/ });
    await receipt.waitFor();
    const shown = (await receipt.textContent()) ?? '';
    expect(shown).toContain('Top-up of your balance');
    expect(shown).toContain(DEMO_ACCOUNTS.customer);
    expect(await axeViolations(page)).toEqual([]);

    // Its back link returns to that customer's page, not to the list of customers.
    await page.getByRole('link', { name: `Back to customer #${customerId}` }).click();
    await page.waitForURL(`**${customerPage}`);
    await page.getByRole('heading', { name: `Customer #${customerId}`, level: 1 }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
