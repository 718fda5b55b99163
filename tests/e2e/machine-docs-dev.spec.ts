import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {parseLlmsTxt} from './machine-docs-helpers';

/** Runs against `docusaurus start` (the "dev" project) on a copy of the site, which serves the twins and llms files on request. */
const devSite = process.env.E2E_DEV_SITE;
if (!devSite) throw new Error('E2E_DEV_SITE is not set: run the dev tests through playwright.config.ts');
const EDITED = path.join(devSite, 'docs', 'about', 'releases.md');

test('the dev server serves twins, llms.txt and objects.inv, and a twin follows edits to its page', async ({request}) => {
  test.setTimeout(300_000);
  // The first request waits for the dev server's first compile.
  const twin = await request.get('/guides/build/ops.md', {timeout: 240_000});
  expect(twin.status()).toBe(200);
  expect(twin.headers()['content-type']).toMatch(/^text\/markdown/);
  expect((await twin.text()).startsWith('# Ops\n\nURL: https://docs.dagster.io/guides/build/ops\n')).toBe(true);

  const llms = parseLlmsTxt(await (await request.get('/llms.txt')).text());
  expect(llms.sections.map((section) => section.title)).toEqual(['Docs', 'Tutorials', 'Integrations', 'Dagster+', 'API reference']);
  expect((await (await request.get('/api/python-api/cli.md')).text()).includes('### `dagster dev`')).toBe(true);
  const inventory = Buffer.from(await (await request.get('/objects.inv')).body());
  expect(inventory.subarray(0, 28).toString('latin1')).toBe('# Sphinx inventory version 2');

  const sentence = `This sentence was added while the server ran, ${Date.now().toString(36)}.`;
  const original = readFileSync(EDITED, 'utf8');
  try {
    writeFileSync(EDITED, `${original}\n${sentence}\n`);
    await expect(async () => {
      expect(await (await request.get('/about/releases.md')).text()).toContain(sentence);
    }).toPass({timeout: 60_000});
  } finally {
    writeFileSync(EDITED, original);
  }
});
