import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {gotoHydrated, watchPage, wcagViolations} from './helpers';

const CATALOG = '/integrations/libraries/';
const LIBRARIES_DIR = path.join(__dirname, '..', '..', 'docs', 'integrations', 'libraries');

/** Library landing pages on disk: `<name>.md` beside the section index, or `<name>/index.md`. Counted here, not taken from the catalog. */
function libraryPageCount(): number {
  return fs
    .readdirSync(LIBRARIES_DIR, {withFileTypes: true})
    .filter((entry) =>
      entry.isDirectory() ? fs.existsSync(path.join(LIBRARIES_DIR, entry.name, 'index.md')) : /^(?!index\.)[^_].*\.mdx?$/.test(entry.name),
    ).length;
}

const catalog = (page: Page) => page.getByRole('search', {name: 'Filter integrations'}).locator('..');
const cards = (page: Page) => catalog(page).locator('ul > li:has(h3)');
const card = (page: Page, title: string) => cards(page).filter({has: page.getByRole('heading', {level: 3, name: title, exact: true})});
const status = (page: Page) => catalog(page).getByRole('status').first();
const chip = (page: Page, group: string, label: string) =>
  page.getByRole('group', {name: group}).getByRole('checkbox', {name: new RegExp(`^${label}\\s*,`)});
/** A chip found by its label alone: an inert control has no accessible name to find it by. */
const chipByLabel = (page: Page, label: string) => page.locator('label', {hasText: label}).locator('input[type="checkbox"]').first();
const search = (page: Page) => page.getByRole('searchbox', {name: 'Filter by name or keyword'});
// Cards far off screen are not laid out (content-visibility), so their innerText is empty: read textContent.
const titles = (page: Page) => cards(page).locator('h3').allTextContents();

/** The number a facet chip shows, read from its visible badge. */
async function chipCount(page: Page, group: string, label: string): Promise<number> {
  const text = await chip(page, group, label).locator('xpath=..').innerText();
  return Number(text.match(/(\d+)\s*,?/)![1]);
}

async function expectShown(page: Page, count: number): Promise<void> {
  await expect(cards(page)).toHaveCount(count);
  await expect(status(page)).toContainText(`${count} integration`);
}

async function everyCard(list: Locator, check: (text: string) => boolean): Promise<void> {
  const texts = await list.allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(check(text), text.slice(0, 80)).toBe(true);
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the catalog lists every integration library, in place, with logo, badges and install line', async ({page}) => {
    await page.goto(CATALOG);
    const expected = libraryPageCount();
    expect(expected).toBeGreaterThan(50);
    await expect(cards(page)).toHaveCount(expected);
    await expect(page.locator('article').getByRole('heading', {level: 3})).toHaveCount(expected);
    for (const item of await cards(page).all()) {
      await expect(item).toBeVisible();
      await expect(item.getByRole('img', {name: / logo$/})).toHaveCount(1);
      await expect(item.getByRole('link').first()).toHaveAttribute('href', /^\/integrations\/libraries\//);
    }
    await expect(card(page, 'Snowflake')).toContainText('uv add dagster-snowflake');
    await expect(card(page, 'Secoda')).toContainText('Nothing to install');
    // Without the script that runs them, the filters are shown but inert: out of the accessibility tree, and unfocusable.
    const box = page.locator('input[type="search"]');
    for (const control of [box, chipByLabel(page, 'Community-supported'), page.locator('input[type="radio"][value="pip"]')]) {
      expect(await control.evaluate((element) => element.closest('[inert]') !== null)).toBe(true);
    }
    await box.focus();
    await expect(box).not.toBeFocused();
    // Playwright turns off script execution, not the parser's scripting flag, so <noscript> is not rendered here; check it is there.
    expect(await page.locator('noscript').evaluateAll((nodes) => nodes.map((node) => node.textContent).join(' '))).toContain(
      'Filtering needs JavaScript',
    );
  });
});

