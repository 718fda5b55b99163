import {expect, test, type Route} from '@playwright/test';

// Runs in the Algolia-mode project (a build with fake credentials); the hosted index is simulated.
const QUERIES = '**/1/indexes/*/queries**';
const INDEX = 'dagster_docs';
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function hit(path: string, lvl0: string, lvl1: string) {
  const hierarchy = Object.fromEntries(LEVELS.map((level) => [level, null])) as Record<string, string | null>;
  Object.assign(hierarchy, {lvl0, lvl1});
  return {objectID: path, url: `https://docs.dagster.io${path}`, type: 'lvl1', content: null, hierarchy};
}

type Body = {requests: {indexName: string; query: string; hitsPerPage: number}[]};

function answer(route: Route, hits: unknown[]): Promise<void> {
  const body = JSON.parse(route.request().postData() ?? '{"requests":[]}') as Body;
  const results = body.requests.map((request) => ({
    hits,
    nbHits: hits.length,
    page: 0,
    nbPages: 1,
    hitsPerPage: request.hitsPerPage,
    processingTimeMS: 1,
    exhaustiveNbHits: true,
    query: request.query,
    params: '',
    index: request.indexName,
  }));
  return route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify({results})});
}

const suggestionLinks = 'section[aria-labelledby="not-found-suggestions"] li a';

test('the not-found page asks the hosted index for the words of the path and suggests its pages', async ({page}) => {
  const bodies: Body[] = [];
  await page.route(QUERIES, (route) => {
    bodies.push(JSON.parse(route.request().postData() ?? '{}') as Body);
    return answer(route, [
      hit('/guides/automate/schedules/', 'Automate', 'Schedules'),
      hit('/api/python-api/schedules-sensors', 'API', 'Schedules and sensors'),
    ]);
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const response = await page.goto('/guides/automate/schedule');
  expect(response?.status()).toBe(404);
  await expect(page.locator(suggestionLinks)).toHaveText(['Schedules', 'Schedules and sensors']);
  await expect(page.locator(suggestionLinks).first()).toHaveAttribute('href', '/guides/automate/schedules/');
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies[0].requests.map((request) => [request.indexName, request.query])).toEqual([
    [INDEX, 'schedule'],
    [INDEX, 'automate schedule'],
  ]);
  expect(requests.filter((url) => url.includes('search-index.json'))).toEqual([]);
});

test('when the hosted index cannot be reached, the not-found page falls back to the plain message', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(QUERIES, (route) => route.abort());
  await page.goto('/guides/automate/schedule');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('main [aria-busy="false"]')).toHaveCount(1);
  await expect(page.locator(suggestionLinks)).toHaveCount(0);
  await expect(page.getByText('Please contact the owner of the site that linked you')).toBeVisible();
  await expect(page.getByRole('searchbox', {name: 'Search the documentation'})).toHaveValue('automate schedule');
  expect(errors).toEqual([]);
});

test('in Algolia mode the search page still credits Algolia', async ({page}) => {
  await page.route(QUERIES, (route) => answer(route, [hit('/guides/automate/schedules/', 'Automate', 'Schedules')]));
  await page.goto('/search?q=schedule');
  await expect(page.getByRole('link', {name: 'Powered by Algolia'})).toHaveAttribute('href', 'https://www.algolia.com/');
  await expect(page.getByRole('link', {name: 'MiniSearch'})).toHaveCount(0);
});
