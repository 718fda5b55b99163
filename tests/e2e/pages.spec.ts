import {expect, test} from '@playwright/test';
import {sitemapPaths, watchPage} from './helpers';

const SHARDS = 4;

/** Every listed page, split into shards so two workers share the sweep. */
for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`every sidebar page loads with no console error and no failed request (shard ${shard + 1}/${SHARDS})`, async ({page}) => {
    test.setTimeout(600_000);
    const paths = (await sitemapPaths(page)).filter((_, index) => index % SHARDS === shard);
    expect(paths.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const path of paths) {
      const problems = watchPage(page);
      const response = await page.goto(path, {waitUntil: 'networkidle'});
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      const all = [
        ...(response?.status() === 200 ? [] : [`status ${response?.status()}`]),
        ...problems.consoleErrors.map((e) => `console: ${e}`),
        ...problems.pageErrors.map((e) => `exception: ${e}`),
        ...problems.failedRequests.map((e) => `request: ${e}`),
        ...problems.externalRequests.map((e) => `external request: ${e}`),
      ];
      if (all.length) failures.push(`${path}\n  ${all.join('\n  ')}`);
      page.removeAllListeners();
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
