// The expert's Financial Overview in Chromium against the started site and API: the expert reads
// what an order earns before accepting it, delivers it, the customer approves it, and the
// earning shows as available for the next payout on the expert's Financial Overview; the payout
// method set on Profile & Settings is where the overview says payouts go.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@bb/api';
import { DASHBOARD_MESSAGES } from '@bb/validation';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser } from './browser';
import {
  approveAsCustomer,
  assignFromOperatorHome,
  callApi,
  deliverAsExpert,
  dollars,
  firstExpert,
  placePaidOrder,
  REFUSED_DELIVERY_CONSOLE_ERROR,
  signedIn,
} from './dashboard-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the expert's Financial Overview", () => {
  it('shows the rate before the expert accepts, and the earning available once the customer approves', async () => {
    const operator = await signedIn(browser, DEMO_ACCOUNTS.operator);
    const expert = await firstExpert(operator.page);
    const customer = await signedIn(browser, DEMO_ACCOUNTS.customer);
    const title = `Earning for a t-test ${Date.now()}`;
    const placed = await placePaidOrder(customer.page, {
      title,
      description: 'Run a paired t-test and explain the result.',
      pagesQty: 3,
    });
    const orderId = placed.id;
    // The expert's share: 70% of the price, in whole cents.
    const earning = dollars(Math.floor((placed.price_cents * 70) / 100));
    await assignFromOperatorHome(operator.page, orderId, expert, { requested: false });

    // Before accepting, the expert's page of the order says what they earn for it.
    const writer = await signedIn(browser, DEMO_ACCOUNTS.writer);
    await writer.page.goto(`/dashboard/writer/orders_progress/${orderId}/`, {
      waitUntil: 'networkidle',
    });
    await writer.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await writer.page
      .getByText(
        `You earn ${earning} for this order. The amount is fixed when you accept it, and paid with the first payout after the customer approves the result.`,
      )
      .waitFor();
    expect(await axeViolations(writer.page)).toEqual([]);

    // Accepted, it is expected on the Financial Overview, reached from the expert's menu.
    const message = 'The t-test and its reading are in the result.';
    const result = { name: 't-test.txt', text: 'Paired t-test: t = 2.9, p = 0.01.' };
    await deliverAsExpert(writer.page, orderId, title, message, result);
    await writer.page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Financial Overview' })
      .click();
    await writer.page.waitForURL('**/dashboard/writer/balance/');
    await writer.page.getByRole('heading', { level: 1, name: 'Financial Overview' }).waitFor();
    const row = writer.page.getByRole('row').filter({ hasText: title });
    await row.getByText('Expected (Delivered)').waitFor();
    expect(await row.getByRole('cell').nth(2).textContent()).toBe(earning);

    await approveAsCustomer(customer.page, orderId, title, message, result);

    // Approved, it is available for the next payout (the 1st or the 16th).
    await writer.page.reload({ waitUntil: 'networkidle' });
    await row.getByText('Available', { exact: true }).waitFor();
    expect(await row.getByRole('cell').nth(2).textContent()).toBe(earning);
    await row.getByRole('link', { name: title }).waitFor();
    expect(await row.getByRole('link', { name: title }).getAttribute('href')).toBe(
      `/dashboard/writer/orders_progress/${orderId}/`,
    );
    const next = await writer.page.getByText(/^Next payout: /).textContent();
    expect(next).toMatch(/^Next payout: [A-Z][a-z]{2} (01|16), \d{4}$/);
    await writer.page.getByText('Payouts go to PayPal: writer@demo.bb.example.').waitFor();
    // The demo expert's earlier payouts are listed.
    await writer.page
      .getByRole('table', { name: 'The payouts made to you, newest first' })
      .waitFor();
    expect(await axeViolations(writer.page)).toEqual([]);
    expect(writer.consoleErrors).toEqual([REFUSED_DELIVERY_CONSOLE_ERROR]);
    expect(customer.consoleErrors).toEqual([]);
    expect(operator.consoleErrors).toEqual([]);

    // The payout method is set on Profile & Settings; the Financial Overview says where payouts go.
    await writer.page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Profile & Settings' })
      .click();
    await writer.page.waitForURL('**/dashboard/writer/profile/');
    const paypal = writer.page.getByRole('textbox', { name: 'PayPal e-mail' });
    await expect.poll(() => paypal.inputValue()).toBe(DEMO_ACCOUNTS.writer);
    expect(await axeViolations(writer.page)).toEqual([]);
    try {
      const password = writer.page.getByLabel('Your password', { exact: true });
      const save = writer.page.getByRole('button', { name: 'Save payout method' });
      await paypal.fill('not-an-address');
      await password.fill(DEMO_PASSWORD);
      await save.click();
      await writer.page.getByText(DASHBOARD_MESSAGES.paypal_email_invalid).waitFor();
      // The change needs the expert's password: a wrong one is refused beside it.
      await paypal.fill('payouts.e2e@example.com');
      await password.fill('Not-my-password-1');
      await save.click();
      await writer.page.getByText('Wrong password, please try again').waitFor();
      await password.fill(DEMO_PASSWORD);
      await save.click();
      await writer.page
        .getByText('Your payouts go to the PayPal account payouts.e2e@example.com.')
        .waitFor();
      await writer.page.goto('/dashboard/writer/balance/', { waitUntil: 'networkidle' });
      await writer.page.getByText('Payouts go to PayPal: payouts.e2e@example.com.').waitFor();
    } finally {
      // The demo expert's own account again, for the suites after this one.
      await callApi(writer.page, 'PATCH', '/writers/payout-method', {
        paypal_email: DEMO_ACCOUNTS.writer,
        current_password: DEMO_PASSWORD,
      });
    }

    // The customer has no Financial Overview: their balance/ is their own balance.
    const refused = await callApi(customer.page, 'GET', '/writers/earnings');
    expect(refused.status).toBe(403);
  });
});
