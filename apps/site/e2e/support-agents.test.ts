// The support agent in Chromium against the started site and API, on the demo's data: the agent
// answers a ticket assigned to them within its SLA and their Support contract counts it; then
// answers the one whose first-response target already passed (the demo asked it 6 hours before
// the start, the contract's target is 4 hours), and the contract counts a breach. An internal
// note stays staff's: the customer's ticket page never shows it.
import { DEMO_ACCOUNTS } from '@bb/api';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser } from './browser';
import { signedIn } from './dashboard-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** This period's tickets answered and breaches, as the contract page shows them. */
async function currentFigures(page: Page): Promise<{ answered: number; breaches: number }> {
  await page.goto('/dashboard/support-contract/contract/', { waitUntil: 'networkidle' });
  const period = page.getByRole('region', { name: 'This period' });
  const fact = async (label: string) => {
    const value = period
      .locator('dt', { hasText: label })
      .locator('xpath=following-sibling::dd[1]');
    return Number.parseInt((await value.textContent()) ?? '', 10);
  };
  await period.getByText('Tickets answered', { exact: true }).waitFor();
  return { answered: await fact('Tickets answered'), breaches: await fact('Breaches') };
}

/** Opens the assigned ticket by its subject from the Personal Area and answers it. */
async function answerAssigned(page: Page, subject: string, clock: RegExp, answer: string) {
  await page.goto('/dashboard/support-contract/', { waitUntil: 'networkidle' });
  const assigned = page.getByRole('list', { name: 'Tickets assigned to you, the oldest first' });
  const item = assigned.getByRole('listitem').filter({ hasText: subject });
  expect(await item.textContent()).toMatch(clock);
  await item.getByRole('link', { name: subject }).click();
  await page.waitForURL(/\/dashboard\/support-contract\/tickets\/\d+\/$/);
  await page.getByRole('heading', { level: 2, name: subject }).waitFor();
  await page.getByRole('textbox', { name: 'Your answer' }).fill(answer);
  await page.getByRole('button', { name: 'Send answer' }).click();
  await page.getByText('Your answer was sent. The customer is told by e-mail.').waitFor();
  return Number(/tickets\/(\d+)\//.exec(page.url())?.[1]);
}

describe('support agents', () => {
  it('counts an answer within the SLA on the contract, and a late one as a breach', async () => {
    const agent = await signedIn(browser, DEMO_ACCOUNTS.support_contract);
    const { page } = agent;
    await page.goto('/dashboard/support-contract/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Personal Area' }).waitFor();
    await page
      .getByRole('list', { name: /^Unassigned tickets waiting/ })
      .getByText('Does the price include revisions?')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const before = await currentFigures(page);
    expect(await axeViolations(page)).toEqual([]);

    // Within its target: counted, no breach.
    await answerAssigned(
      page,
      'Can I move my deadline by two days?',
      /First response due in/,
      'Yes: we asked your expert, the new deadline is set.',
    );
    await page.getByText(/First response\s*given after \d+ min$/).waitFor();
    expect(await currentFigures(page)).toEqual({
      answered: before.answered + 1,
      breaches: before.breaches,
    });

    // Past its target: counted, and a breach. A staff note on it first.
    const lateId = await answerAssigned(
      page,
      'Charged twice for one order',
      /First response overdue by/,
      'We found the second payment and refunded it.',
    );
    const note = `Refund reference R-${Date.now()}`;
    await page.getByRole('textbox', { name: 'New note' }).fill(note);
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Your note was added.').waitFor();
    await page.getByRole('list', { name: 'Internal notes' }).getByText(note).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await currentFigures(page)).toEqual({
      answered: before.answered + 2,
      breaches: before.breaches + 1,
    });
    expect(agent.consoleErrors).toEqual([]);

    // The customer reads the answer signed by Support, and never the note.
    const customer = await signedIn(browser, DEMO_ACCOUNTS.customer);
    await customer.page.goto(`/dashboard/customer/ticketing/${lateId}/`, {
      waitUntil: 'networkidle',
    });
    const conversation = customer.page.getByRole('region', { name: 'Conversation' });
    await conversation.getByText('We found the second payment and refunded it.').waitFor();
    expect(await conversation.locator('.bb-order-thread__author').allTextContents()).toEqual([
      'You',
      'Support',
    ]);
    expect(await customer.page.content()).not.toContain(note);
    await customer.context.close();
    await agent.context.close();
  }, 180_000);
});