test('the filters turn on after hydration with one change, not a change to every control', async ({page}) => {
  await page.addInitScript(() => {
    const w = window as unknown as {__enabled: boolean; __controlChanges: number};
    w.__enabled = false;
    w.__controlChanges = 0;
    document.addEventListener('DOMContentLoaded', () => {
      // A commit's changes arrive in one batch: from the one that lifts `inert` from the controls on, count changes to controls.
      new MutationObserver((changes) => {
        w.__enabled ||= changes.some((change) => change.attributeName === 'inert');
        if (w.__enabled)
          w.__controlChanges += changes.filter((change) => ['INPUT', 'FIELDSET'].includes((change.target as Element).tagName)).length;
      }).observe(document.documentElement, {subtree: true, attributes: true});
    });
  });
  await gotoHydrated(page, CATALOG);
  await expect(page.locator('[inert]')).toHaveCount(0);
  await search(page).focus();
  await expect(search(page)).toBeFocused();
  await expect(chip(page, 'Support', 'Community-supported')).toBeEnabled();
  await expect(page.getByRole('radio', {name: 'pip'})).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => {
    const w = window as unknown as {__enabled: boolean; __controlChanges: number};
    return {enabled: w.__enabled, controlChanges: w.__controlChanges};
  });
  expect(seen).toEqual({enabled: true, controlChanges: 0});
});

test('each facet filters the list, with counts, in the URL', async ({page}) => {
  await gotoHydrated(page, CATALOG);
  const total = libraryPageCount();
  await expectShown(page, total);

  const community = await chipCount(page, 'Support', 'Community-supported');
  await chip(page, 'Support', 'Community-supported').check();
  await expect(page).toHaveURL(/\?tier=community$/);
  await expectShown(page, community);
  await everyCard(cards(page), (text) => text.includes('Community-supported'));
  await chip(page, 'Support', 'Community-supported').uncheck();
  await expectShown(page, total);

  const storage = await chipCount(page, 'Category', 'Storage');
  await chip(page, 'Category', 'Storage').check();
  await expect(page).toHaveURL(/\?category=storage$/);
  await expectShown(page, storage);
  await everyCard(cards(page), (text) => text.includes('Storage'));
  await expect(card(page, 'Snowflake')).toHaveCount(1);
  await expect(card(page, 'Slack')).toHaveCount(0);
  await chip(page, 'Category', 'Storage').uncheck();

  const pipes = await chipCount(page, 'Provides', 'Pipes clients');
  await chip(page, 'Provides', 'Pipes clients').check();
  await expect(page).toHaveURL(/\?provides=pipes$/);
  await expectShown(page, pipes);
  await everyCard(cards(page), (text) => /Provides:.*Pipes clients/.test(text));
});

test('the text filter matches names, packages and descriptions, ignoring case', async ({page}) => {
  await gotoHydrated(page, CATALOG);
  await search(page).fill('SNOW');
  await expect(page).toHaveURL(/\?q=SNOW$/);
  expect(await titles(page)).toEqual(['Snowflake']);
  await search(page).fill('dagster-k8s');
  expect(await titles(page)).toEqual(['Kubernetes']);
  await search(page).fill('no such tool anywhere');
  await expectShown(page, 0);
  await expect(page.getByText('No integration matches these filters')).toBeVisible();
  await page.getByRole('button', {name: 'Clear filters'}).click();
  await expectShown(page, libraryPageCount());
  await expect(page).toHaveURL(new RegExp(`${CATALOG}$`));
});

