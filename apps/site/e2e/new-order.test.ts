// The whole order loop of a new customer in Chromium against the started site and API (its demo
// checkout stands in for the payment provider): a new visitor orders from the home form,
// completes the full order page the draft lands on and places the order, pays what the balance
// lacks through the checkout, and gets the result the expert delivers once the operator assigns it.
import { DEMO_ACCOUNTS } from '@bb/api';
import { DASHBOARD_MESSAGES, FILE_MAX_BYTES } from '@bb/validation';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, siteOrigin } from './browser';
import {
  approveAsCustomer,
  assignFromOperatorHome,
  callApi,
  deliverAsExpert,
  firstExpert,
  signedIn,
} from './dashboard-steps';
import { orderFromHomeForm } from './home-form-order';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DAY = 24 * 60 * 60 * 1000;

/** A datetime-local value `days` from now, in the browser's own time zone. */
function deadlineIn(page: Page, days: number) {
  return page.evaluate((ms) => {
    const date = new Date(Date.now() + ms);
    const two = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
  }, days * DAY);
}

describe('a new visitor', () => {
  it('orders from the home form, completes the full order page, pays it through the checkout, and approves the delivered result', async () => {
    const { page, context, consoleErrors } = await newPage(browser);
    await page.goto('/', { waitUntil: 'networkidle' });
    const email = `full-order-${Date.now()}@example.com`;
    // The short form's landing address names the data box; the page restores it, then drops the key.
    const dataBoxKey = await orderFromHomeForm(page, email);
    expect(dataBoxKey).toMatch(/\S+/);
    await page.getByRole('heading', { name: 'New order', level: 1 }).waitFor();
    await page.waitForURL((url) => !url.searchParams.has('data_box_key'));
    const discipline = page.getByRole('combobox', { name: 'Discipline' });
    await expect.poll(() => discipline.inputValue()).toBe('Python');
    await page.getByText(`Ordering as ${email}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Bad input is refused with its message: an empty title, a past deadline, a file over 10 MiB.
    const title = page.getByRole('textbox', { name: 'Title' });
    const placeOrder = page.getByRole('button', { name: 'Place order' });
    await placeOrder.click();
    await page.getByText(DASHBOARD_MESSAGES.title_required).waitFor();
    await expect
      .poll(() => title.evaluate((element) => element === document.activeElement))
      .toBe(true);
    const deadline = page.getByLabel('Deadline');
    await deadline.fill(await deadlineIn(page, -2));
    await deadline.press('Tab');
    await page.getByText('Please choose a deadline in the future').waitFor();
    const files = page.getByLabel('Attach files');
    await files.setInputFiles({
      name: 'lecture.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.alloc(FILE_MAX_BYTES + 1),
    });
    await page.getByText('This file is too large. Please choose a file of up to 10 MB.').waitFor();
    await page.getByRole('button', { name: 'Remove lecture.mp4' }).click();

    // Completed: title, pages, a deadline five days away, a file; the price shows before placing.
    await title.fill('Dijkstra in Python');
    await page.getByRole('spinbutton', { name: 'Pages' }).fill('2');
    await deadline.fill(await deadlineIn(page, 5));
    await files.setInputFiles({
      name: 'brief.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Implement Dijkstra with a binary heap.'),
    });
    await page.getByRole('img', { name: 'Uploaded' }).waitFor();
    // 2 pages × $12, × 1.3 for a deadline three to seven days away, less the welcome discount
    // of a new customer's first order.
    await page.getByText('Your first order: 15% off').waitFor();
    await page.getByText('$31.20').waitFor();
    await page.getByText('Welcome discount (15%)').waitFor();
    await page.getByText('$26.52').waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('bb-order') ?? '{}'));
    expect(stored).toMatchObject({ title: 'Dijkstra in Python', pages_qty: 2, login: email });

    await placeOrder.click();
    await page.waitForURL(/\/dashboard\/customer\/orders\/\d+\/$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').at(-2));
    const { json } = await callApi(page, 'GET', `/customers/orders/${orderId}`);
    expect(json.body.order).toMatchObject({
      id: orderId,
      title: 'Dijkstra in Python',
      pages_qty: 2,
      list_price_cents: 3120,
      discount_kind: 'welcome',
      price_cents: 2652,
      // A new customer's balance is empty: the order waits for payment.
      status: 'pre_order',
    });
    expect(json.body.order.files.map((file: { name: string }) => file.name)).toEqual(['brief.txt']);
    await expect(page.evaluate(() => localStorage.getItem('bb-order'))).resolves.toBeNull();
    expect(consoleErrors).toEqual([]);
    // The order used the data box up (asked from outside the page, whose console stays clean).
    const dataBox = await fetch(`${siteOrigin()}/api/en/1/widgets/data-boxes/${dataBoxKey}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(dataBox.status).toBe(404);
    // Their orders list it, waiting for payment.
    await page.goto('/dashboard/customer/orders/', { waitUntil: 'networkidle' });
    const row = page.getByRole('row').filter({ hasText: 'Dijkstra in Python' });
    await row.getByText('Awaiting payment').waitFor();

    // Paying: the balance is short, so the order offers the checkout for what is missing. A
    // checkout left with 'Cancel and return' charges nothing and leaves the order waiting.
    await row.getByRole('link', { name: 'Dijkstra in Python' }).click();
    await page.waitForURL(`**/dashboard/customer/orders/${orderId}/`);
    const topUpAndPay = page.getByRole('button', { name: 'Top up and pay' });
    await topUpAndPay.click();
    await page
      .getByRole('heading', { level: 1, name: 'Test checkout: no card is charged' })
      .waitFor();
    await page.getByRole('link', { name: 'Cancel and return' }).click();
    await page.getByText('You cancelled the payment. Nothing was charged.').waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(
      (await callApi(page, 'GET', `/customers/orders/${orderId}`)).json.body.order.status,
    ).toBe('pre_order');
    // Paid at the checkout, the customer comes back to the order, which is paid once the
    // provider's notice arrives.
    await topUpAndPay.click();
    await page.getByRole('button', { name: 'Pay $26.52' }).click();
    await page.waitForURL(`**/dashboard/customer/orders/${orderId}/`);
    await page.getByText('Your payment of $26.52 has arrived. The order is paid.').waitFor();
    await page.getByText('Paid, waiting for an expert').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The balance page shows the money in and out, and refuses an amount under $10 in place.
    await page.goto('/dashboard/customer/balance/', { waitUntil: 'networkidle' });
    const history = page.getByRole('table');
    await history.getByRole('row').filter({ hasText: 'Top-up' }).getByText('+$26.52').waitFor();
    await history
      .getByRole('row')
      .filter({ hasText: `Payment for order #${orderId}` })
      .getByText('−$26.52')
      .waitFor();
    const amount = page.getByRole('textbox', { name: 'Amount in US dollars' });
    await amount.fill('5');
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    await page.getByText(DASHBOARD_MESSAGES.top_up_amount_invalid).waitFor();
    await expect.poll(() => amount.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);

    // The operator assigns it, the expert delivers a result, the customer downloads and approves.
    const operator = await signedIn(browser, DEMO_ACCOUNTS.operator);
    const expert = await firstExpert(operator.page);
    await assignFromOperatorHome(operator.page, orderId, expert, { requested: false });
    const writer = await signedIn(browser, DEMO_ACCOUNTS.writer);
    const message = 'Done: Dijkstra with heapq, and a test for each graph in the brief.';
    const result = { name: 'dijkstra.txt', text: 'import heapq  # the solution' };
    await deliverAsExpert(writer.page, orderId, 'Dijkstra in Python', message, result);
    await approveAsCustomer(page, orderId, 'Dijkstra in Python', message, result);
    expect(consoleErrors).toEqual([]);
    // Past the queue, the operator still opens the order's page.
    await operator.page.goto(`/dashboard/operator/orders/${orderId}/`, {
      waitUntil: 'networkidle',
    });
    await operator.page.getByRole('heading', { level: 1, name: 'Dijkstra in Python' }).waitFor();
    expect(operator.consoleErrors).toEqual([]);
    for (const visitor of [operator, writer]) await visitor.context.close();
    await context.close();
  }, 120_000);
});
