import {expect, type Page} from '@playwright/test';
import {gotoHydrated} from './helpers';

export const modal = '.DocSearch-Modal';
export const input = '.DocSearch-Input';

export async function openSearch(page: Page, path = '/getting-started/installation'): Promise<void> {
  await gotoHydrated(page, path);
  await page.keyboard.press('Control+k');
  await expect(page.locator(modal)).toBeVisible();
  await expect(page.locator(input)).toBeFocused();
}

/** Types a query and waits until the modal has answered it with hits. */
export async function searchFor(page: Page, query: string): Promise<void> {
  await page.locator(input).fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
}

export async function activeHitTitle(page: Page): Promise<string> {
  return (await page.locator('.DocSearch-Hit[aria-selected="true"] .DocSearch-Hit-title').textContent()) ?? '';
}
