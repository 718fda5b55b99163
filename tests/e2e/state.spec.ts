import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from './helpers';

const bar = '.theme-announcement-bar';

test.describe('announcement bar', () => {
  test('shows the legacy-docs notice, and closing it persists across reloads', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.locator(bar)).toContainText('1.9.9 and earlier');
    await expect(page.locator(bar).getByRole('link')).toHaveAttribute('href', /legacy-docs/);
    await page.locator(bar).getByRole('button', {name: 'Close'}).click();
    await expect(page.locator(bar)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe('legacy-docs-1-9-9');
    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.locator(bar)).toHaveCount(0);
  });

  test('a new announcement id shows the bar again to readers who closed an older one', async ({page}) => {
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    });
    await gotoHydrated(page, '/');
    await expect(page.locator(bar)).toBeVisible();
  });
});

test.describe('colour mode', () => {
  const toggle = 'button[class*="toggleButton"]';
  /** The toggle icon the reader sees: light, dark or system. */
  const shownIcon = (page: Page) =>
    page
      .locator(`${toggle} svg`)
      .evaluateAll((icons) =>
        icons
          .filter((icon) => getComputedStyle(icon).display !== 'none')
          .map((icon) => /(light|dark|system)ToggleIcon/.exec(icon.getAttribute('class') ?? '')?.[1]),
      );

  for (const system of ['light', 'dark'] as const) {
    const other = system === 'light' ? 'dark' : 'light';
    test(`with nothing stored and a ${system} system preference, it follows the system and one click switches to ${other}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({colorScheme: system});
      const page = await context.newPage();
      await gotoHydrated(page, '/');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
      await expect(page.locator('html')).toHaveAttribute('data-theme', system);
      expect(await shownIcon(page)).toEqual([system]);
      await expect(page.locator(toggle)).toHaveAttribute('aria-label', `Switch between dark and light mode (currently ${system} mode)`);

      await page.locator(toggle).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', other);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(other);
      expect(await shownIcon(page)).toEqual([other]);

      await page.locator(toggle).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', system);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(system);
      await context.close();
    });
  }

  test('a stored choice wins over the system preference', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    await context.addInitScript(() => localStorage.setItem('theme', 'light'));
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.locator(toggle).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });

  test('the toggle stores the choice under "theme", it survives a reload and syncs to another tab', async ({page, context}) => {
    await gotoHydrated(page, '/');
    const other = await context.newPage();
    await gotoHydrated(other, '/getting-started/installation');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.locator(toggle).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('mobile layout', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('below 996 px the hamburger menu opens, shows the back button on a doc page, and closes on resize to desktop', async ({page}) => {
    await gotoHydrated(page, '/getting-started/installation');
    await expect(page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item').first()).toBeHidden();
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    const back = sidebar.getByRole('button', {name: /back to main menu/i});
    await expect(back).toBeVisible();
    await back.click();
    await expect(sidebar.locator('.navbar-sidebar__item.menu').first()).toContainText('Tutorials');
    await page.setViewportSize({width: 1280, height: 900});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});
