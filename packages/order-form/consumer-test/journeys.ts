// What a person does with the form in a host app, in Chromium, and what the test reads off the
// page: the problems the page reported and the JavaScript it loaded.
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright';
import { expect } from 'vitest';
import { chromiumLaunchOptions } from '../../../scripts/chromium';
import { RETURNING_CUSTOMER, type startApiStandIn } from './api-stand-in';

type ApiStandIn = Awaited<ReturnType<typeof startApiStandIn>>;

export function launchChromium(timeout: number): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunchOptions(), timeout });
}

/**
 * A new page in a new context (no cookies or storage from an earlier journey), and what went
 * wrong on it: uncaught errors, console errors and hydration warnings.
 */
export async function watchedPage(browser: Browser): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  // A dev server compiles modules on first request: allow for it.
  page.setDefaultTimeout(30_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // A dev server has no favicon; the browser asks for one on its own.
    const { url } = message.location();
    if (url.endsWith('/favicon.ico')) return;
    const hydration = message.type() === 'warning' && /hydrat/i.test(message.text());
    if (message.type() === 'error' || hydration) problems.push(`${message.text()} ${url}`);
  });
  return { page, problems };
}

/** A new visitor fills the form in, ticks the policy and places the order: it lands on the dashboard. */
export async function placeNewCustomerOrder(page: Page, origin: string, api: ApiStandIn) {
  await page.goto(`${origin}/`);
  const submit = page.getByRole('button', { name: 'Place your order' });
  // Enabled once hydrated and the settings have loaded: longer than a second on a loaded machine.
  await expect.poll(() => submit.isEnabled(), { timeout: 30_000 }).toBe(true);
  // The stylesheet came along: the button wears the kit's primary colour (--bb-color-primary,
  // #4338ca).
  expect(await submit.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
    'rgb(67, 56, 202)',
  );

  const email = page.getByRole('textbox', { name: 'Email' });
  await email.fill('new@example.com');
  await email.press('Tab');
  const policy = page.getByRole('checkbox', {
    name: 'I agree to the Terms & Conditions and Privacy Policy.',
  });
  await policy.waitFor();
  await chooseDiscipline(page);
  await policy.check();

  const loaded = api.calls.length;
  await submit.click();
  await page.waitForURL(`${origin}/dashboard/customer/new-order?data_box_key=${api.dataBoxKey}`);

  expect(api.calls.slice(loaded).map((each) => each.call)).toEqual([
    'GET /users/pre-check',
    'POST /customers',
    'GET /users/sessions',
    'POST /widgets/data-boxes',
    'GET /users/redirect-to-dashboard',
  ]);
  const customer = api.calls.find((each) => each.call === 'POST /customers');
  expect(customer?.form).toMatchObject({ login: 'new@example.com', policy_agree: '1' });
  const box = api.calls.find((each) => each.call === 'POST /widgets/data-boxes');
  expect(JSON.parse(box?.form.data ?? '{}')).toMatchObject({
    login: 'new@example.com',
    discipline_sub: 11,
    policy_agree: true,
  });
  expect(box?.form.ttl).toBe('1800');
  const apiCalls = api.calls.filter((each) => each.call !== 'GET /users/redirect-to-dashboard');
  expect(apiCalls.every((each) => each.requestedWith === 'XMLHttpRequest')).toBe(true);
}

/**
 * A returning customer opens the login modal from the form and signs in; the order carries on to
 * the dashboard. Under StrictMode the modal's effect runs twice: the dialog must stay open.
 */
export async function signInReturningCustomer(page: Page, origin: string, api: ApiStandIn) {
  await page.goto(`${origin}/`);
  const submit = page.getByRole('button', { name: 'Place your order' });
  await expect.poll(() => submit.isEnabled(), { timeout: 30_000 }).toBe(true);
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.fill(RETURNING_CUSTOMER.login);
  await email.press('Tab');
  await chooseDiscipline(page);
  await page.getByRole('button', { name: 'Log into your account' }).click();

  const modal = page.getByRole('dialog', { name: 'Log into your account' });
  await modal.waitFor();
  await page.waitForTimeout(500);
  expect(await modal.isVisible()).toBe(true);
  await modal.getByLabel('Password', { exact: true }).fill(RETURNING_CUSTOMER.password);
  await modal.getByRole('button', { name: 'Log in' }).click();

  await page.waitForURL(`${origin}/dashboard/customer/new-order?data_box_key=${api.dataBoxKey}`);
  expect(api.calls.map((each) => each.call)).toContain('POST /users/sessions');
}

async function chooseDiscipline(page: Page) {
  const discipline = page.getByRole('combobox', { name: 'Discipline' });
  await discipline.pressSequentially('Pyth');
  await discipline.press('Enter');
  expect(await discipline.inputValue()).toBe('Python');
}

export interface ScriptCost {
  files: number;
  minified: number;
  gzip: number;
}

/**
 * The client JavaScript the form costs a host: every script the form's page loads (up to network
 * quiet) that the same host's page without the form does not, each gzipped at level 9 as a
 * browser fetches it. React and the framework's runtime, which both pages load, are left out.
 */
export async function formScriptCost(
  browser: Browser,
  origin: string,
  formPath: string,
  blankPath: string,
): Promise<ScriptCost> {
  const withoutForm = await scriptsOf(browser, `${origin}${blankPath}`);
  const withForm = await scriptsOf(browser, `${origin}${formPath}`);
  const formOnly = [...withForm].filter(([url]) => !withoutForm.has(url));
  return {
    files: formOnly.length,
    minified: formOnly.reduce((sum, [, body]) => sum + body.length, 0),
    gzip: formOnly.reduce((sum, [, body]) => sum + gzipSync(body, { level: 9 }).length, 0),
  };
}

async function scriptsOf(browser: Browser, url: string): Promise<Map<string, Buffer>> {
  const page = await browser.newPage();
  const bodies: Promise<[string, Buffer]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().then((body) => [new URL(response.url()).pathname, body]));
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    return new Map(await Promise.all(bodies));
  } finally {
    await page.close();
  }
}
