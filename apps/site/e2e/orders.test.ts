// The order loop in Chromium against the started site and API: the customer asks for an expert
// on the expert's page and completes the full order page; the operator assigns the order; the
// expert accepts, writes, uploads the result and delivers; the customer reads the message,
// downloads the result and approves it. Refusals show cleanly.
import { readFile } from 'node:fs/promises';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@bb/api';
import { ERROR_CATALOGUE } from '@bb/validation';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DAY = 24 * 60 * 60 * 1000;

/** A fresh browser signed in as `login`, on the page the sign-in leads to. */
async function signedIn(login: string) {
  const visitor = await newPage(browser);
  const { page } = visitor;
  await page.goto('/sign-in.html', { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Email' }).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard/**');
  return visitor;
}

/** A call to the API with the page's own cookies, as the dashboard makes it. */
async function callApi(page: Page, method: string, path: string, form?: Record<string, string>) {
  return page.evaluate(
    async ({ method, path, form }) => {
      const response = await fetch(`/api/en/1${path}`, {
        method,
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
      });
      return { status: response.status, json: await response.json() };
    },
    { method, path, form },
  );
}

/** A new order of the demo customer's, paid from their balance at once. */
async function placeOrder(customer: Page, title: string) {
  const { status, json } = await callApi(customer, 'POST', '/customers/pre-orders', {
    paper_type: '1',
    title,
    discipline_sub: '101',
    description: 'Explain each step of the solution.',
    pages_qty: '2',
    deadline_datetime: String(Date.now() + 7 * DAY),
  });
  expect({ status, order: json.body?.order?.status }).toEqual({ status: 200, order: 'paid' });
  return json.body.order.id as number;
}

describe('an order through the dashboards', () => {
  it("is placed from an expert's page, assigned by the operator, delivered by the expert with a result file, and approved by the customer", async () => {
    const operator = await signedIn(DEMO_ACCOUNTS.operator);
    const experts = await callApi(operator.page, 'GET', '/operators/experts');
    const [expert] = experts.json.body.experts as Array<{ slug: string; pen_name: string }>;
    if (!expert) throw new Error('The demo data has no expert');

    // The customer asks for this expert on the expert's page, then completes the full order
    // page the short form leads to: the requested writer comes along, the balance pays.
    const customer = await signedIn(DEMO_ACCOUNTS.customer);
    const title = `Regression report ${Date.now()}`;
    await customer.page.goto(`/experts/${expert.slug}.html`, { waitUntil: 'networkidle' });
    // The form hydrates once in view; signed in, it disables the e-mail field.
    await customer.page.locator('#order').scrollIntoViewIfNeeded();
    const email = customer.page.getByRole('textbox', { name: 'Email' });
    await expect.poll(() => email.isDisabled(), { timeout: 15_000 }).toBe(true);
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
    await operator.page.goto('/dashboard/operator/', { waitUntil: 'networkidle' });
    await operator.page.getByRole('heading', { level: 1, name: 'Orders to assign' }).waitFor();
    const select = operator.page.getByRole('combobox', { name: `Expert for order #${orderId}` });
    await expect.poll(() => select.inputValue(), { timeout: 15_000 }).toBe(expert.slug);
    expect(await select.locator('option:checked').textContent()).toContain(
      '(requested by the customer)',
    );
    expect(await axeViolations(operator.page)).toEqual([]);
    const queued = operator.page.getByRole('listitem').filter({ has: select });
    await queued.getByRole('button', { name: 'Assign' }).click();
    await queued.getByText(`Order #${orderId}: assigned to ${expert.pen_name}`).waitFor();

    // The expert finds it among their orders, accepts it, writes to the customer, delivers.
    const writer = await signedIn(DEMO_ACCOUNTS.writer);
    const { page } = writer;
    await page.goto('/dashboard/writer/orders_progress/', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: title }).click();
    await page.waitForURL(`**/dashboard/writer/orders_progress/${orderId}/`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: 'Accept' }).click();
    const accepted = page.getByText('You accepted the order. It is in progress.');
    await accepted.waitFor();
    await expect
      .poll(() => accepted.evaluate((node) => node === document.activeElement))
      .toBe(true);

    // An empty message is refused beside the field, without a call.
    const field = page.getByRole('textbox', { name: 'Your message' });
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Please write a message before sending it.').waitFor();
    await expect.poll(() => field.evaluate((node) => node === document.activeElement)).toBe(true);

    await field.fill('The report is ready: the model and its checks are in the result.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Your message was sent.').waitFor();
    expect(await field.inputValue()).toBe('');
    // Without a result the delivery is refused in plain words; with one it is taken.
    await page.getByRole('button', { name: 'Mark delivered' }).click();
    await page.getByText(ERROR_CATALOGUE.order_result_required.message).waitFor();
    // The expert uploads the result through the files section, then delivers.
    await page.getByLabel('Upload result files').setInputFiles({
      name: 'report.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('The report: the model and its checks.'),
    });
    await page.getByText('report.txt uploaded.').waitFor();
    await page.getByRole('button', { name: 'Mark delivered' }).click();
    await page.getByText('The order is marked delivered. The customer is told.').waitFor();

    // The customer reads the expert's message and approves the result.
    await customer.page.goto(`/dashboard/customer/orders/${orderId}/`, {
      waitUntil: 'networkidle',
    });
    await customer.page.getByRole('heading', { level: 1, name: title }).waitFor();
    const message = customer.page.getByRole('listitem').filter({
      hasText: 'The report is ready: the model and its checks are in the result.',
    });
    await message.getByText('Expert', { exact: true }).waitFor();
    expect(await axeViolations(customer.page)).toEqual([]);
    // The delivered result is a download for the customer, with what the expert uploaded.
    const result = customer.page.getByRole('link', { name: 'report.txt' });
    const [download] = await Promise.all([customer.page.waitForEvent('download'), result.click()]);
    expect(download.suggestedFilename()).toBe('report.txt');
    expect(await readFile((await download.path()) ?? '', 'utf8')).toBe(
      'The report: the model and its checks.',
    );
    await customer.page.getByRole('button', { name: 'Approve' }).click();
    await customer.page.getByText('You approved the result. The order is finished.').waitFor();
    await customer.page
      .getByText('This order is closed: its thread takes no new messages.')
      .waitFor();

    expect(operator.consoleErrors).toEqual([]);
    expect(customer.consoleErrors).toEqual([]);
    // Chromium logs the refused delivery's answer; nothing else went wrong.
    expect(writer.consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
    for (const visitor of [operator, customer, writer]) await visitor.context.close();
  });

  it('shows a step the order can no longer take as refused, in plain words, and keeps the page', async () => {
    const customer = await signedIn(DEMO_ACCOUNTS.customer);
    const orderId = await placeOrder(customer.page, `Cancelled meanwhile ${Date.now()}`);
    const operator = await signedIn(DEMO_ACCOUNTS.operator);
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
    const customer = await signedIn(DEMO_ACCOUNTS.customer);
    // Order 1 is one of the public latest orders, which belong to no demo account.
    expect((await callApi(customer.page, 'GET', '/customers/orders/1')).status).toBe(404);
    await customer.page.goto('/dashboard/customer/orders/1/', { waitUntil: 'networkidle' });
    await customer.page.getByRole('heading', { level: 1, name: 'Order not found' }).waitFor();
    expect(await customer.page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await customer.page.locator('.bb-order-facts').count()).toBe(0);
    await customer.context.close();
  });
});
