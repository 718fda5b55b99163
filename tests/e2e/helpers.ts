import AxeBuilder from '@axe-core/playwright';
import {expect, type Page, type Request} from '@playwright/test';

/** Keyboard shortcuts and client-side state only work once React has hydrated the page. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
  externalRequests: string[];
}

/** Records console errors, uncaught exceptions, failed or 4xx/5xx requests and requests leaving localhost. */
export function watchPage(page: Page): PageProblems {
  const problems: PageProblems = {consoleErrors: [], pageErrors: [], failedRequests: [], externalRequests: []};
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('requestfailed', (request: Request) => {
    const reason = request.failure()?.errorText ?? '';
    // A request the browser cancels (a prefetch cut short by the next navigation) is not a failure; a
    // missing file still shows up as a 4xx response below.
    if (reason !== 'net::ERR_ABORTED') problems.failedRequests.push(`${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.failedRequests.push(`${response.url()} (${response.status()})`);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol)) {
      problems.externalRequests.push(request.url());
    }
  });
  return problems;
}

/** Paths of every page in the sitemap, which lists every sidebar page and nothing unlisted. */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** The WCAG 2.1 A and AA violations axe finds on the page, one line each with up to five offending nodes. */
export async function wcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
}
