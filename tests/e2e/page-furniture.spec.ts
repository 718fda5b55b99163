import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, watchPage} from './helpers';

/** The width and height a PNG declares in its IHDR chunk. */
function pngSize(body: Buffer): {width: number; height: number} {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return {width: body.readUInt32BE(16), height: body.readUInt32BE(20)};
}

async function meta(page: Page, key: string): Promise<string[]> {
  return page
    .locator(`head meta[property="${key}"], head meta[name="${key}"]`)
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('content') ?? ''));
}

test.describe('social cards', () => {
  const pages = [
    {path: '/', card: '/img/social-cards/index.png'},
    {path: '/guides/build/ops', card: '/img/social-cards/guides/build/ops.png'},
    {
      path: '/dagster-plus/deployment/deployment-types/hybrid/',
      card: '/img/social-cards/dagster-plus/deployment/deployment-types/hybrid/index.png',
    },
    {path: '/api/python-api/assets', card: '/img/social-cards/api/python-api/assets.png'},
    {path: '/tutorials/', card: '/img/social-cards/tutorials/index.png'},
    {path: '/tags/integrations/alerting', card: '/img/social-cards/default.png'},
  ];
  for (const sample of pages) {
    test(`${sample.path} points link previews at a 1200 x 630 PNG`, async ({browser, page}) => {
      // Link previews read the page as served, without running scripts.
      const served = await browser.newContext({javaScriptEnabled: false});
      const servedPage = await served.newPage();
      await servedPage.goto(sample.path);
      const servedImages = await meta(servedPage, 'og:image');
      await served.close();
      expect(servedImages).toHaveLength(1);
      expect(new URL(servedImages[0]).pathname).toBe(sample.card);

      // Once the page has hydrated, the tags still name the same card.
      await gotoHydrated(page, sample.path);
      await expect.poll(() => meta(page, 'og:image')).toEqual(servedImages);
      const [ogImage] = await meta(page, 'og:image');
      expect(await meta(page, 'og:image')).toHaveLength(1);
      expect(new URL(ogImage).pathname).toBe(sample.card);
      expect(await meta(page, 'twitter:image')).toEqual([ogImage]);
      expect(await meta(page, 'og:image:width')).toEqual(['1200']);
      expect(await meta(page, 'og:image:height')).toEqual(['630']);
      expect(await meta(page, 'twitter:card')).toEqual(['summary_large_image']);
      const [alt] = await meta(page, 'og:image:alt');
      expect(alt).toMatch(/^Dagster Docs/);
      expect(await meta(page, 'twitter:image:alt')).toEqual([alt]);

      const response = await page.request.get(sample.card);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body())).toEqual({width: 1200, height: 630});
    });
  }

  test("a doc page's card alt text names the page", async ({page}) => {
    // While the page hydrates, the head briefly holds the site-wide tags; read it once it has settled.
    await gotoHydrated(page, '/guides/build/ops');
    const title = await page.locator('article h1').textContent();
    await expect.poll(async () => (await meta(page, 'og:image:alt'))[0]).toContain(`Dagster Docs: ${title}.`);
  });
});

test.describe('page feedback', () => {
  const path = '/guides/build/ops';

  async function issueFromSend(page: Page) {
    const send = page.getByRole('link', {name: /^Send/});
    await expect(send).toHaveAttribute('target', '_blank');
    await expect(send).toHaveAttribute('rel', /noopener/);
    const url = new URL((await send.getAttribute('href')) ?? '');
    return {base: `${url.origin}${url.pathname}`, title: url.searchParams.get('title') ?? '', body: url.searchParams.get('body') ?? ''};
  }

  test('"Yes" with a comment builds the prefilled GitHub issue', async ({page}) => {
    await gotoHydrated(page, path);
    const title = (await page.locator('article h1').textContent()) ?? '';
    const feedback = page.locator('[data-page-feedback]');
    await expect(feedback.getByText('Was this page helpful?')).toBeVisible();
    await feedback.getByRole('button', {name: 'Yes'}).click();
    await expect(feedback.getByRole('button', {name: 'Yes'})).toHaveAttribute('aria-pressed', 'true');
    await feedback.getByLabel('What helped? (optional)').fill('The op example ran as is.');
    const issue = await issueFromSend(page);
    expect(issue.base).toBe('https://github.com/dagster-io/dagster/issues/new');
    expect(issue.title).toBe(`Docs feedback: "${title}" was helpful`);
    expect(issue.body).toContain(`**Page:** [${title}](https://docs.dagster.io${path})`);
    expect(issue.body).toContain('**Was this page helpful?** Yes');
    expect(issue.body).toContain('The op example ran as is.');
  });

  test('"No" with a comment builds the prefilled GitHub issue', async ({page}) => {
    await gotoHydrated(page, path);
    const feedback = page.locator('[data-page-feedback]');
    await feedback.getByRole('button', {name: 'No'}).click();
    await feedback.getByLabel('What was missing, wrong or unclear? (optional)').fill('How do I retry an op?');
    const issue = await issueFromSend(page);
    expect(issue.title).toMatch(/was not helpful$/);
    expect(issue.body).toContain('**Was this page helpful?** No');
    expect(issue.body).toContain('How do I retry an op?');
  });

  test('works from the keyboard and announces the answer', async ({page}) => {
    await gotoHydrated(page, path);
    const yes = page.locator('[data-page-feedback]').getByRole('button', {name: 'Yes'});
    await yes.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-page-feedback]').getByRole('button', {name: 'No'})).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-page-feedback] [role="status"]')).toContainText('Thanks for your answer');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('What was missing, wrong or unclear? (optional)')).toBeFocused();
  });

  test('sends nothing without analytics', async ({page}) => {
    const problems = watchPage(page);
    await gotoHydrated(page, path);
    // Docusaurus prefetches page chunks for links in view; anything else (a POST, a beacon, another host) would be the answer leaving.
    const sent: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() !== 'GET' || url.host !== new URL(page.url()).host) sent.push(`${request.method()} ${request.url()}`);
    });
    expect(await page.evaluate(() => typeof (window as {aa?: unknown}).aa)).toBe('undefined');
    const feedback = page.locator('[data-page-feedback]');
    await feedback.getByRole('button', {name: 'No'}).click();
    await feedback.getByRole('button', {name: 'Yes'}).click();
    await feedback.getByRole('textbox').fill('A comment that stays in the browser.');
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
    expect(problems.externalRequests).toEqual([]);
  });

  test('is part of the server-rendered page, so hydration moves nothing', async ({browser}) => {
    const heights: number[] = [];
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({javaScriptEnabled, viewport: {width: 1280, height: 900}});
      const page = await context.newPage();
      if (javaScriptEnabled) await gotoHydrated(page, path);
      else await page.goto(path);
      const box = await page.locator('[data-page-feedback]').boundingBox();
      heights.push(box?.height ?? -1);
      await context.close();
    }
    expect(heights[0]).toBeGreaterThan(0);
    expect(heights[1]).toBe(heights[0]);
  });
});

