// A referral partner in Chromium against the started site and API: a visitor who arrives through
// the demo partner's link signs up through the home form and pays an order; the operator assigns
// it, the expert delivers, the customer approves; the partner then sees the new customer, the
// order and its commission available for the next payout.
import { DEMO_ACCOUNTS, DEMO_REFERRAL_CODE } from '@bb/api';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage } from './browser';
import {
  approveAsCustomer,
  assignFromOperatorHome,
  callApi,
  deliverAsExpert,
  dollars,
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

describe("a referral partner's link", () => {
  it('brings a visitor who signs up and orders; once the order is finished the partner sees the customer, the order and the commission available', async () => {
    const partner = await signedIn(browser, DEMO_ACCOUNTS.earnings);
    const before = (await callApi(partner.page, 'GET', '/partners/overview')).json.body;

    // The visitor arrives through the link; the home form signs them up as a new customer.
    const { page, consoleErrors } = await newPage(browser);
    await page.goto(`/?ref=${DEMO_REFERRAL_CODE}`, { waitUntil: 'networkidle' });
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'ref')?.value)
      .toBeTruthy();
    const email = `referred-${Date.now()}@example.com`;
    await orderFromHomeForm(page, email);
    await page.getByRole('heading', { name: 'New order', level: 1 }).waitFor();

    // Their order, paid through the checkout (a new customer's balance is empty).
    const title = `Referred regression ${Date.now()}`;
    const placed = await callApi(page, 'POST', '/customers/pre-orders', {
      paper_type: '1',
      title,
      discipline_sub: '101',
      description: 'A linear regression in R with a short report.',
      pages_qty: '1',
      deadline_datetime: String(Date.now() + 7 * DAY),
    });
    expect(placed.status).toBe(200);
    const { id: orderId, price_cents: price } = placed.json.body.order;
    await page.goto(`/dashboard/customer/orders/${orderId}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Top up and pay' }).click();
    await page.getByRole('button', { name: `Pay ${dollars(price)}` }).click();
    await page.waitForURL(`**/dashboard/customer/orders/${orderId}/`);
    await page.getByText('Paid, waiting for an expert').first().waitFor();

    // The order's whole life: assigned, delivered, approved.
    const operator = await signedIn(browser, DEMO_ACCOUNTS.operator);
    const expert = await firstExpert(operator.page);
    await assignFromOperatorHome(operator.page, orderId, expert, { requested: false });
    const writer = await signedIn(browser, DEMO_ACCOUNTS.writer);
    const message = 'The regression and its report are attached.';
    const result = { name: 'regression.R', text: 'lm(y ~ x, data = sample)' };
    await deliverAsExpert(writer.page, orderId, title, message, result);
    await approveAsCustomer(page, orderId, title, message, result);
    expect(consoleErrors).toEqual([]);

    // The partner: one more visit, sign-up and customer who ordered; the order with its
    // commission available; the customer under an anonymous number.
    const after = (await callApi(partner.page, 'GET', '/partners/overview')).json.body;
    expect(after.visits).toBeGreaterThan(before.visits);
    expect(after.sign_ups).toBe(before.sign_ups + 1);
    expect(after.first_orders).toBe(before.first_orders + 1);

    await partner.page.goto('/dashboard/earnings/orders/', { waitUntil: 'networkidle' });
    const row = partner.page.getByRole('row').filter({ hasText: `#${orderId}` });
    await row.getByText('Available').waitFor();
    await row.getByText(dollars(price)).waitFor();
    expect(await partner.page.getByText(email).count()).toBe(0);
    expect(await axeViolations(partner.page)).toEqual([]);

    await partner.page.goto('/dashboard/earnings/customers/', { waitUntil: 'networkidle' });
    const newest = partner.page.getByRole('row').nth(1);
    await newest.getByText(/^Customer \d+$/).waitFor();
    await newest.getByText(dollars(price)).waitFor();
    expect(await axeViolations(partner.page)).toEqual([]);
    expect(partner.consoleErrors).toEqual([]);
  }, 180_000);
});
