import {expect, test} from '@playwright/test';
import {gotoHydrated} from './helpers';

const GUIDE = '/getting-started/installation';

test.describe('code blocks highlighted at build time', () => {
  test('no page downloads Prism, and the server-rendered code blocks are kept, not redrawn, after hydration', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.addInitScript(() => {
      const state = window as unknown as {removedCodeBlocks: number};
      state.removedCodeBlocks = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof Element && (node.matches('pre') || node.querySelector('pre'))) state.removedCodeBlocks += 1;
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await gotoHydrated(page, GUIDE);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('pre.prism-code').count()).toBeGreaterThan(3);
    expect(await page.evaluate(() => (window as unknown as {removedCodeBlocks: number}).removedCodeBlocks)).toBe(0);
    // "javadoclike" is a grammar name inside prism-react-renderer's Prism; it survives minification.
    expect(scripts.filter((source) => source.includes('javadoclike'))).toEqual([]);
  });

  test('token colours follow the colour mode, from the first paint', async ({browser}) => {
    const expected = {light: 'rgb(207, 34, 46)', dark: 'rgb(255, 123, 114)'};
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({colorScheme: scheme, javaScriptEnabled: false});
      const page = await context.newPage();
      // Without JavaScript this is the first paint: the inline theme script does not run either, so set the mode it would set.
      await page.goto(GUIDE);
      await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), scheme);
      const keyword = page.locator('pre.language-python .token.keyword, pre.language-bash .token.function').first();
      await expect(keyword).toBeVisible();
      const pre = page.locator('pre.prism-code').first();
      const background = await pre.evaluate((node) => getComputedStyle(node).backgroundColor);
      expect(background).toBe(scheme === 'light' ? 'rgb(246, 248, 250)' : 'rgb(30, 31, 41)');
      await context.close();
    }
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await gotoHydrated(page, '/api/python-api/assets');
    const keyword = page.locator('pre.language-python .token.keyword').first();
    await expect(keyword).toHaveCSS('color', expected.dark);
    await page.locator('button[class*="toggleButton"]').click();
    await expect(keyword).toHaveCSS('color', expected.light);
    await context.close();
  });

  test('the copy button copies the code as written', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, GUIDE);
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    await block.getByRole('button', {name: /copy code/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await block.locator('pre').innerText()).replace(/\n$/, ''));
    expect(copied.length).toBeGreaterThan(5);
  });
});

test('visible internal links are still prefetched once the page is idle', async ({page}) => {
  await gotoHydrated(page, GUIDE);
  await expect.poll(() => page.locator('link[rel="prefetch"][href*="/assets/js/"]').count(), {timeout: 15_000}).toBeGreaterThan(3);
});
