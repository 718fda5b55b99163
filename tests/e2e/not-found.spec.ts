import {expect, test, type Page} from '@playwright/test';
import {watchPage, wcagViolations} from './helpers';

const suggestionLinks = 'section[aria-labelledby="not-found-suggestions"] li a';

/** Opens a missing path and returns the paths of the suggested pages once they are shown. */
async function suggestionsFor(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} is not a page`).toBe(404);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  // The first search on a page downloads and indexes the whole site: seconds on a busy machine.
  await expect(page.locator(suggestionLinks).first()).toBeVisible({timeout: 30_000});
  const hrefs = await page.locator(suggestionLinks).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => new URL(href, 'http://localhost').pathname);
}

// Mistyped paths and old paths the redirect map does not list, with the page a reader wants.
const CASES = [
  {path: '/getting-started/instalation', expected: '/getting-started/installation'},
  {path: '/guides/build/assets/defining-asset', expected: '/guides/build/assets/defining-assets'},
  {path: '/guides/automate/schedule', expected: '/guides/automate/schedules/'},
  {path: '/integrations/snowflak', expected: '/integrations/libraries/snowflake/'},
  {path: '/guides/deploy/kubernetes', expected: '/guides/deploy/deployment-options/kubernetes/'},
  {path: '/dagster-plus/sso/okta', expected: '/dagster-plus/features/authentication-and-access-control/sso/okta-sso'},
  {path: '/api/python-api/asset', expected: '/api/python-api/assets'},
  {path: '/guides/dagster-pipes/aws-lambda', expected: '/guides/build/external-pipelines/aws-lambda-pipeline'},
  {path: '/next/guides/build/ops', expected: '/guides/build/ops'},
  {path: '/sections/api/apidocs/schedules-sensors', expected: '/api/python-api/schedules-sensors'},
  {path: '/master/_apidocs/resources', expected: '/api/python-api/resources'},
  {path: '/docs/apidocs/dagster-k8s', expected: '/api/python-api/libraries/dagster-k8s'},
  {path: '/concepts/partitions-schedules-sensors/run-status-sensors', expected: '/guides/automate/sensors/run-status-sensors'},
];

for (const {path, expected} of CASES) {
  test(`${path} suggests ${expected}`, async ({page}) => {
    const pages = await suggestionsFor(page, path);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.length).toBeLessThanOrEqual(3);
    expect(pages).toContain(expected);
  });
}

test('the not-found page keeps its title, offers the legacy docs and a search prefilled with the path words', async ({page}) => {
  const problems = watchPage(page);
  await suggestionsFor(page, '/getting-started/instalation');
  await expect(page.locator('main h1')).toHaveText('Page Not Found');
  await expect(page).toHaveTitle(/Page Not Found \| Dagster Docs/);
  await expect(page.locator('main').getByRole('link', {name: 'legacy documentation site'})).toHaveAttribute(
    'href',
    'https://legacy-docs.dagster.io',
  );
  await expect(page.locator('main').getByRole('link', {name: 'open the same path there'})).toHaveAttribute(
    'href',
    'https://legacy-docs.dagster.io/getting-started/instalation',
  );
  const box = page.getByRole('searchbox', {name: 'Search the documentation'});
  await expect(box).toHaveValue('getting started instalation');
  await box.fill('install dagster');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=install%20dagster$/);
  await expect(page.locator('article h2 a').first()).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
  expect(problems.externalRequests).toEqual([]);
});

test('a suggestion opens its page', async ({page}) => {
  await suggestionsFor(page, '/guides/build/assets/defining-asset');
  await page.locator(suggestionLinks, {hasText: 'Defining assets'}).first().click();
  await expect(page).toHaveURL(/\/guides\/build\/assets\/defining-assets$/);
  await expect(page.locator('article h1')).toHaveText('Defining assets');
});

test('while the search runs, the page says it is looking', async ({page}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search-index.json*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/integrations/snowflak');
  const status = page.getByText('Looking for pages that match this address');
  await expect(status).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(1);
  release();
  await expect(page.locator(suggestionLinks).first()).toBeVisible({timeout: 30_000});
  await expect(status).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
});

test('when search fails, the page shows the plain message and still works', async ({page}) => {
  const problems = watchPage(page);
  await page.route('**/search-index.json*', (route) => route.abort());
  const response = await page.goto('/guides/build/assets/defining-asset');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('searchbox', {name: 'Search the documentation'})).toHaveValue('build assets defining asset');
  await expect(page.locator('main [aria-busy="false"]')).toHaveCount(1);
  await expect(page.locator(suggestionLinks)).toHaveCount(0);
  await expect(page.getByText('Please contact the owner of the site that linked you')).toBeVisible();
  await expect(page.locator('main').getByRole('link', {name: 'legacy documentation site'})).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});

test('a path with no words to search for shows the plain page', async ({page}) => {
  await page.goto('/next/1.9.9/');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('main h1')).toHaveText('Page Not Found');
  await expect(page.getByRole('searchbox', {name: 'Search the documentation'})).toHaveValue('');
  await expect(page.locator(suggestionLinks)).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the not-found page with suggestions has no WCAG 2.1 AA violations in ${scheme} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: scheme});
    await suggestionsFor(page, '/integrations/snowflak');
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    const summary = await wcagViolations(page);
    expect(summary, summary.join('\n')).toEqual([]);
  });
}
