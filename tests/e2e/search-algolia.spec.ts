import {expect, test, type Page, type Request} from '@playwright/test';
import {answer, hierarchyOf, LEVELS, QUERIES} from './algolia-stub';
import {gotoHydrated} from './helpers';
import {input, modal, openSearch} from './search-helpers';

const APP_ID = 'TESTAPPID';
const API_KEY = 'testsearchkey';
const INDEX = 'dagster_docs';

type Body = {requests: Record<string, unknown>[]};

function hit(id: string, path: string, lvl0: string, lvl1: string, content: string) {
  const hierarchy = hierarchyOf({lvl0, lvl1});
  return {
    objectID: id,
    url: `https://docs.dagster.io${path}`,
    type: 'content',
    content,
    hierarchy,
    _highlightResult: {
      hierarchy: {
        lvl0: {value: lvl0, matchLevel: 'none', matchedWords: []},
        lvl1: {value: `<mark>${lvl1}</mark>`, matchLevel: 'full', matchedWords: ['x']},
      },
    },
    _snippetResult: {content: {value: `<mark>Sched</mark>ules ${content}`, matchLevel: 'full'}},
  };
}

const CANNED = [
  hit('1', '/guides/automate/schedules/', 'Automate', 'Schedules', 'run jobs at fixed times.'),
  hit('2', '/guides/automate/schedules/defining-schedules', 'Automate', 'Defining schedules', 'with a cron string.'),
];

/**
 * A stand-in for the search-insights script DocSearch loads from its CDN. DocSearch queues calls on
 * `window.aa.queue` until the real script drains them, so the stub leaves the queue for the test to read.
 */
async function stubInsights(page: Page): Promise<void> {
  await page.route('**/search-insights*/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body: 'window.__insightsLoaded = true;',
    }),
  );
}

test('the page preconnects to the DSN host derived from the app id and never loads a local index', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.route(QUERIES, (route) => answer(route, CANNED));
  await gotoHydrated(page, '/');
  await expect(page.locator(`link[rel="preconnect"][href="https://${APP_ID}-dsn.algolia.net"]`)).toHaveCount(1);
  await page.keyboard.press('Control+k');
  await page.locator(input).fill('sched');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(requests.filter((url) => url.includes('search-index.json'))).toEqual([]);
});

test('the modal sends one POST to the index-wide queries path with the spec’s parameters', async ({page}) => {
  await stubInsights(page);
  const seen: Request[] = [];
  await page.route(QUERIES, (route) => {
    seen.push(route.request());
    return answer(route, CANNED);
  });
  await openSearch(page, '/');
  await page.locator(input).fill('schedules');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const request = seen.at(-1)!;
  const url = new URL(request.url());
  expect(request.method()).toBe('POST');
  expect(url.host).toBe(`${APP_ID.toLowerCase()}-dsn.algolia.net`);
  expect(url.pathname).toBe('/1/indexes/*/queries');
  expect(url.searchParams.get('x-algolia-api-key')).toBe(API_KEY);
  expect(url.searchParams.get('x-algolia-application-id')).toBe(APP_ID);
  const body = JSON.parse(request.postData()!) as Body;
  expect(body.requests).toHaveLength(1);
  const [query] = body.requests;
  expect(query).toMatchObject({
    query: 'schedules',
    indexName: INDEX,
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: true,
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  });
  expect(query.attributesToRetrieve).toEqual(
    expect.arrayContaining([...LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url']),
  );
  expect(query.attributesToSnippet).toEqual(expect.arrayContaining(['content:10', 'hierarchy.lvl1:10']));
  // The canned hits render grouped, highlighted, with the first one active.
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Automate');
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit').first()).toHaveAttribute('aria-selected', 'true');
});

test.describe('on a narrow screen', () => {
  test.use({viewport: {width: 700, height: 900}});
  test('snippets are 5 words long', async ({page}) => {
    let body: Body | undefined;
    await page.route(QUERIES, (route) => {
      body = JSON.parse(route.request().postData()!) as Body;
      return answer(route, CANNED);
    });
    await gotoHydrated(page, '/');
    await page.locator('.DocSearch-Button').click();
    await page.locator(input).fill('schedules');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(body!.requests[0].attributesToSnippet).toEqual(expect.arrayContaining(['content:5']));
  });
});

test('Enter on a hit navigates to its page', async ({page}) => {
  await page.route(QUERIES, (route) => answer(route, CANNED));
  await openSearch(page, '/');
  await page.locator(input).fill('schedules');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guides\/automate\/schedules\/$/);
  await expect(page.locator(modal)).toHaveCount(0);
});

test('view events are sent debounced and clicks are reported with the query id', async ({page}) => {
  await stubInsights(page);
  await page.route(QUERIES, (route) => answer(route, CANNED));
  await openSearch(page, '/');
  await page.locator(input).fill('schedules');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const calls = () =>
    page.evaluate(() => ((window as unknown as {aa?: {queue?: unknown[][]}}).aa?.queue ?? []).map((call) => String(call[0])));
  await expect.poll(calls, {timeout: 5_000}).toContain('viewedObjectIDs');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guides\/automate\/schedules\/$/);
  await expect.poll(calls).toContain('clickedObjectIDsAfterSearch');
});