test('two facets combine: both must match, and counts follow', async ({page}) => {
  await gotoHydrated(page, CATALOG);
  await chip(page, 'Category', 'Storage').check();
  const communityInStorage = await chipCount(page, 'Support', 'Community-supported');
  await chip(page, 'Support', 'Community-supported').check();
  await expect(page).toHaveURL(/\?category=storage&tier=community$/);
  await expectShown(page, communityInStorage);
  await everyCard(cards(page), (text) => text.includes('Storage') && text.includes('Community-supported'));
  await expect(card(page, 'Qdrant')).toHaveCount(1);
  await expect(card(page, 'Snowflake')).toHaveCount(0);
  // Two values of one facet are alternatives.
  await chip(page, 'Category', 'ETL').check();
  await everyCard(cards(page), (text) => (text.includes('Storage') || text.includes('ETL')) && text.includes('Community-supported'));
  await expect(card(page, 'Meltano')).toHaveCount(1);
});

test('a shared URL restores the filters, a reload keeps them, and so does coming back from a guide', async ({page}) => {
  const problems = watchPage(page);
  await gotoHydrated(page, `${CATALOG}?category=etl&tier=community&q=melt`);
  expect(await titles(page)).toEqual(['Meltano']);
  await expect(chip(page, 'Category', 'ETL')).toBeChecked();
  await expect(chip(page, 'Support', 'Community-supported')).toBeChecked();
  await expect(search(page)).toHaveValue('melt');

  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  expect(await titles(page)).toEqual(['Meltano']);
  await expect(chip(page, 'Category', 'ETL')).toBeChecked();

  await gotoHydrated(page, CATALOG);
  await chip(page, 'Category', 'Alerting').check();
  await chip(page, 'Support', 'Dagster-supported').check();
  await expect(page).toHaveURL(/\?category=alerting&tier=dagster$/);
  const shown = await titles(page);
  await card(page, 'Slack').getByRole('link', {name: 'Slack', exact: true}).click();
  await expect(page).toHaveURL(/\/integrations\/libraries\/slack$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?category=alerting&tier=dagster$/);
  expect(await titles(page)).toEqual(shown);
  await expect(chip(page, 'Support', 'Dagster-supported')).toBeChecked();
  await page.goForward();
  await expect(page).toHaveURL(/\/integrations\/libraries\/slack$/);
  await page.goBack();
  expect(await titles(page)).toEqual(shown);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('changing a filter keeps focus and scroll position, and adds no history entry', async ({page}) => {
  const before = '/integrations/guides/integration-approaches';
  await gotoHydrated(page, before);
  await page.goto(CATALOG);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  const storage = chip(page, 'Category', 'Storage');
  await storage.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await storage.focus();
  await page.keyboard.press('Space');
  await expect(storage).toBeChecked();
  await expect(storage).toBeFocused();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);
  await search(page).pressSequentially('duck');
  await expect(search(page)).toBeFocused();
  await expect(page).toHaveURL(/\?category=storage&q=duck$/);
  // Back leaves the catalog for the page before it rather than undoing filters one keystroke at a time.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${before}$`));
  await page.goForward();
  await expect(page).toHaveURL(/\?category=storage&q=duck$/);
  // The URL changes first; the catalog then restores its filters from it.
  await expect.poll(() => titles(page)).toEqual(['DuckDB']);
});

test('a malformed or stale URL opens the full catalog without errors', async ({page}) => {
  const problems = watchPage(page);
  await gotoHydrated(page, `${CATALOG}?category=bogus,,&tier=&provides=%E0%A4%A&q=`);
  await expectShown(page, libraryPageCount());
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test.describe('install lines', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copy the install command, in uv or pip, and the choice carries over to the library page', async ({page}) => {
    await gotoHydrated(page, CATALOG);
    const snowflake = card(page, 'Snowflake');
    await expect(snowflake.locator('code')).toHaveText('uv add dagster-snowflake');
    await snowflake.getByRole('button', {name: 'Copy uv add dagster-snowflake'}).click();
    await expect(snowflake.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('uv add dagster-snowflake');

    await page.getByRole('radio', {name: 'pip'}).check();
    await expect(snowflake.locator('code')).toHaveText('pip install dagster-snowflake');
    await expect(card(page, 'Airlift').locator('code')).toHaveText('pip install "dagster-airlift[core]"');
    await snowflake.getByRole('button', {name: /^Copy /}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('pip install dagster-snowflake');

    await snowflake.getByRole('link', {name: 'Snowflake', exact: true}).click();
    await expect(page).toHaveURL(/\/integrations\/libraries\/snowflake\/$/);
    const header = page.locator('article .markdown > div').first();
    await expect(header.locator('code').first()).toHaveText('pip install dagster-snowflake');
    await expect(header.getByRole('radio', {name: 'pip'})).toBeChecked();
    // The page's own install tabs follow the same choice.
    await expect(page.getByRole('tab', {name: 'pip'}).first()).toHaveAttribute('aria-selected', 'true');
  });
});

test('library pages open with the same install line and badges as their card', async ({page}) => {
  const problems = watchPage(page);
  await gotoHydrated(page, CATALOG);
  const cardText = await card(page, 'Snowflake').textContent();
  await gotoHydrated(page, '/integrations/libraries/snowflake/');
  const content = page.locator('article .markdown');
  const header = content.locator(':scope > div').first();
  await expect(header).toContainText('uv add dagster-snowflake');
  for (const text of ['Dagster-supported', 'Storage', 'Resources, I/O managers']) {
    expect(cardText).toContain(text);
    await expect(header).toContainText(text);
  }
  await expect(header.getByRole('img', {name: 'Snowflake logo'})).toBeVisible();
  await expect(header.getByRole('link', {name: 'Storage'})).toHaveAttribute('href', '/tags/integrations/storage');
  await expect(header.getByRole('link', {name: 'API reference'})).toHaveAttribute('href', '/api/python-api/libraries/dagster-snowflake');
  await expect(header.getByRole('link', {name: /dagster-snowflake on PyPI/})).toHaveAttribute(
    'href',
    'https://pypi.org/project/dagster-snowflake/',
  );
  // The header sits right under the title, before the page's first paragraph.
  expect(await content.evaluate((node) => node.querySelector(':scope > header')?.nextElementSibling?.textContent ?? '')).toContain(
    'uv add dagster-snowflake',
  );

  await gotoHydrated(page, '/integrations/libraries/cube');
  await expect(page.locator('article .markdown > div').first()).toContainText('uv add dagster-cube');
  await expect(page.locator('article .markdown > div').first().getByRole('link', {name: 'API reference'})).toHaveCount(0);

  await gotoHydrated(page, '/integrations/libraries/secoda');
  await expect(page.locator('article .markdown > div').first()).toContainText('Nothing to install in your Dagster project');
  expect(problems.failedRequests).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('keyboard only: reach the filters, toggle a facet, and open a card', async ({page}) => {
  await gotoHydrated(page, CATALOG);
  const focusedLabel = () =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.closest('label')?.innerText ?? '');
  const tabUntil = async (check: () => Promise<boolean>, limit = 400) => {
    for (let i = 0; i < limit; i += 1) {
      if (await check()) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('focus never got there');
  };
  await tabUntil(() => search(page).evaluate((node) => node === document.activeElement));
  await page.keyboard.type('data');
  await expect(page).toHaveURL(/\?q=data$/);
  const withText = await cards(page).count();

  await tabUntil(async () => (await focusedLabel()).startsWith('Community-supported'));
  await expect(page.locator('label:has(input:focus-visible)')).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Space');
  await expect(chip(page, 'Support', 'Community-supported')).toBeChecked();
  await expect(page).toHaveURL(/\?tier=community&q=data$/);
  expect(await cards(page).count()).toBeLessThan(withText);
  await page.keyboard.press('Space');
  await expect(chip(page, 'Support', 'Community-supported')).not.toBeChecked();

  const first = (await titles(page))[0];
  await tabUntil(() =>
    page.evaluate((name) => document.activeElement?.textContent === name && document.activeElement.tagName === 'A', first),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', {level: 1, name: first})).toBeVisible();
});

test('the result count is announced politely and follows every filter', async ({page}) => {
  await gotoHydrated(page, CATALOG);
  await expect(status(page)).toHaveAttribute('aria-live', 'polite');
  const total = libraryPageCount();
  await expect(status(page)).toHaveText(`${total} integrations`);
  await chip(page, 'Category', 'Monitoring').check();
  const shown = await cards(page).count();
  await expect(status(page)).toHaveText(`${shown === 1 ? '1 integration' : `${shown} integrations`} of ${total} match`);
});

test.describe('logos', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`follow ${scheme} mode, stay readable and keep fixed boxes`, async ({browser}) => {
      const context = await browser.newContext({colorScheme: scheme});
      const page = await context.newPage();
      const problems = watchPage(page);
      await gotoHydrated(page, CATALOG);
      await page.waitForLoadState('networkidle');
      const logos = catalog(page).getByRole('img', {name: / logo$/});
      expect(await logos.count()).toBe(libraryPageCount());
      for (const logo of await logos.all()) {
        const box = (await logo.boundingBox())!;
        expect([Math.round(box.width), Math.round(box.height)]).toEqual([40, 40]);
      }
      // Near-black brand colours (Anthropic, GitHub) must not vanish on the dark tile, nor yellow ones on white.
      for (const name of ['Anthropic', 'GitHub', 'DuckDB', 'Weights & Biases']) {
        const ratio = await catalog(page)
          .getByRole('img', {name: `${name} logo`})
          .evaluate((svg) => {
            const rgb = (value: string) => value.match(/\d+/g)!.slice(0, 3).map(Number);
            const lum = (value: string) => {
              const [r, g, b] = rgb(value).map((c) => {
                const s = c / 255;
                return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
              });
              return 0.2126 * r + 0.7152 * g + 0.0722 * b;
            };
            const [a, b] = [lum(getComputedStyle(svg).fill), lum(getComputedStyle(svg).backgroundColor)].sort((x, y) => y - x);
            return (a + 0.05) / (b + 0.05);
          });
        expect(ratio, name).toBeGreaterThanOrEqual(3);
      }
      expect(problems.failedRequests).toEqual([]);
      await context.close();
    });
  }

  test('do not shift the layout while they load', async ({page}) => {
    await page.route('**/img/integrations/*.svg', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.addInitScript(() => {
      (window as unknown as {shift: number}).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {value: number})[])
          (window as unknown as {shift: number}).shift += entry.value;
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto(CATALOG);
    await page.locator('#browse-the-libraries').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as {shift: number}).shift)).toBeLessThan(0.01);
  });
});

