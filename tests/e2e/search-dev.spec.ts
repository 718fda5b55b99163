import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {input} from './search-helpers';

/**
 * Runs against `docusaurus start` (the "dev" project), where nothing is built to disk. The dev server
 * serves a copy of the site (playwright.config.ts), and these tests edit only that copy.
 */
const devSite = process.env.E2E_DEV_SITE;
if (!devSite) throw new Error('E2E_DEV_SITE is not set: run the dev tests through playwright.config.ts');
const EDITED = path.join(devSite, 'docs', 'about', 'community.md');

// Both tests edit files the one dev server watches; run them one after the other so reloads never overlap.
test.describe.configure({mode: 'serial'});

async function openDevSearch(page: import('@playwright/test').Page): Promise<void> {
  await page.goto('/getting-started/installation');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1, {timeout: 120_000});
  // The dev server compiles the modal on demand, so click and wait rather than rely on a shortcut.
  await page.locator('.DocSearch-Button').click();
  await expect(page.locator(input)).toBeVisible({timeout: 60_000});
}

test('search works in the dev server and finds text added to a page while it runs', async ({page}) => {
  test.setTimeout(300_000);
  await openDevSearch(page);
  await page.locator(input).fill('schedules');
  // The first search compiles and starts the search worker in the dev server: on a busy machine that alone
  // has taken more than the default 10 s.
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 60_000});

  const word = `quokkazebra${Date.now().toString(36)}`;
  const original = readFileSync(EDITED, 'utf8');
  try {
    writeFileSync(EDITED, `${original}\nThis sentence carries the probe word ${word}.\n`);
    await expect(async () => {
      if ((await page.locator(input).count()) === 0) await page.locator('.DocSearch-Button').click();
      await page.locator(input).fill('');
      await page.locator(input).fill(word);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 10_000});
    }).toPass({timeout: 150_000});
    await expect(page.locator('.DocSearch-Hit').first()).toContainText(word);
  } finally {
    writeFileSync(EDITED, original);
  }
});

test('an edited API data file regenerates its page without a restart', async ({page}) => {
  test.setTimeout(300_000);
  const dataDir = path.join(devSite, 'src', 'data', 'api');
  const file = path.join(dataDir, 'hooks.yaml');
  const original = readFileSync(file, 'utf8');
  const word = `wombatprobe${Date.now().toString(36)}`;
  await page.goto('/api/python-api/hooks');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1, {timeout: 120_000});
  try {
    // The intro is a block scalar in every data file; append a sentence to its first line.
    writeFileSync(
      file,
      original.replace(/^intro: (>-?|\|-?)\n(\s+)/m, (match) => `${match}The probe word is ${word}. `),
    );
    expect(readFileSync(file, 'utf8')).toContain(word);
    await expect(async () => {
      await page.reload();
      await expect(page.locator('article')).toContainText(word, {timeout: 2_000});
    }).toPass({timeout: 120_000});
  } finally {
    writeFileSync(file, original);
  }
});