test.describe('edit links', () => {
  test('a guide links to its Markdown file', async ({page}) => {
    await page.goto('/guides/build/ops');
    const edit = page.locator('a.theme-edit-this-page');
    await expect(edit).toHaveText('Edit this page');
    await expect(edit).toHaveAttribute('href', 'https://github.com/dagster-io/dagster/edit/master/docs/docs/guides/build/ops.md');
  });

  test('a generated API page links to its data file instead', async ({page}) => {
    await page.goto('/api/python-api/assets');
    const edit = page.locator('a.theme-edit-this-page');
    await expect(edit).toHaveText('Edit the API data for this page');
    await expect(edit).toHaveAttribute('href', 'https://github.com/dagster-io/dagster/edit/master/docs/src/data/api/assets.yaml');
    await page.goto('/api/python-api/libraries/dagster-aws');
    await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute('href', /\/docs\/src\/data\/api\/libraries\/dagster-aws\.yaml$/);
  });
});

test.describe('applicability badges', () => {
  async function badges(page: Page, scope = 'article .markdown > [data-applies-to]'): Promise<string[]> {
    return page.locator(`${scope} [role="listitem"]`).allTextContents();
  }

  test('a Pro-only Dagster+ page shows both deployment types and the plan under its title', async ({page}) => {
    await page.goto('/dagster-plus/features/authentication-and-access-control/sso/okta-sso');
    expect(await badges(page)).toEqual(['Dagster+ Serverless', 'Dagster+ Hybrid', 'Pro plan']);
    const title = await page.locator('article h1').boundingBox();
    const strip = await page.locator('article .markdown > [data-applies-to]').boundingBox();
    const firstParagraph = await page.locator('article .markdown > p').first().boundingBox();
    expect(strip!.y).toBeGreaterThan(title!.y + title!.height - 1);
    expect(strip!.y).toBeLessThan(firstParagraph!.y);
    await expect(page.locator('article .markdown > [data-applies-to]')).toContainText('Applies to');
  });

  test('a Hybrid page, an open-source guide and a page without front matter', async ({page}) => {
    await page.goto('/dagster-plus/deployment/deployment-types/hybrid/');
    expect(await badges(page)).toEqual(['Dagster+ Hybrid']);
    await page.goto('/guides/deploy/code-locations/workspace-yaml');
    expect(await badges(page)).toEqual(['Open source']);
    await page.goto('/guides/operate/managing-concurrency');
    expect(await badges(page)).toEqual(['Open source', 'Dagster+ Serverless', 'Dagster+ Hybrid']);
    await expect(
      page.locator('article .markdown a[href="/dagster-plus/deployment/management/deployments/deployment-settings-reference#concurrency"]'),
    ).toHaveCount(1);
    await page.goto('/guides/build/ops');
    await expect(page.locator('[data-applies-to]')).toHaveCount(0);
  });

  test('section landing cards show the badges of the pages they link to', async ({page}) => {
    await page.goto('/dagster-plus/deployment/deployment-types/');
    const card = (name: string) => page.locator('a.card').filter({has: page.getByRole('heading', {name})});
    await expect(card('Hybrid').locator('[data-applies-to] [role="listitem"]')).toHaveText(['Dagster+ Hybrid']);
    await expect(card('Serverless').locator('[data-applies-to] [role="listitem"]')).toHaveText(['Dagster+ Serverless']);
    await page.goto('/dagster-plus/features/authentication-and-access-control/sso/');
    await expect(page.locator('a.card [data-applies-to]').first().locator('[role="listitem"]')).toHaveText([
      'Dagster+ Serverless',
      'Dagster+ Hybrid',
      'Pro plan',
    ]);
  });
});
