import {expect, test} from '@playwright/test';
import {gotoHydrated, wcagViolations} from './helpers';

/** One page of each kind: home, landing, guide, tutorial, integration, Dagster+, API (written and generated), tags, search, not found. */
const PAGES = [
  '/',
  '/guides/build/',
  '/getting-started/installation',
  '/etl-pipeline-tutorial/create-and-materialize-assets',
  '/integrations/libraries/slack',
  '/dagster-plus/',
  '/dagster-plus/deployment/management/deployments/deployment-settings-reference',
  '/api/api-lifecycle',
  '/api/python-api/hooks',
  '/api/python-api/libraries/dagster-aws',
  '/integrations/libraries/dbt/',
  '/tags/integrations/alerting',
  '/search',
  '/no-such-page',
];

// axe walks every node; the largest API pages take far longer than an ordinary page on a busy machine.
test.describe.configure({timeout: 180_000});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} mode`, () => {
    test.use({colorScheme: scheme});
    for (const path of PAGES) {
      test(`${path} has no WCAG 2.1 AA violations`, async ({page}) => {
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        const summary = await wcagViolations(page);
        expect(summary, summary.join('\n')).toEqual([]);
      });
    }
  });
}

test.describe('search button', () => {
  test('its accessible name starts with its visible text, key caps included, and it announces its shortcuts', async ({page}) => {
    await gotoHydrated(page, '/');
    const button = page.locator('.DocSearch-Button');
    await expect(button.locator('kbd')).toHaveText(['Ctrl', 'K']);
    const visible = (await button.innerText()).replace(/\s+/g, ' ').trim();
    expect(visible).toBe('Search Ctrl K');
    await expect(button).toHaveAccessibleName(visible);
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K /');
  });

  test('on Apple platforms it shows and announces Command', async ({browser}) => {
    const context = await browser.newContext();
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', {get: () => 'MacIntel'}));
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    const button = page.locator('.DocSearch-Button');
    await expect(button.locator('kbd')).toHaveText(['⌘', 'K']);
    await expect(button).toHaveAccessibleName('Search ⌘ K');
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Meta+K /');
    await context.close();
  });
});
