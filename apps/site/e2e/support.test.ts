// Support in Chromium against the started site and API: the demo customer opens a ticket about
// one of their orders (an empty one is refused beside its fields first), the operator finds it
// waiting on their home and answers, the customer is e-mailed, reads the answer, replies and
// closes the ticket.
import { DEMO_ACCOUNTS } from '@bb/api';
import { readOutbox } from '@bb/api/testing';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchBrowser } from './browser';
import { signedIn } from './dashboard-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const isFocused = (page: Page, name: string) =>
  page
    .getByRole('textbox', { name, exact: true })
    .evaluate((node) => node === document.activeElement);

describe('support', () => {
  it('carries a ticket about an order from the customer to the operator and back', async () => {
    const customer = await signedIn(browser, DEMO_ACCOUNTS.customer);
    const { page } = customer;

    // The customer's Support: an empty ticket is refused beside its fields, the subject focused.
    await page.getByRole('link', { name: 'Support' }).first().click();
    await page.waitForURL('**/dashboard/customer/ticketing/');
    await page.getByRole('heading', { level: 1, name: 'Support' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'New ticket' }).waitFor();
    await page.getByRole('button', { name: 'Send ticket' }).click();
    await page.getByText('Please enter a subject').waitFor();
    await page.getByText('Please write your message').waitFor();
    await expect.poll(() => isFocused(page, 'Subject')).toBe(true);
    const subjectField = page.getByRole('textbox', { name: 'Subject', exact: true });
    expect(await subjectField.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    // A ticket about their first order.
    const subject = `Is my order on time? ${Date.now()}`;
    await subjectField.fill(subject);
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('The deadline is close.\nIs everything on track?');
    const order = page.getByRole('combobox', { name: 'Order (optional)' });
    const [, firstOrder] = await order.locator('option').allTextContents();
    if (!firstOrder) throw new Error('The demo customer has no order to choose');
    await order.selectOption({ label: firstOrder });
    await page.getByRole('button', { name: 'Send ticket' }).click();
    const sent = page.getByText(`Your ticket “${subject}” was sent.`);
    await sent.waitFor();
    await expect.poll(() => sent.evaluate((node) => node === document.activeElement)).toBe(true);
    const listed = page.getByRole('row').filter({ hasText: subject });
    expect(await listed.textContent()).toContain('Waiting for support');
    expect(await subjectField.inputValue()).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    await listed.getByRole('link', { name: subject }).click();
    await page.waitForURL(/\/dashboard\/customer\/ticketing\/\d+\/$/);
    const ticketUrl = page.url();
    const ticketId = Number(/ticketing\/(\d+)\//.exec(ticketUrl)?.[1]);
    await page.getByRole('heading', { level: 2, name: subject }).waitFor();
    await page.getByRole('link', { name: firstOrder.replace(/^#\d+ /, '') }).waitFor();

    // The operator finds it waiting on their home, with whose it is, and answers.
    const operator = await signedIn(browser, DEMO_ACCOUNTS.operator);
    const home = operator.page;
    await home.goto('/dashboard/operator/', { waitUntil: 'networkidle' });
    const waiting = home.getByRole('list', {
      name: 'Support tickets waiting for an answer, the longest waiting first',
    });
    const item = waiting.getByRole('listitem').filter({ hasText: subject });
    expect(await item.textContent()).toContain(DEMO_ACCOUNTS.customer);
    expect(await axeViolations(home)).toEqual([]);
    await item.getByRole('link', { name: subject }).click();
    await home.waitForURL(`**/dashboard/operator/tickets/${ticketId}/`);
    await home.getByText(DEMO_ACCOUNTS.customer).waitFor();
    await home.getByText('Is everything on track?', { exact: false }).waitFor();
    await home
      .getByRole('textbox', { name: 'Your answer' })
      .fill('Yes: your expert delivers tonight.');
    await home.getByRole('button', { name: 'Send answer' }).click();
    await home.getByText('Your answer was sent. The customer is told by e-mail.').waitFor();
    expect(await axeViolations(home)).toEqual([]);
    expect(operator.consoleErrors).toEqual([]);

    // The customer is e-mailed a link to the ticket.
    const mail = readOutbox(inject('outboxDir')).find((message) =>
      message.subject.endsWith(`support answered your ticket #${ticketId}`),
    );
    expect(mail?.to).toBe(DEMO_ACCOUNTS.customer);
    expect(mail?.text).toContain(ticketUrl);

    // The customer reads the answer, is refused a blank reply, replies, and closes the ticket.
    await page.reload({ waitUntil: 'networkidle' });
    const conversation = page.getByRole('region', { name: 'Conversation' });
    await conversation.getByText('Yes: your expert delivers tonight.').waitFor();
    expect(await conversation.locator('.bb-order-thread__author').allTextContents()).toEqual([
      'You',
      'Support',
    ]);
    await page.getByText('Answered', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Please write your message').waitFor();
    await expect.poll(() => isFocused(page, 'Your reply')).toBe(true);
    await page.getByRole('textbox', { name: 'Your reply' }).fill('Thank you!');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Your reply was sent.').waitFor();
    await page.getByText('Waiting for support', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Close ticket' }).click();
    await page
      .getByRole('status')
      .getByText('The ticket is closed. A reply opens it again.')
      .waitFor();
    await page.getByText('Closed', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Close ticket' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(customer.consoleErrors).toEqual([]);
    await customer.context.close();
    await operator.context.close();
  });
});
