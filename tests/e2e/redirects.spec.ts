import {expect, test, type APIRequestContext} from '@playwright/test';
import {gotoHydrated} from './helpers';
import {escapeRegExp} from '../../src/lib/escape-regexp';

interface Entry {
  from: string;
  to: string;
}

/** The map as the build publishes it for edge hosts: `from to 301` per line. */
async function publishedMap(request: APIRequestContext): Promise<Entry[]> {
  const response = await request.get('/_redirects');
  expect(response.ok()).toBe(true);
  return (await response.text())
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.split(' ');
      expect(status, line).toBe('301');
      return {from, to};
    });
}

function hasId(html: string, id: string): boolean {
  const escaped = escapeRegExp(id);
  return new RegExp(`\\sid=(?:"${escaped}"|${escaped}[\\s>])`).test(html);
}

test('every old path of the map resolves to a page and anchor that exist', async ({request}) => {
  test.setTimeout(180_000);
  const entries = await publishedMap(request);
  expect(entries.length).toBeGreaterThanOrEqual(300);
  const pages = new Map<string, {status: number; html: string}>();
  const problems: string[] = [];
  for (const {from, to} of entries) {
    const redirect = await request.get(from, {maxRedirects: 0});
    const body = await redirect.text();
    const refresh = body.match(/http-equiv="refresh" content="0; url=([^"]+)"/)?.[1];
    if (redirect.status() !== 200 || refresh !== to) {
      problems.push(`${from}: status ${redirect.status()}, redirect page points to ${refresh ?? 'nothing'} instead of ${to}`);
      continue;
    }
    const [path, anchor] = to.split('#');
    if (!pages.has(path)) {
      const page = await request.get(path);
      pages.set(path, {status: page.status(), html: await page.text()});
    }
    const page = pages.get(path)!;
    if (page.status !== 200 || page.html.includes('<title>Page Not Found'))
      problems.push(`${from} -> ${to}: the page answers ${page.status}`);
    else if (anchor && !hasId(page.html, anchor)) problems.push(`${from} -> ${to}: no element with id "${anchor}"`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('vercel.json carries the same map as _redirects, as permanent redirects', async ({request}) => {
  const entries = await publishedMap(request);
  const response = await request.get('/vercel.json');
  expect(response.ok()).toBe(true);
  const vercel = (await response.json()) as {redirects: {source: string; destination: string; permanent: boolean}[]};
  expect(vercel.redirects.map(({source, destination}) => ({from: source, to: destination}))).toEqual(entries);
  expect(vercel.redirects.every((redirect) => redirect.permanent === true)).toBe(true);
});

// Old links of each kind, and where a reader must end up. Written out here, not read from the map.
const SAMPLES = [
  {from: '/concepts/assets/software-defined-assets', path: '/guides/build/assets/defining-assets', heading: 'Defining assets'},
  {from: '/concepts/assets/multi-assets', path: '/guides/build/assets/defining-assets', hash: '#produce-several-assets-from-one-function'},
  {from: '/tutorial/ops-jobs/testable', path: '/guides/build/ops', hash: '#test-an-op'},
  {from: '/deployment/guides/kubernetes/deploying-with-helm', path: '/guides/deploy/deployment-options/kubernetes/deploying-to-kubernetes'},
  {
    from: '/dagster-cloud/account/authentication/okta/saml-sso',
    path: '/dagster-plus/features/authentication-and-access-control/sso/okta-sso',
  },
  {from: '/dagster-plus/insights/integrating-snowflake', path: '/dagster-plus/features/insights/snowflake'},
  {
    from: '/integrations/dbt/using-dbt-with-dagster/upstream-assets',
    path: '/integrations/libraries/dbt/using-dbt-with-dagster/upstream-assets',
  },
  {from: '/integrations/snowflake', path: '/integrations/libraries/snowflake/'},
  {from: '/_apidocs/libraries/dagster-airflow', path: '/api/python-api/libraries/dagster-airlift'},
  {from: '/api/libraries/dagster-dbt', path: '/api/python-api/libraries/dagster-dbt'},
  // An old API link with a Sphinx anchor: the redirect page carries the anchor to the same symbol.
  {from: '/_apidocs/assets#dagster.asset', path: '/api/python-api/assets', hash: '#dagster.asset'},
  {
    from: '/_apidocs/libraries/dagster-snowflake#dagster_snowflake.SnowflakeResource',
    path: '/api/python-api/libraries/dagster-snowflake',
    hash: '#dagster_snowflake.SnowflakeResource',
  },
  // A trailing slash and a query string survive too.
  {
    from: '/concepts/partitions-schedules-sensors/backfills/?ref=blog',
    path: '/guides/build/partitions-and-backfills/backfilling-data',
    search: '?ref=blog',
  },
];

for (const sample of SAMPLES) {
  test(`${sample.from} lands on ${sample.path}${sample.hash ?? ''}`, async ({page}) => {
    await page.goto(sample.from);
    await expect(page).toHaveURL(
      (url) => url.pathname === sample.path && url.hash === (sample.hash ?? '') && url.search === (sample.search ?? ''),
    );
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.locator('article h1')).toBeVisible();
    if (sample.heading) await expect(page.locator('article h1')).toContainText(sample.heading);
    if (sample.hash) {
      const target = page.locator(`[id="${sample.hash.slice(1)}"]`);
      await expect(target).toHaveCount(1);
      await expect(target).toBeInViewport();
    }
  });
}

test('a redirect page is not a page of its own: it is not in the sitemap or the search index', async ({page}) => {
  await gotoHydrated(page, '/');
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/concepts/');
  expect(sitemap).not.toContain('/_apidocs/');
  const index = await (await page.request.get('/search-index.json')).text();
  expect(index).not.toContain('/concepts/assets/');
});
