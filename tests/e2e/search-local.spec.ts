import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, watchPage} from './helpers';
import {activeHitTitle, input, modal, openSearch, searchFor} from './search-helpers';
import {escapeRegExp} from '../../src/lib/escape-regexp';

const INDEX = '**/search-index.json*';

/** Makes the page's browser refuse to start workers, as a strict content security policy does. */
async function refuseWorkers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.Worker = class {
      constructor() {
        throw new DOMException('Workers are not allowed here', 'SecurityError');
      }
    } as unknown as typeof Worker;
  });
}

/** A script that cannot be fetched shows the error screen; once it can be, the next search works, with no page error. */
async function expectErrorScreenThenRetry(page: Page, script: string): Promise<void> {
  await page.route(script, (route) => route.abort());
  const problems = watchPage(page);
  await openSearch(page);
  await page.locator(input).fill('schedules');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  await page.unroute(script);
  await page.locator(input).fill('sensors');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
  expect(problems.pageErrors).toEqual([]);
}

test.describe('opening and closing the modal', () => {
  test('Ctrl+K opens it with the "Search docs" placeholder and Escape closes it', async ({page}) => {
    await openSearch(page);
    await expect(page.locator(input)).toHaveAttribute('placeholder', 'Search docs');
    await page.keyboard.press('Escape');
    await expect(page.locator(modal)).toHaveCount(0);
  });

  test('the search button opens it', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.locator('.DocSearch-Button').click();
    await expect(page.locator(modal)).toBeVisible();
  });

  test('"/" opens it when no input is focused, and types normally inside an input', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('/');
    await expect(page.locator(modal)).toBeVisible();
    await page.keyboard.type('/x');
    await expect(page.locator(input)).toHaveValue('/x');
  });

  test('the search index and engine load only when search is first used', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await gotoHydrated(page, '/getting-started/installation');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('search-index.json') || url.includes('local-search-'))).toEqual([]);
    expect(page.workers()).toHaveLength(0);
    await page.locator('.DocSearch-Button').hover();
    await expect.poll(() => requests.some((url) => url.includes('search-index.json'))).toBe(true);
  });

  test('searches in a worker: the page itself never loads the engine', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await openSearch(page);
    await searchFor(page, 'schedules');
    expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toEqual([
      expect.stringMatching(/local-search-worker\.[0-9a-f]+\.js$/),
    ]);
    expect(requests.filter((path) => path.includes('local-search-engine'))).toEqual([]);
    // The worker's own fetches are the page's too: the manifest and the query's shards.
    expect(requests.some((path) => /\/search-index\/[0-9a-f]+\/t-sc\.json$/.test(path))).toBe(true);
  });

  test('a browser that refuses workers searches on the page instead, with the same results', async ({page}) => {
    await refuseWorkers(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await openSearch(page);
    await searchFor(page, 'schedules');
    expect(page.workers()).toHaveLength(0);
    expect(requests.some((path) => path.includes('local-search-engine'))).toBe(true);
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /schedules/);
  });
});

