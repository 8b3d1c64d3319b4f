import { POLICY_AGREE_LABEL } from '@bb/validation';
import type { Page } from 'playwright';
import { islandReady } from './browser';

/**
 * A new visitor's first order from the home page's short form (a new e-mail, Python, consent),
 * up to the landing address /dashboard/customer/new-order?data_box_key=…. Returns the data box
 * key as the page landed: the full order page then restores the box and drops the key.
 */
export async function orderFromHomeForm(page: Page, email: string): Promise<string | null> {
  await islandReady(page, 'OrderFormIsland');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.keyboard.press('Tab');
  const policy = page.getByRole('checkbox', { name: POLICY_AGREE_LABEL });
  await policy.waitFor();
  await page.getByRole('combobox', { name: 'Discipline' }).fill('Python');
  await page.getByRole('option', { name: 'Python', exact: true }).click();
  await policy.check();
  await page.getByRole('button', { name: 'Place your order' }).click();
  let key: string | null = null;
  await page.waitForURL((url) => {
    key =
      url.pathname === '/dashboard/customer/new-order'
        ? url.searchParams.get('data_box_key')
        : null;
    return key !== null;
  });
  return key;
}
