// The order loop's steps as each party takes them in the dashboards, shared by the suites that
// walk an order from its placing to its approval.
import { readFile } from 'node:fs/promises';
import { DEMO_PASSWORD } from '@bb/api';
import { ERROR_CATALOGUE } from '@bb/validation';
import type { Browser, Page } from 'playwright';
import { expect } from 'vitest';
import { axeViolations, newPage, signInFormReady } from './browser';

/** A call to the API with the page's own cookies, as the dashboard makes it. */
export async function callApi(
  page: Page,
  method: string,
  path: string,
  form?: Record<string, string>,
) {
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

const DAY = 24 * 60 * 60 * 1000;

/**
 * A new order of the demo customer's (`pagesQty` pages due in a week), placed through the API
 * with the page's cookies and paid from their balance at once; the order as the API answers it.
 */
export async function placePaidOrder(
  customer: Page,
  { title, description, pagesQty }: { title: string; description: string; pagesQty: number },
): Promise<{ id: number; price_cents: number }> {
  const { status, json } = await callApi(customer, 'POST', '/customers/pre-orders', {
    paper_type: '1',
    title,
    discipline_sub: '101',
    description,
    pages_qty: String(pagesQty),
    deadline_datetime: String(Date.now() + 7 * DAY),
  });
  expect({ status, order: json.body?.order?.status }).toEqual({ status: 200, order: 'paid' });
  return json.body.order;
}

/** Cents as the dashboard shows them: '$12.34'. */
export const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A fresh browser signed in as the demo account `login`, on the page the sign-in leads to. */
export async function signedIn(browser: Browser, login: string) {
  const visitor = await newPage(browser);
  const { page } = visitor;
  await page.goto('/sign-in.html', { waitUntil: 'networkidle' });
  await signInFormReady(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  // The API's answers from the click on, to say where a sign-in that goes nowhere stopped.
  const calls: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/')) calls.push(`${response.status()} ${pathname}`);
  });
  page.on('requestfailed', (request) => {
    calls.push(`failed ${new URL(request.url()).pathname}: ${request.failure()?.errorText}`);
  });
  const logIn = page.getByRole('button', { name: 'Log in' });
  await logIn.click();
  await page.waitForURL('**/dashboard/**').catch(async (error: unknown) => {
    // Say what the page showed instead (a refusal, a field's message), not only that it stayed.
    const shown = (
      (await page
        .locator('main')
        .textContent()
        .catch(() => '')) ?? ''
    ).slice(0, 600);
    const button = await logIn
      .evaluate(
        (element) =>
          `disabled ${(element as HTMLButtonElement).disabled}, busy ${element.getAttribute('aria-busy')}`,
      )
      .catch(() => 'gone');
    throw new Error(
      `Signing in as ${login} stayed on ${page.url()}, showing: ${shown}; the button: ${button}; the API's answers since the click: ${calls.join(', ') || 'none'}`,
      { cause: error },
    );
  });
  // The sign-in lands on {home}orders/, which sends a role without orders of its own on to its
  // home: the frame's menu shows only once the page is the one that stays.
  await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
  return visitor;
}

/** The first expert the operator can assign, the demo writer. */
export async function firstExpert(operator: Page) {
  const { json } = await callApi(operator, 'GET', '/operators/experts');
  const [expert] = json.body.experts as Array<{ slug: string; pen_name: string }>;
  if (!expert) throw new Error('The demo data has no expert');
  return expert;
}

/**
 * The operator assigns order `orderId` from their home to `expert`, which the queue has chosen
 * already when `requested` (the customer asked for them).
 */
export async function assignFromOperatorHome(
  operator: Page,
  orderId: number,
  expert: { slug: string; pen_name: string },
  { requested }: { requested: boolean },
) {
  await operator.goto('/dashboard/operator/', { waitUntil: 'networkidle' });
  await operator.getByRole('heading', { level: 1, name: 'Orders to assign' }).waitFor();
  const select = operator.getByRole('combobox', { name: `Expert for order #${orderId}` });
  // The queue is paged nearest deadline first: orders the suite placed before may come first.
  const more = operator.getByRole('button', { name: 'Show more' });
  while ((await select.count()) === 0 && (await more.count()) > 0) {
    await more.click();
    await operator.waitForLoadState('networkidle');
  }
  if (requested) {
    await expect.poll(() => select.inputValue(), { timeout: 15_000 }).toBe(expert.slug);
    expect(await select.locator('option:checked').textContent()).toContain(
      '(requested by the customer)',
    );
  } else {
    await select.selectOption(expert.slug);
  }
  expect(await axeViolations(operator)).toEqual([]);
  const queued = operator.getByRole('listitem').filter({ has: select });
  await queued.getByRole('button', { name: 'Assign' }).click();
  await queued.getByText(`Order #${orderId}: assigned to ${expert.pen_name}`).waitFor();
}

/**
 * The expert finds the order among theirs, accepts it, writes `message` to the customer (after
 * an empty message is refused), is refused delivery without a result, uploads `result` and
 * delivers.
 */
export async function deliverAsExpert(
  page: Page,
  orderId: number,
  title: string,
  message: string,
  result: { name: string; text: string },
) {
  await page.goto('/dashboard/writer/orders_progress/', { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: title }).click();
  await page.waitForURL(`**/dashboard/writer/orders_progress/${orderId}/`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByRole('button', { name: 'Accept' }).click();
  const accepted = page.getByText('You accepted the order. It is in progress.');
  await accepted.waitFor();
  await expect.poll(() => accepted.evaluate((node) => node === document.activeElement)).toBe(true);

  // An empty message is refused beside the field, without a call.
  const field = page.getByRole('textbox', { name: 'Your message' });
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Please write a message before sending it.').waitFor();
  await expect.poll(() => field.evaluate((node) => node === document.activeElement)).toBe(true);
  await field.fill(message);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Your message was sent.').waitFor();
  expect(await field.inputValue()).toBe('');

  // Without a result the delivery is refused in plain words; with one it is taken.
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await page.getByText(ERROR_CATALOGUE.order_result_required.message).waitFor();
  await page.getByLabel('Upload result files').setInputFiles({
    name: result.name,
    mimeType: 'text/plain',
    buffer: Buffer.from(result.text),
  });
  await page.getByText(`${result.name} uploaded.`).waitFor();
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await page.getByText('The order is marked delivered. The customer is told.').waitFor();
}

/**
 * The customer reads the expert's `message` on the order's page, downloads `result` and approves
 * the order, whose thread then closes.
 */
export async function approveAsCustomer(
  page: Page,
  orderId: number,
  title: string,
  message: string,
  result: { name: string; text: string },
) {
  await page.goto(`/dashboard/customer/orders/${orderId}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  const written = page.getByRole('listitem').filter({ hasText: message });
  await written.getByText('Expert', { exact: true }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  // The delivered result is a download for the customer, with what the expert uploaded.
  const link = page.getByRole('link', { name: result.name });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(result.name);
  expect(await readFile((await download.path()) ?? '', 'utf8')).toBe(result.text);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByText('You approved the result. The order is finished.').waitFor();
  await page.getByText('This order is closed: its thread takes no new messages.').waitFor();
}

/** Chromium's console line for an answer the expert's refused delivery got; nothing else. */
export const REFUSED_DELIVERY_CONSOLE_ERROR =
  'Failed to load resource: the server responded with a status of 409 (Conflict)';
