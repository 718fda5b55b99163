import {expect, test} from '@playwright/test';
import {answer, hierarchyOf, QUERIES} from './algolia-stub';

// Runs in the Algolia-mode project (a build with fake credentials); the hosted index is simulated.
const INDEX = 'dagster_docs';

function hit(path: string, lvl0: string, lvl1: string) {
  return {objectID: path, url: `https://docs.dagster.io${path}`, type: 'lvl1', content: null, hierarchy: hierarchyOf({lvl0, lvl1})};
}

type Body = {requests: {indexName: string; query: string; hitsPerPage: number}[]};

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
