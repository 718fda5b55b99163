import {expect, test} from '@playwright/test';
import {gotoHydrated} from './helpers';

// Expected values are written out here, not imported from src/config, so a config change that breaks
// what readers see fails these tests.
const sections = [
  {label: 'Docs', href: '/'},
  {label: 'Tutorials', href: '/tutorials/'},
  {label: 'Integrations', href: '/integrations/libraries/'},
  {label: 'Dagster+', href: '/dagster-plus/'},
  {label: 'API reference', href: '/api/'},
];
const feedbackUrl = 'https://github.com/dagster-io/dagster/discussions';
const legalLinks = [
  {label: 'Terms of Service', href: 'https://dagster.io/terms'},
  {label: 'Privacy Policy', href: 'https://dagster.io/privacy'},
  {label: 'Security', href: 'https://dagster.io/security'},
];
const socialLinks = [
  {label: 'X', href: 'https://x.com/dagster'},
  {label: 'Community Slack', href: 'https://dagster.io/slack'},
  {label: 'GitHub', href: 'https://github.com/dagster-io/dagster'},
  {label: 'YouTube', href: 'https://www.youtube.com/@dagsterio'},
];

test('navbar shows the five sections in order, each linking to its index', async ({page}) => {
  await gotoHydrated(page, '/getting-started/installation');
  const left = page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item');
  await expect(left).toHaveText(sections.map((section) => section.label));
  for (const [index, section] of sections.entries()) {
    await expect(left.nth(index)).toHaveAttribute('href', section.href);
  }
  await left.nth(1).click();
  await expect(page).toHaveURL(/\/tutorials\/$/);
  await expect(page.locator('article h1')).toBeVisible();
});

test('the navbar marks the section of the page being read, and only that one', async ({page}) => {
  const pagesIn = [
    {label: 'Docs', path: '/guides/build/assets/'},
    {label: 'Tutorials', path: '/tutorials/llm-fine-tuning/'},
    {label: 'Docs', path: '/etl-pipeline-tutorial/create-and-materialize-assets'},
    {label: 'Integrations', path: '/integrations/libraries/slack'},
    {label: 'Dagster+', path: '/dagster-plus/deployment/management/deployments/deployment-settings-reference'},
    {label: 'API reference', path: '/api/python-api/assets'},
  ];
  for (const {label, path} of pagesIn) {
    await gotoHydrated(page, path);
    await expect(page.locator('.navbar__items:not(.navbar__items--right) a.navbar__link--active'), path).toHaveText([label]);
  }
});

test('the right side holds Feedback, the colour toggle and the search button, in that order', async ({page}) => {
  await gotoHydrated(page, '/');
  const right = page.locator('.navbar__items--right');
  const feedback = right.getByRole('link', {name: 'Feedback'});
  await expect(feedback).toHaveAttribute('href', feedbackUrl);
  await expect(feedback).toHaveAttribute('target', '_blank');
  await expect(feedback.locator('svg')).toHaveCount(1);
  const order = await right.evaluate((element) =>
    Array.from(element.querySelectorAll('a.navbar__item, button[class*="toggleButton"], .DocSearch-Button')).map((node) =>
      node.matches('a') ? 'feedback' : node.matches('.DocSearch-Button') ? 'search' : 'toggle',
    ),
  );
  expect(order).toEqual(['feedback', 'toggle', 'search']);
});

test('Feedback opens the discussion thread in a new tab', async ({page, context}) => {
  await gotoHydrated(page, '/');
  await context.route(feedbackUrl, (route) => route.fulfill({status: 200, contentType: 'text/html', body: '<title>thread</title>'}));
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', {name: 'Feedback'}).click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(feedbackUrl);
  expect(page.url()).not.toBe(feedbackUrl);
});

test('footer has the legal links, the social icons and the copyright', async ({page}) => {
  await gotoHydrated(page, '/');
  const foot = page.locator('footer');
  for (const link of legalLinks) {
    await expect(foot.getByRole('link', {name: link.label})).toHaveAttribute('href', link.href);
  }
  for (const social of socialLinks) {
    const icon = foot.getByRole('link', {name: social.label, exact: true});
    await expect(icon).toHaveAttribute('href', social.href);
    await expect(icon).toHaveAttribute('target', '_blank');
    await expect(icon.locator('svg')).toBeVisible();
  }
  await expect(foot.locator('.footer__copyright')).toHaveText('Copyright © 2025 Dagster Labs');
});

test('every heading has a "Direct link to" anchor', async ({page}) => {
  await gotoHydrated(page, '/getting-started/installation');
  const headings = page.locator('article .markdown :is(h2, h3, h4)[id]');
  // The installation page has headings with inline code, whose labels must still read as text.
  const count = await headings.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index += 1) {
    const heading = headings.nth(index);
    const text = await heading.evaluate((node) =>
      Array.from(node.childNodes)
        .filter((child) => !(child instanceof HTMLElement && child.classList.contains('hash-link')))
        .map((child) => child.textContent)
        .join('')
        .trim(),
    );
    const id = await heading.getAttribute('id');
    const anchor = heading.locator('a.hash-link');
    await expect(anchor).toHaveAttribute('href', `#${id}`);
    await expect(anchor).toHaveAttribute('aria-label', `Direct link to ${text}`);
  }
});

test('the table of contents lists exactly the h2 to h4 headings', async ({page}) => {
  await gotoHydrated(page, '/getting-started/glossary');
  const targets = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.slice(1) ?? ''));
  const headings = await page.locator('article .markdown :is(h2, h3, h4)[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(targets.length).toBeGreaterThan(3);
  expect(targets).toEqual(headings);
  const levels = await page.evaluate((ids) => ids.map((id) => document.getElementById(id)?.tagName), targets);
  for (const level of levels) expect(['H2', 'H3', 'H4']).toContain(level);
});

test('an unknown path shows the not-found page', async ({page}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main h1')).toHaveText('Page Not Found');
  await expect(page).toHaveTitle(/Page Not Found \| Dagster Docs/);
});

test('.html and /index.html paths fall back to the page without the suffix', async ({page}) => {
  for (const path of ['/getting-started/installation.html', '/getting-started/installation/index.html']) {
    await gotoHydrated(page, path);
    await expect(page.locator('article h1')).toHaveText(/Install/);
  }
});

test('page titles use the site title with the vertical-bar delimiter', async ({page}) => {
  await page.goto('/getting-started/quickstart');
  const h1 = (await page.locator('article h1').textContent())?.trim();
  await expect(page).toHaveTitle(`${h1} | Dagster Docs`);
});

test('external links in content open in a new tab with the 13.5 px external-link icon', async ({page}) => {
  await gotoHydrated(page, '/getting-started/installation');
  const external = page.locator('article .markdown a[href^="http"]').first();
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);
  const icon = external.locator('svg');
  await expect(icon).toHaveAttribute('width', '13.5');
  await expect(icon).toHaveAttribute('height', '13.5');
});
