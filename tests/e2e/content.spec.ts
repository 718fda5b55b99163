import path from 'node:path';
import {expect, test} from '@playwright/test';
import {collectPages} from '../../scripts/content-check/collect';
import {gotoHydrated} from './helpers';

const ZOOM_PAGE = '/';
const MERMAID_PAGE = '/guides/automate/';

test('an image in page content zooms on click and closes on Escape', async ({page}) => {
  await gotoHydrated(page, ZOOM_PAGE);
  const image = page.locator('article .markdown img').first();
  await expect(image).toBeVisible();
  // The zoom plugin attaches to images one second after a route renders.
  await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 5_000});
  await image.click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await expect(page.locator('.medium-zoom-overlay')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  // medium-zoom ignores Escape while its opening animation runs, so retry until the zoom has settled.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0, {timeout: 1_000});
  }).toPass({timeout: 10_000});
});

test('a Mermaid diagram renders with the default theme in light mode and the dark theme in dark mode', async ({browser}) => {
  const fills: Record<string, string> = {};
  for (const scheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({colorScheme: scheme});
    const page = await context.newPage();
    await gotoHydrated(page, MERMAID_PAGE);
    // Both modes are in the page; only the one matching the colour mode shows.
    const svg = page.locator('.docusaurus-mermaid-container svg:visible');
    await expect(svg).toHaveCount(1);
    await expect(svg.locator('.node, .actor').first()).toBeVisible();
    fills[scheme] = await svg
      .locator('.node rect, .node polygon, rect.actor')
      .first()
      .evaluate((node) => getComputedStyle(node).fill);
    await context.close();
  }
  expect(fills.light).not.toEqual(fills.dark);
});

test('a Mermaid diagram is in the HTML, switches with the colour toggle, and loads no diagram runtime', async ({page}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  // Before any script runs, the diagram is already drawn: it is part of the page, not rendered in the browser.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(MERMAID_PAGE);
  await expect(page.locator('.docusaurus-mermaid-container svg:visible')).toHaveCount(1);
  await page.unroute('**/*.js');

  await gotoHydrated(page, MERMAID_PAGE);
  const box = await page.locator('figure:has(.docusaurus-mermaid-container)').first().boundingBox();
  await page.locator('button[class*="toggleButton"]').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('.docusaurus-mermaid-container svg:visible')).toHaveCount(1);
  expect(await page.locator('figure:has(.docusaurus-mermaid-container)').first().boundingBox()).toEqual(box);
  await page.waitForLoadState('networkidle');
  // Mermaid's runtime announces itself in its bundle; no script the page ran may contain it.
  expect(scripts.filter((source) => source.includes('mermaid-js/mermaid'))).toEqual([]);
});

test('a Mermaid diagram has a text alternative that says what connects to what', async ({page}) => {
  await gotoHydrated(page, MERMAID_PAGE);
  const figure = page
    .getByRole('figure')
    .filter({has: page.locator('.docusaurus-mermaid-container')})
    .first();
  await expect(figure).toHaveAccessibleName(/^Flowchart, left to right\. Cron tick leads to Schedule\./);
  await expect(figure.locator('svg').first()).toHaveAttribute('role', /graphics-document/);
  await expect(figure.locator('.docusaurus-mermaid-container').first()).toHaveAttribute('aria-hidden', 'true');
});

test('a page with a Mermaid diagram does not shift its layout while it loads', async ({page}) => {
  await page.addInitScript(() => {
    (window as unknown as {shifts: number}).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as unknown as {shifts: number}).shifts += (entry as unknown as {value: number}).value;
    }).observe({type: 'layout-shift', buffered: true});
  });
  await gotoHydrated(page, MERMAID_PAGE);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as {shifts: number}).shifts)).toBe(0);
});

test('code blocks highlight diff, json, bash and docker', async ({page}) => {
  const docs = collectPages(path.join(__dirname, '..', '..', 'docs')).filter((doc) => !doc.unlisted);
  for (const language of ['diff', 'json', 'bash', 'docker']) {
    const fences = language === 'docker' ? ['docker', 'dockerfile'] : [language];
    const doc = docs.find((candidate) => candidate.page.blocks.some((block) => fences.includes(block.lang)));
    expect(doc, `a page with a ${language} block`).toBeDefined();
    const route = doc!.route;
    const fence = doc!.page.blocks.find((block) => fences.includes(block.lang))!.lang;
    await gotoHydrated(page, route);
    const block = page.locator(`pre.language-${fence}`).first();
    await expect(block, `${language} on ${route}`).toBeVisible();
    const tokenKinds = await block
      .locator('span.token')
      .evaluateAll((tokens) => Array.from(new Set(tokens.map((token) => token.className.replace('token ', '')))));
    expect(tokenKinds.filter((kind) => kind !== 'plain').length, `${language} has highlighted tokens`).toBeGreaterThan(0);
  }
});