test.describe('results', () => {
  test('hits are grouped, highlighted with <mark>, and the first one is active', async ({page}) => {
    await openSearch(page);
    await searchFor(page, 'schedules');
    await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit').first()).toHaveAttribute('aria-selected', 'true');
  });

  test('arrow keys move the active hit and wrap around', async ({page}) => {
    await openSearch(page);
    await searchFor(page, 'sensor cursor');
    const count = await page.locator('.DocSearch-Hit').count();
    expect(count).toBeGreaterThan(1);
    const first = await activeHitTitle(page);
    await page.keyboard.press('ArrowDown');
    expect(await activeHitTitle(page)).not.toBe(first);
    await page.keyboard.press('ArrowUp');
    expect(await activeHitTitle(page)).toBe(first);
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('.DocSearch-Hit').last()).toHaveAttribute('aria-selected', 'true');
  });

  test('Enter navigates to the active hit', async ({page}) => {
    await openSearch(page);
    await searchFor(page, 'kubernetes helm');
    const href = await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href!)}$`));
    await expect(page.locator(modal)).toHaveCount(0);
  });

  test('Ctrl+Enter opens the hit in a new tab and Shift+Enter in a new window', async ({page, context}) => {
    await openSearch(page);
    await searchFor(page, 'run retries');
    const href = await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href');
    for (const keys of ['Control+Enter', 'Shift+Enter']) {
      const [opened] = await Promise.all([context.waitForEvent('page'), page.keyboard.press(keys)]);
      await opened.waitForLoadState();
      expect(new URL(opened.url()).pathname + new URL(opened.url()).hash).toBe(
        new URL(href!, 'http://x').pathname + new URL(href!, 'http://x').hash,
      );
      await opened.close();
    }
  });

  test('"See all N results" links to the search page with the query', async ({page}) => {
    await openSearch(page);
    await searchFor(page, 'partitions');
    const footer = page.getByRole('link', {name: /See all \d+ results/});
    await expect(footer).toBeVisible();
    await footer.click();
    await expect(page).toHaveURL(/\/search\?q=partitions$/);
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('typos and partial words still find pages', async ({page}) => {
    await openSearch(page);
    await searchFor(page, 'kubernets');
    await expect(page.locator('.DocSearch-Hit mark', {hasText: /Kubernetes/i}).first()).toBeVisible();
    await searchFor(page, 'backfil');
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/backfil/i);
  });

  test('while the reader types, the likeliest next keystroke is prepared, so it fetches nothing', async ({page}) => {
    const own: string[] = [];
    const ahead: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('/search-index/')) (url.search.includes('prefetch') ? ahead : own).push(url.pathname);
    });
    await openSearch(page);
    await page.locator(input).pressSequentially('schedul');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect.poll(() => ahead.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    own.length = 0;
    await page.locator(input).press('e');
    await expect(page.locator('.DocSearch-Hit mark', {hasText: /^schedule/i}).first()).toBeVisible();
    expect(own).toEqual([]);
  });

  test('a typo in a word\u2019s first letters is corrected from the vocabulary, loaded only then', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await openSearch(page);
    await searchFor(page, 'kubernetes');
    expect(requests.some((path) => path.endsWith('/vocabulary.json'))).toBe(false);
    await page.reload();
    await openSearch(page);
    await searchFor(page, 'ubernetes');
    await expect(page.locator('.DocSearch-Hit mark', {hasText: /^kubernetes$/i}).first()).toBeVisible();
    expect(requests.filter((path) => path.endsWith('/vocabulary.json'))).toHaveLength(1);
  });
});

test.describe('questions in plain words', () => {
  /** Results of the previous query stay on screen until the next query's shards load, so wait for the answer. */
  const expectFirstHit = async (page: import('@playwright/test').Page, query: string, path: RegExp): Promise<void> => {
    await searchFor(page, query);
    const firstPath = async () => new URL((await page.locator('.DocSearch-Hit a').first().getAttribute('href')) ?? '', 'http://x').pathname;
    await expect.poll(firstPath).toMatch(path);
  };

  test('the first hit is the page the reader meant', async ({page}) => {
    await openSearch(page);
    await expectFirstHit(page, 'how do I install dagster', /^\/getting-started\/installation$/);
    await expectFirstHit(page, 'what is an asset', /^\/guides\/build\/assets\/(defining-assets)?$/);
    await expectFirstHit(page, 'trigger a run when a file appears', /^\/guides\/automate\/sensors\//);
  });

  test('the first results are different pages', async ({page}) => {
    await openSearch(page);
    await searchFor(page, 'schedules');
    const hrefs = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) => links.slice(0, 5).map((link) => link.getAttribute('href') ?? ''));
    const pages = hrefs.map((href) => new URL(href, 'http://x').pathname);
    expect(new Set(pages).size).toBe(pages.length);
  });

  test('a query loads only the shards of its words and the records of its page of hits', async ({page}) => {
    const requests: string[] = [];
    // Fetches made ahead of the reader (`?prefetch`) prepare the next keystroke; the query's own are the rest.
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.search.includes('prefetch')) requests.push(url.pathname);
    });
    await openSearch(page);
    await searchFor(page, 'define an asset');
    const shards = requests.filter((path) => /\/search-index\/[0-9a-f]+\/t-/.test(path)).map((path) => path.split('/').pop());
    expect(shards.sort()).toEqual(['t-as.json', 't-de.json']);
    const chunks = requests.filter((path) => /\/search-index\/[0-9a-f]+\/r-\d+\.json$/.test(path));
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.length).toBeLessThanOrEqual(20);
    // A second query reuses what is loaded: only its new word's shard is fetched.
    requests.length = 0;
    await searchFor(page, 'define an asset check');
    expect(requests.filter((path) => /\/t-[a-z0-9_]+\.json$/.test(path)).map((path) => path.split('/').pop())).toEqual(['t-ch.json']);
  });

  test('an API name finds its reference entry first', async ({page}) => {
    await openSearch(page);
    await searchFor(page, 'AssetSpec');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /\/api\/python-api\/assets#dagster\.AssetSpec$/);
  });
});

test.describe('input limits', () => {
  test('the input accepts at most 64 characters', async ({page}) => {
    await openSearch(page);
    await page.locator(input).pressSequentially('a'.repeat(70));
    await expect(page.locator(input)).toHaveValue('a'.repeat(64));
  });

  test('the start-up query comes from the selected text, cut to 64 characters', async ({page}) => {
    await gotoHydrated(page, '/getting-started/installation');
    const selected = await page.evaluate(() => {
      const paragraph = Array.from(document.querySelectorAll('article p')).find((p) => (p.textContent ?? '').length > 80)!;
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
      return window.getSelection()!.toString();
    });
    await page.keyboard.press('Control+k');
    await expect(page.locator(input)).toHaveValue(selected.slice(0, 64));
  });
});

test.describe('recent and favorite searches', () => {
  const recentKey = '__DOCSEARCH_RECENT_SEARCHES__dagster-docs-local';
  const favoriteKey = '__DOCSEARCH_FAVORITE_SEARCHES__dagster-docs-local';

  test('a chosen hit becomes a recent search, can be promoted to favorite and removed', async ({page}) => {
    await openSearch(page);
    await searchFor(page, 'run retries');
    await page.keyboard.press('Enter');
    await expect(page.locator(modal)).toHaveCount(0);
    await expect(page).toHaveURL(/run-retries/);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', recentKey)).toContain('run-retries');
    // Open the modal again only once the new page has settled, so it is not replaced while in use.
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+k');
    const recent = page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
    await recent.locator('.DocSearch-Hit').hover();
    await recent.getByTitle('Save this search').click();
    const favorite = page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})});
    await expect(favorite.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(recent).toHaveCount(0);
    await favorite.locator('.DocSearch-Hit').hover();
    await favorite.getByTitle('Remove this search from favorites').click();
    await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), favoriteKey)) ?? '[]')).toEqual([]);
  });

  test('seven recent searches show without favorites, four with one', async ({page}) => {
    const stored = (n: number, prefix: string) =>
      Array.from({length: n}, (_, i) => ({
        objectID: `${prefix}${i}`,
        type: 'lvl1',
        url: `http://localhost/guides/build/#${prefix}${i}`,
        hierarchy: {lvl0: 'Docs', lvl1: `${prefix} ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
        content: null,
        _snippetResult: {},
        _highlightResult: {},
      }));
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [recentKey, JSON.stringify(stored(9, 'recent'))]);
    await openSearch(page);
    await expect(
      page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})}).locator('.DocSearch-Hit'),
    ).toHaveCount(7);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [favoriteKey, JSON.stringify(stored(1, 'favorite'))]);
    await openSearch(page);
    await expect(
      page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})}).locator('.DocSearch-Hit'),
    ).toHaveCount(4);
  });
});

test.describe('no results, errors and hostile input', () => {
  test('no results shows the query, 3 popular queries to try and the "Let us know." link', async ({page}) => {
    await openSearch(page);
    // Earlier results would give DocSearch its own suggestions (their sidebar categories): they must not show.
    await searchFor(page, 'schedules');
    await page.locator(input).fill('zzqxvw');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for "zzqxvw"');
    await expect(screen).toContainText('Try searching for:');
    const suggestions = screen.locator('.DocSearch-NoResults-Prefill-List:visible .DocSearch-Prefill');
    await expect(suggestions).toHaveText(['quickstart', 'assets', 'schedules']);
    const report = screen.getByRole('link', {name: 'Let us know.'});
    await expect(report).toHaveAttribute('href', /^https:\/\/github\.com\/dagster-io\/dagster\/issues\/new\?.*zzqxvw/);
    // Each suggestion is a real query: choosing it searches it and finds pages.
    for (const suggestion of ['quickstart', 'assets', 'schedules']) {
      await page.locator(input).fill('zzqxvw');
      await screen.locator('.DocSearch-Prefill', {hasText: suggestion}).click();
      await expect(page.locator(input)).toHaveValue(suggestion);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    }
  });

  test('a misspelled topic that finds nothing suggests that topic first', async ({page}) => {
    await openSearch(page);
    await page.locator(input).fill('assetzzqq');
    await expect(page.locator('.DocSearch-NoResults .DocSearch-Prefill').first()).toHaveText('assets');
  });

  test('a query containing HTML is shown as text and runs nothing', async ({page}) => {
    const problems = watchPage(page);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      return dialog.dismiss();
    });
    await openSearch(page);
    const hostile = '<img src=x onerror=alert(1)>';
    await page.locator(input).fill(hostile);
    await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hits').first()).toBeVisible();
    await expect(page.locator(`${modal} img[src="x"]`)).toHaveCount(0);
    await expect(page.locator(input)).toHaveValue(hostile);
    expect(dialogs).toBe(0);
    expect(problems.pageErrors).toEqual([]);
  });

  test('an unreachable index shows the error screen, and a later search retries', async ({page}) => {
    await page.route(INDEX, (route) => route.abort());
    await openSearch(page);
    await page.locator(input).fill('schedules');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('You might want to check your network connection.');
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
    await page.unroute(INDEX);
    await page.locator(input).fill('sensors');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
  });

  test('a shard that cannot be fetched shows the error screen, and a later search fetches it again', async ({page}) => {
    const shard = '**/search-index/*/t-sc.json';
    await page.route(shard, (route) => route.abort());
    const problems = watchPage(page);
    await openSearch(page);
    await searchFor(page, 'sensors');
    await page.locator(input).fill('schedules');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
    await page.unroute(shard);
    await page.locator(input).fill('schedule');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
  });

  test('a record chunk that cannot be fetched, or a corrupt shard, shows the error screen', async ({page}) => {
    const problems = watchPage(page);
    await page.route('**/search-index/*/r-*.json', (route) => route.fulfill({status: 503, body: ''}));
    await openSearch(page);
    // Two words: a one-word query may be answered from a build-time answer file, with no chunk to fetch.
    await page.locator(input).fill('schedule timezones');
    await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible();
    await page.unroute('**/search-index/*/r-*.json');
    // A search that works clears the error screen, so the next one must show it again by itself.
    await searchFor(page, 'timezones schedule');
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    await page.route('**/search-index/*/t-se.json', (route) =>
      route.fulfill({status: 200, contentType: 'application/json', body: '{"terms": {"sensor": [1, "!!"]}, "symbols": {}}'}),
    );
    await page.locator(input).fill('sensor cursors');
    await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });

  test('where workers are refused, an engine script that cannot be fetched shows the error screen, and a later search loads it again', async ({
    page,
  }) => {
    await refuseWorkers(page);
    await expectErrorScreenThenRetry(page, '**/local-search-engine.*.js');
  });

  test('a search worker that cannot be fetched shows the error screen, and a later search starts it again', async ({page}) => {
    await expectErrorScreenThenRetry(page, '**/local-search-worker.*.js');
    expect(page.workers()).toHaveLength(1);
  });

  test('a corrupt index shows the error screen instead of crashing', async ({page}) => {
    const problems = watchPage(page);
    await page.route(INDEX, (route) =>
      route.fulfill({status: 200, contentType: 'application/json', body: '{"version": 1, "records": [tru'}),
    );
    await openSearch(page);
    await page.locator(input).fill('schedules');
    await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('the search page', () => {
  test('/search?q= lists results with highlighted titles', async ({page}) => {
    await gotoHydrated(page, '/search?q=schedules');
    await expect(page.getByText(/\d+ documents? found/)).toBeVisible();
    await expect(page.locator('main article h2 a').first()).toBeVisible();
    await expect(page.locator('main article mark').first()).toBeVisible();
  });

  test('has a meta description and keeps the theme\u2019s robots hint', async ({page}) => {
    await gotoHydrated(page, '/search');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Search the Dagster and Dagster\+ documentation/);
    await expect(page.locator('meta[property="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test('a 10,000-character query and a hostile query are handled without errors', async ({page}) => {
    const problems = watchPage(page);
    await gotoHydrated(page, `/search?q=${'asset '.repeat(1700).slice(0, 10_000)}`);
    await expect(page.getByText(/\d+ documents? found/)).toBeVisible();
    const hostile = '<img src=x onerror=alert(1)>';
    await gotoHydrated(page, `/search?q=${encodeURIComponent(hostile)}`);
    await expect(page.locator('h1').first()).toContainText(hostile);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
  });
});