for (const [device, viewport] of [
  ['phone', {width: 360, height: 780}],
  ['desktop', {width: 1280, height: 900}],
] as const) {
  test.describe(`${device} width`, () => {
    test.use({viewport});

    if (device === 'phone') {
      test('nothing is wider than the screen and cards stack in one column', async ({page}) => {
        for (const route of [CATALOG, '/integrations/libraries/open-metadata']) {
          await gotoHydrated(page, route);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(360);
        }
        await gotoHydrated(page, CATALOG);
        const [a, b] = await cards(page).evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect().left));
        expect(a).toBe(b);
      });
    }

    for (const scheme of ['light', 'dark'] as const) {
      for (const route of [
        `${CATALOG}?category=storage&tier=dagster`,
        '/integrations/libraries/snowflake/',
        '/integrations/libraries/slack',
      ]) {
        test(`${route} has no WCAG 2.1 AA violations in ${scheme} mode`, async ({browser}) => {
          const context = await browser.newContext({viewport, colorScheme: scheme});
          const page = await context.newPage();
          await gotoHydrated(page, route);
          await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
          await page.waitForLoadState('networkidle');
          const summary = await wcagViolations(page);
          expect(summary, summary.join('\n')).toEqual([]);
          await context.close();
        });
      }
    }
  });
}
