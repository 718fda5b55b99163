import path from 'node:path';
import {expect, test} from '@playwright/test';
import {collectPages} from '../../scripts/content-check/collect';
import {findPyObjects} from '../../scripts/content-check/api-links';
import {buildInventory} from '../../src/plugins/api-reference/inventory';
import {loadApiPages} from '../../src/plugins/api-reference/load';
import {escapeRegExp} from '../../src/lib/escape-regexp';
import {gotoHydrated} from './helpers';
import {openSearch} from './search-helpers';

const root = path.join(__dirname, '..', '..');
const pages = loadApiPages(root);
const inventory = buildInventory(pages);

test('the build publishes /api/inventory.json with every documented symbol', async ({request}) => {
  const response = await request.get('/api/inventory.json');
  expect(response.ok()).toBe(true);
  const published = (await response.json()) as {symbols: {name: string; kind: string; url: string; status?: string}[]};
  expect(published.symbols.map((symbol) => [symbol.name, symbol.kind, symbol.url, symbol.status])).toEqual(
    inventory.map((entry) => [entry.name, entry.kind, entry.url, entry.status]),
  );
});

for (const apiPage of pages) {
  test(`/api/python-api/${apiPage.page} has an anchor for every entry and lists only top-level symbols in its TOC`, async ({page}) => {
    await gotoHydrated(page, `/api/python-api/${apiPage.page}`);
    const entries = inventory.filter((entry) => entry.page === apiPage.page);
    const ids = await page.locator('article [id]').evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(entries.map((entry) => entry.url.split('#')[1]).filter((anchor) => !ids.includes(anchor))).toEqual([]);
    const tocLinks = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href') ?? '')));
    const topLevel = apiPage.sections
      .flatMap((section) => section.symbols)
      .map((symbol) => inventory.find((entry) => entry.name === symbol.name)?.url.split('#')[1]);
    for (const anchor of topLevel) expect(tocLinks).toContain(`#${anchor}`);
    const members = entries.filter((entry) => !topLevel.includes(entry.url.split('#')[1]));
    for (const member of members) expect(tocLinks).not.toContain(`#${member.url.split('#')[1]}`);
  });
}

test('each entry heading carries a deep link to its own anchor', async ({page}) => {
  const entry = inventory.find((item) => item.kind === 'class' && inventory.some((other) => other.name.startsWith(`${item.name}.`)));
  expect(entry, 'a class with members is documented').toBeTruthy();
  const [route, anchor] = entry!.url.split('#');
  await gotoHydrated(page, route);
  const heading = page.locator(`[id="${anchor}"]`);
  await expect(heading.locator('a.hash-link')).toHaveAttribute('href', `#${anchor}`);
  await expect(heading.locator('code')).toHaveText(entry!.name.split('.').pop()!);
});

const crossLinkCases = [
  {what: 'a page names a core API symbol', module: (name: string) => name === 'dagster'},
  {what: 'a page names a library symbol', module: (name: string) => name !== 'dagster'},
];

for (const {what, module} of crossLinkCases) {
  test(`${what} with a link that lands on its reference entry`, async ({page}) => {
    const docs = collectPages(path.join(root, 'docs')).filter((doc) => !doc.file.includes(`${path.sep}api${path.sep}`));
    const use = docs
      .flatMap((doc) => findPyObjects(doc.file, doc.source).map((found) => ({...found, route: doc.route})))
      .find(
        (found) =>
          module(found.module) && inventory.some((entry) => entry.name === `${found.module}.${found.object}` && entry.kind === 'class'),
      );
    expect(use, 'a page cross-links a documented class of this kind').toBeTruthy();
    const target = inventory.find((entry) => entry.name === `${use!.module}.${use!.object}`)!;
    await gotoHydrated(page, use!.route);
    const link = page.locator(`article a:has(code[data-py-object="${target.name}"])`).first();
    await expect(link).toHaveAttribute('href', target.url);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target.url)}$`));
    await expect(page.locator(`[id="${target.url.split('#')[1]}"]`)).toBeInViewport();
  });
}

test('a link to an entry far down a long API page lands on it after client-side navigation, and stays there', async ({page}) => {
  // Entry bodies off screen are laid out only near the screen; the entries between are drawn at their real
  // height once the theme has scrolled, so this checks the target is where the link put it once they are done.
  const pagePosition = (url: string) => {
    const [route] = url.split('#');
    return inventory.filter((entry) => entry.url.split('#')[0] === route).findIndex((entry) => entry.url === url);
  };
  const docs = collectPages(path.join(root, 'docs')).filter((doc) => !doc.file.includes(`${path.sep}api${path.sep}`));
  const uses = docs.flatMap((doc) =>
    findPyObjects(doc.file, doc.source).flatMap((found) => {
      const target = inventory.find((entry) => entry.name === `${found.module}.${found.object}`);
      return target ? [{route: doc.route, target}] : [];
    }),
  );
  const deepest = uses.reduce((best, use) => (pagePosition(use.target.url) > pagePosition(best.target.url) ? use : best));
  expect(pagePosition(deepest.target.url), 'a linked entry well down its page').toBeGreaterThan(20);
  await gotoHydrated(page, deepest.route);
  const link = page.locator(`article a:has(code[data-py-object="${deepest.target.name}"])`).first();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(deepest.target.url)}$`));
  const heading = page.locator(`[id="${deepest.target.url.split('#')[1]}"]`);
  const top = () => heading.evaluate((node) => Math.round(node.getBoundingClientRect().top));
  // Where a link puts a heading: just below the navbar (its scroll margin), give or take a few pixels.
  const landed = async () => {
    const now = await top();
    return now >= 0 && now <= 120 ? 'at the top' : `${now} px from the top`;
  };
  await expect.poll(landed, {timeout: 5000}).toBe('at the top');
  await page.waitForTimeout(1000);
  expect(await landed()).toBe('at the top');
});

test.describe('symbol-aware search', () => {
  const queries = ['asset', 'Definitions', 'AutomationCondition', 'dagster dev'];
  for (const query of queries) {
    test(`"${query}" ranks its API entry first`, async ({page}) => {
      const target = inventory.find((entry) => entry.name === `dagster.${query}` || entry.name === query);
      expect(target, `${query} is documented`).toBeTruthy();
      await openSearch(page);
      await page.locator('.DocSearch-Input').fill(query);
      const first = page.locator('.DocSearch-Hit a').first();
      await expect(first).toHaveAttribute('href', new RegExp(`${target!.url.split('#')[1].replace(/\./g, '\\.')}$`));
    });
  }
});