test('no hits shows the no-results screen', async ({page}) => {
  await page.route(QUERIES, (route) => answer(route, []));
  await openSearch(page, '/');
  await page.locator(input).fill('zzqxvw');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "zzqxvw"');
  await expect(page.locator('.DocSearch-NoResults').getByRole('link', {name: 'Let us know.'})).toBeVisible();
});

test('when every host fails, the hosts are tried in order and the error screen shows', async ({page}) => {
  const hosts: string[] = [];
  await page.route(QUERIES, (route) => {
    hosts.push(new URL(route.request().url()).host);
    return route.abort();
  });
  await openSearch(page, '/');
  await page.locator(input).fill('schedules');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('You might want to check your network connection.');
  expect(hosts[0]).toBe(`${APP_ID.toLowerCase()}-dsn.algolia.net`);
  expect(hosts.slice(1, 4).sort()).toEqual([1, 2, 3].map((n) => `${APP_ID.toLowerCase()}-${n}.algolianet.com`));
});

test('the search page queries Algolia, not the local index', async ({page}) => {
  const seen: string[] = [];
  await page.route(QUERIES, (route) => {
    seen.push(route.request().postData() ?? '');
    return answer(route, CANNED);
  });
  await gotoHydrated(page, '/search?q=schedules');
  await expect(page.locator('main article h2 a').first()).toHaveText(/Schedules/);
  expect(seen.some((body) => body.includes(INDEX))).toBe(true);
});

test('a host that does not answer is dropped after the 1 s connect timeout, later hosts waiting (3 + timeouts so far) x 1 s', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const attempts: {host: string; at: number}[] = [];
  // Hold every request without answering, as an unreachable host would.
  await page.route(QUERIES, (route) => {
    attempts.push({host: new URL(route.request().url()).host, at: Date.now()});
  });
  await openSearch(page, '/');
  await page.locator(input).fill('schedules');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results', {timeout: 30_000});
  expect(attempts.map((attempt) => attempt.host)[0]).toBe(`${APP_ID.toLowerCase()}-dsn.algolia.net`);
  const gaps = attempts.slice(1, 4).map((attempt, index) => attempt.at - attempts[index].at);
  expect(gaps.length).toBe(3);
  // The client's retry rule: the base connect timeout first, then (3 + timeouts so far) times the base.
  const expected = [1, 4, 5].map((factor) => factor * 1_000);
  gaps.forEach((gap, index) => {
    expect(gap).toBeGreaterThanOrEqual(expected[index] - 150);
    expect(gap).toBeLessThan(expected[index] + 700);
  });
});

test('view events wait 400 ms after the hits render and carry at most 20 object ids each', async ({page}) => {
  const many = Array.from({length: 45}, (_, index) =>
    hit(`id-${index}`, `/guides/automate/schedules/page-${index}`, `Section ${index % 9}`, `Schedules ${index}`, 'run jobs.'),
  );
  await stubInsights(page);
  // Timestamp the first rendered hit and every insights call, by wrapping the `aa` function DocSearch installs.
  await page.addInitScript(() => {
    const probe = window as unknown as {__hitsAt?: number; __views: {at: number; count: number}[]};
    probe.__views = [];
    new MutationObserver(() => {
      if (probe.__hitsAt === undefined && document.querySelector('.DocSearch-Hit')) probe.__hitsAt = performance.now();
    }).observe(document, {childList: true, subtree: true});
    let wrapped: ((...args: unknown[]) => unknown) | undefined;
    Object.defineProperty(window, 'aa', {
      configurable: true,
      get: () => wrapped,
      set(original: (...args: unknown[]) => unknown) {
        const recorder = (...args: unknown[]) => {
          if (args[0] === 'viewedObjectIDs')
            probe.__views.push({at: performance.now(), count: (args[1] as {objectIDs: string[]}).objectIDs.length});
          return original.apply(recorder, args);
        };
        wrapped = Object.assign(recorder, original);
      },
    });
  });
  await page.route(QUERIES, (route) => answer(route, many));
  await openSearch(page, '/');
  await page.locator(input).fill('schedules');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const views = () => page.evaluate(() => (window as unknown as {__views: {at: number; count: number}[]}).__views);
  await expect.poll(async () => (await views()).length, {timeout: 5_000}).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  const [recorded, hitsAt, shown] = await Promise.all([
    views(),
    page.evaluate(() => (window as unknown as {__hitsAt: number}).__hitsAt),
    page.locator('.DocSearch-Hit').count(),
  ]);
  expect(recorded[0].at - hitsAt).toBeGreaterThanOrEqual(390);
  expect(Math.max(...recorded.map((view) => view.count))).toBe(20);
  expect(recorded.every((view) => view.count <= 20)).toBe(true);
  expect(recorded.reduce((sum, view) => sum + view.count, 0)).toBe(shown);
});
