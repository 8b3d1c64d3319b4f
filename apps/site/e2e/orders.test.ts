// The order loop in Chromium against the started site and API: the customer asks for an expert
// on the expert's page and completes the full order page; the operator assigns the order; the
// expert accepts, writes, uploads the result and delivers; the customer reads the message,
// downloads the result and approves it. Refusals show cleanly.
import { DEMO_ACCOUNTS } from '@bb/api';
import { ERROR_CATALOGUE } from '@bb/validation';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import {
  approveAsCustomer,
  assignFromOperatorHome,
  callApi,
  deliverAsExpert,
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

describe('an order through the dashboards', () => {
  it("is placed from an expert's page, assigned by the operator, delivered by the expert with a result file, and approved by the customer", async () => {
    const operator = await signedIn(browser, DEMO_ACCOUNTS.operator);
    const expert = await firstExpert(operator.page);

    // The customer asks for this expert on the expert's page, then completes the full order
    // page the short form leads to: the requested writer comes along, the balance pays.
    const customer = await signedIn(browser, DEMO_ACCOUNTS.customer);
    const title = `Regression report ${Date.now()}`;
    await customer.page.goto(`/experts/${expert.slug}.html`, { waitUntil: 'networkidle' });
    // The form hydrates once in view; signed in, it disables the e-mail field.
    await customer.page.locator('#order').scrollIntoViewIfNeeded();
    const email = customer.page.getByRole('textbox', { name: 'Email' });
    await expect.poll(() => email.isDisabled()).toBe(true);
    await customer.page.getByRole('combobox', { name: 'Discipline' }).fill('Python');
    await customer.page.getByRole('option', { name: 'Python', exact: true }).click();
    await customer.page.getByRole('button', { name: 'Request expert' }).click();
    await customer.page.waitForURL('**/dashboard/customer/new-order*');
    await customer.page.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
    await customer.page.getByText(expert.pen_name).first().waitFor();
    await customer.page.getByRole('textbox', { name: 'Title' }).fill(title);
    await customer.page.getByRole('spinbutton', { name: 'Pages' }).fill('2');
    await customer.page.getByRole('button', { name: 'Place order' }).click();
    await customer.page.waitForURL(/\/dashboard\/customer\/orders\/\d+\/$/);
    const orderId = Number(new URL(customer.page.url()).pathname.split('/').at(-2));
    await customer.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await customer.page.getByText('Paid, waiting for an expert').first().waitFor();

    // The customer's list shows it, paid and waiting for an expert.
    await customer.page.goto('/dashboard/customer/orders/', { waitUntil: 'networkidle' });
    await customer.page.getByRole('heading', { level: 1, name: 'Your orders' }).waitFor();
    const row = customer.page.getByRole('row').filter({ hasText: title });
    await row.getByText('Paid, waiting for an expert').waitFor();

    // The operator assigns it from their home: the requested writer is chosen and marked.
    await assignFromOperatorHome(operator.page, orderId, expert, { requested: true });
    const writer = await signedIn(browser, DEMO_ACCOUNTS.writer);
    const message = 'The report is ready: the model and its checks are in the result.';
    const result = { name: 'report.txt', text: 'The report: the model and its checks.' };
    await deliverAsExpert(writer.page, orderId, title, message, result);
    await approveAsCustomer(customer.page, orderId, title, message, result);

    expect(operator.consoleErrors).toEqual([]);
    expect(customer.consoleErrors).toEqual([]);
    expect(writer.consoleErrors).toEqual([REFUSED_DELIVERY_CONSOLE_ERROR]);
    for (const visitor of [operator, customer, writer]) await visitor.context.close();
  });

  it('shows a step the order can no longer take as refused, in plain words, and keeps the page', async () => {
    const customer = await signedIn(browser, DEMO_ACCOUNTS.customer);
    const { id: orderId } = await placePaidOrder(customer.page, {
      title: `Cancelled meanwhile ${Date.now()}`,
      description: 'Explain each step of the solution.',
      pagesQty: 2,
    });
    const operator = await signedIn(browser, DEMO_ACCOUNTS.operator);
    await operator.page.goto(`/dashboard/operator/orders/${orderId}/`, {
      waitUntil: 'networkidle',
    });
    const cancel = operator.page.getByRole('button', { name: 'Cancel order' });
    await cancel.waitFor();
    // Another operator cancels it first.
    expect(
      (await callApi(operator.page, 'POST', `/operators/orders/${orderId}/cancel`)).status,
    ).toBe(200);
    await cancel.click();
    await operator.page.getByText(ERROR_CATALOGUE.order_action_refused.message).waitFor();
    await operator.page.getByRole('heading', { level: 1 }).waitFor();
    await customer.context.close();
    await operator.context.close();
  });

  it("shows another customer's order id as not found, never the order", async () => {
    const customer = await signedIn(browser, DEMO_ACCOUNTS.customer);
    // Order 1 is one of the public latest orders, which belong to no demo account.
    expect((await callApi(customer.page, 'GET', '/customers/orders/1')).status).toBe(404);
    await customer.page.goto('/dashboard/customer/orders/1/', { waitUntil: 'networkidle' });
    await customer.page.getByRole('heading', { level: 1, name: 'Order not found' }).waitFor();
    expect(await customer.page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await customer.page.locator('.bb-order-facts').count()).toBe(0);
    await customer.context.close();
  });
});
