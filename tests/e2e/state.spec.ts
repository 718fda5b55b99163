import {expect, test} from '@playwright/test';
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

  test('with nothing stored it follows prefers-color-scheme', async ({browser}) => {
    for (const scheme of ['dark', 'light'] as const) {
      const context = await browser.newContext({colorScheme: scheme});
      const page = await context.newPage();
      await gotoHydrated(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await context.close();
    }
  });

  test('the toggle stores the choice under "theme", it survives a reload and syncs to another tab', async ({page, context}) => {
    await gotoHydrated(page, '/');
    const other = await context.newPage();
    await gotoHydrated(other, '/getting-started/installation');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // The toggle cycles system -> light -> dark; click until dark is chosen.
    for (let clicks = 0; clicks < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark'; clicks += 1) {
      await page.locator(toggle).click();
    }
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
