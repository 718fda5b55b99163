import {defineConfig} from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3999);
const buildDir = process.env.E2E_BUILD_DIR ?? 'build';

/**
 * End-to-end tests run against one production build served locally, in Debian's Chromium.
 * `scripts/test-all.sh` builds once before running them.
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
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  webServer: {
    command: `npx docusaurus serve --dir ${buildDir} --port ${port} --no-open`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
