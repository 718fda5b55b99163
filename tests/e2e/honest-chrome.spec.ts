import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from './helpers';
import {input} from './search-helpers';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** Every request the page makes, by URL, from the moment it is called. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function thirdParty(urls: string[]): string[] {
  return urls.filter((url) => {
    const {protocol, hostname} = new URL(url);
    return !['data:', 'blob:'].includes(protocol) && !LOCAL_HOSTS.has(hostname);
  });
}

test('in local mode no page asks, preconnects to or prefetches any host but the site', async ({page}) => {
  const requests = recordRequests(page);
  for (const path of [
    '/',
    '/guides/build/',
    '/integrations/libraries/snowflake/',
    '/api/python-api/assets',
    '/search?q=schedule',
    '/integrations/snowflak',
  ]) {
    await gotoHydrated(page, path);
    await expect(page.locator('link[rel~="preconnect"], link[rel~="dns-prefetch"]')).toHaveCount(0);
  }
  await expect(page.locator('section[aria-labelledby="not-found-suggestions"] li a').first()).toBeVisible({timeout: 30_000});
  // The search modal too: hover warms the index, then a query runs.
  await gotoHydrated(page, '/getting-started/installation');
  await page.locator('.DocSearch-Button').hover();
  await page.keyboard.press('Control+k');
  await page.locator(input).fill('partitions');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(requests.length).toBeGreaterThan(20);
  expect(requests.some((url) => url.includes('/search-index.json'))).toBe(true);
  expect(thirdParty(requests)).toEqual([]);
});

test('the search page credits what answers in local mode: MiniSearch, not Algolia', async ({page}) => {
  await gotoHydrated(page, '/search?q=schedule');
  await expect(page.locator('article h2 a').first()).toBeVisible();
  const credit = page.getByRole('link', {name: 'MiniSearch', exact: true});
  await expect(credit).toHaveAttribute('href', 'https://lucaong.github.io/minisearch/');
  await expect(credit.locator('xpath=..')).toContainText('Powered by');
  await expect(page.locator('a[href*="algolia.com"]')).toHaveCount(0);
  await expect(page.getByRole('img', {name: 'Algolia'})).toHaveCount(0);
});

const SOCIAL = ['X', 'Community Slack', 'GitHub', 'YouTube'];

test('footer social links show the brands’ marks, hidden from assistive technology behind named links', async ({page}) => {
  await gotoHydrated(page, '/');
  const footer = page.locator('footer');
  const shapes: string[] = [];
  for (const name of SOCIAL) {
    const link = footer.getByRole('link', {name, exact: true});
    const mark = link.locator('svg');
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(mark).toHaveAttribute('fill', 'currentColor');
    const paths = await mark.locator('path').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('d') ?? ''));
    expect(paths.length, name).toBeGreaterThan(0);
    // The marks are filled glyphs, not the stroked stand-ins the footer used to draw.
    expect(await mark.locator('[stroke], rect, circle').count(), name).toBe(0);
    shapes.push(paths.join(' '));
  }
  expect(new Set(shapes).size).toBe(SOCIAL.length);
  // GitHub's mark is the Octocat, whose outline starts at the top of a 24-unit circle.
  expect(shapes[2].startsWith('M12 .297')).toBe(true);
});

async function iconColour(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((node) => getComputedStyle(node).color);
}

test('footer marks and doc card icons follow the colour mode', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydrated(page, '/guides/build/');
  const light = {social: await iconColour(page, 'footer a[aria-label="GitHub"] svg'), card: await iconColour(page, 'svg[data-card-icon]')};
  await page.emulateMedia({colorScheme: 'dark'});
  await gotoHydrated(page, '/guides/build/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = {social: await iconColour(page, 'footer a[aria-label="GitHub"] svg'), card: await iconColour(page, 'svg[data-card-icon]')};
  expect(dark.social).not.toBe(light.social);
  expect(dark.card).not.toBe(light.card);
});

test('doc cards draw SVG icons by kind, and no emoji', async ({page}) => {
  await gotoHydrated(page, '/guides/build/');
  const cards = page.locator('article a.card');
  const count = await cards.count();
  expect(count).toBeGreaterThan(3);
  const kinds = await cards.evaluateAll((links) =>
    links.map((link) => {
      const title = link.querySelector('h2');
      const icon = title?.querySelector('svg[data-card-icon]');
      return {
        kind: icon?.getAttribute('data-card-icon') ?? 'none',
        text: title?.textContent ?? '',
        hidden: icon?.getAttribute('aria-hidden'),
      };
    }),
  );
  for (const card of kinds) {
    expect(['category', 'page']).toContain(card.kind);
    expect(card.hidden).toBe('true');
    expect(card.text).not.toMatch(/\p{Extended_Pictographic}/u);
  }
  expect(new Set(kinds.map((card) => card.kind))).toEqual(new Set(['category', 'page']));
});

test('robots.txt allows crawling and names the sitemap, which exists', async ({request}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  const lines = (await robots.text()).split('\n').map((line) => line.trim());
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Allow: /');
  expect(lines.filter((line) => /^disallow:\s*\/\S/i.test(line))).toEqual([]);
  expect(lines).toContain('Sitemap: https://docs.dagster.io/sitemap.xml');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  expect(await sitemap.text()).toContain('<loc>https://docs.dagster.io/</loc>');
});