test('the sitemap is weekly with priority 0.5 and leaves out tag and unlisted pages', async ({page}) => {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]);
  expect(entries.length).toBeGreaterThan(10);
  for (const entry of entries) {
    expect(entry).toContain('<changefreq>weekly</changefreq>');
    expect(entry).toContain('<priority>0.5</priority>');
  }
  const paths = entries.map((entry) => new URL(/<loc>([^<]+)<\/loc>/.exec(entry)![1]).pathname);
  expect(paths).toContain('/');
  expect(paths.filter((p) => p.startsWith('/tags'))).toEqual([]);
  for (const unlisted of ['/todo', '/getting-started/glossary']) expect(paths).not.toContain(unlisted);
});

test('unlisted pages load but are marked noindex and stay out of the sidebar', async ({page}) => {
  await gotoHydrated(page, '/todo');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await gotoHydrated(page, '/getting-started/installation');
  await expect(page.locator('.theme-doc-sidebar-menu a[href="/getting-started/glossary"]')).toHaveCount(0);
  await expect(page.locator('.theme-doc-sidebar-menu a[href="/getting-started/quickstart"]')).toHaveCount(1);
});

test('the tags index and each integration tag page list tagged pages', async ({page}) => {
  await gotoHydrated(page, '/tags');
  const tagLinks = page.locator('main a[href^="/tags/integrations/"]');
  expect(await tagLinks.count()).toBeGreaterThanOrEqual(10);
  for (const tag of [
    'alerting',
    'bi',
    'community-supported',
    'compute',
    'dagster-supported',
    'etl',
    'metadata',
    'monitoring',
    'other',
    'storage',
  ]) {
    const response = await page.goto(`/tags/integrations/${tag}`);
    expect(response?.status(), tag).toBe(200);
    await expect(page.locator('main article a[href^="/integrations/libraries/"]').first()).toBeVisible();
  }
});

test('section landing pages list their pages as cards generated from the sidebar', async ({page}) => {
  await gotoHydrated(page, '/guides/build/');
  const category = page.locator('.theme-doc-sidebar-menu li.theme-doc-sidebar-item-category-level-1', {
    has: page.locator(':scope > div > a.menu__link--active'),
  });
  const childLinks = await category
    .locator(':scope > ul > li > a, :scope > ul > li > div > a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const cardLinks = await page.locator('article a.card').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(cardLinks.length).toBeGreaterThan(3);
  expect(cardLinks).toEqual(childLinks);
});

test('a table that scrolls sideways is reachable by keyboard, and one that fits is not a tab stop', async ({page}) => {
  const tablesAt = async (width: number) => {
    await page.setViewportSize({width, height: 900});
    await gotoHydrated(page, '/dagster-plus/deployment/management/deployments/deployment-settings-reference');
    // The component re-measures through a ResizeObserver; give it a frame to apply the result.
    await page.waitForTimeout(100);
    return page
      .locator('article table')
      .evaluateAll((tables) =>
        tables.map((table) => ({overflows: table.scrollWidth > table.clientWidth + 1, tabIndex: table.getAttribute('tabindex')})),
      );
  };
  const phone = await tablesAt(375);
  expect(phone.some((table) => table.overflows)).toBe(true);
  const desktop = await tablesAt(1400);
  expect(desktop.some((table) => !table.overflows)).toBe(true);
  for (const table of [...phone, ...desktop]) expect(table.tabIndex).toBe(table.overflows ? '0' : null);
});

test('doc cards show the description of the page they link to', async ({page}) => {
  for (const landing of ['/guides/build/', '/dagster-plus/', '/api/']) {
    await gotoHydrated(page, landing);
    const cards = await page
      .locator('article a.card')
      .evaluateAll((links) =>
        links.map((link) => ({href: link.getAttribute('href') ?? '', description: link.querySelector('p')?.textContent?.trim() ?? ''})),
      );
    expect(cards.length).toBeGreaterThan(1);
    for (const card of cards) expect(card.description, `${landing} card ${card.href}`).not.toBe('');
    const docCard = cards.find((card) => !/^\d+ items?$/.test(card.description));
    expect(docCard, `${landing} has a card for a page`).toBeTruthy();
    await gotoHydrated(page, docCard!.href);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', docCard!.description);
  }
});
