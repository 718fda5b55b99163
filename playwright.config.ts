import {existsSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {defineConfig} from '@playwright/test';
import {chromiumLaunchOptions} from './src/lib/chromium';

// E2E_PORT_BASE lets two checkouts run their suites side by side without reusing each other's servers.
const portBase = Number(process.env.E2E_PORT_BASE ?? 3997);
const devPort = portBase;
const algoliaPort = portBase + 1;
const localPort = portBase + 2;
/** The dev-server tests edit files, so the dev server runs on a copy of the site (tests/e2e/dev-site.ts). */
const devSiteDir = process.env.E2E_DEV_SITE ?? path.join(os.tmpdir(), `dagster-docs-dev-site-${devPort}`);
process.env.E2E_DEV_SITE = devSiteDir;
/** The second build, made with fake Algolia credentials, exists only when the suite built it. */
const algoliaBuild = process.env.E2E_ALGOLIA_BUILD_DIR ?? 'build-algolia';
const withAlgolia = existsSync(algoliaBuild);

const serve = (dir: string, port: number) => ({
  command: `npx docusaurus serve --dir ${dir} --port ${port} --no-open`,
  url: `http://localhost:${port}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
});

/**
 * End-to-end tests run against production builds served locally, in Debian's Chromium.
 * `scripts/test-all.sh` builds the default site and the Algolia-mode site once before running them.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: {timeout: 10_000},
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {name: 'local', testIgnore: /search-algolia|-dev\.spec/, use: {baseURL: `http://localhost:${localPort}`}},
    {name: 'dev', testMatch: /-dev\.spec/, use: {baseURL: `http://localhost:${devPort}`}},
    ...(withAlgolia ? [{name: 'algolia', testMatch: /search-algolia/, use: {baseURL: `http://localhost:${algoliaPort}`}}] : []),
  ],
  webServer: [
    serve(process.env.E2E_BUILD_DIR ?? 'build', localPort),
    ...(withAlgolia ? [serve(algoliaBuild, algoliaPort)] : []),
    {
      command: `npx tsx tests/e2e/dev-site.ts ${devSiteDir} && npx docusaurus start ${devSiteDir} --port ${devPort} --no-open`,
      url: `http://localhost:${devPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
    },
  ],
});
