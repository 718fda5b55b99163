/**
 * The integrations catalog's cost: first-load JS and CSS of the catalog page and of an integration page
 * with its header, against a normal doc page, plus logo requests and layout shift (CLS) at phone and
 * desktop widths. Counts what the page runs (scripts and stylesheets), not chunks prefetched for links.
 * Usage: tsx scripts/bench/catalog-weight.ts <build-dir> <port>  (a server must be running).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser} from '@playwright/test';
import {chromiumLaunchOptions} from '../../src/lib/chromium';

const PAGES: Record<string, string> = {
  'doc page (baseline)': '/getting-started/installation',
  'integration page, simple-icons logo': '/integrations/libraries/snowflake/',
  'integration page, monogram': '/integrations/libraries/slack',
  catalog: '/integrations/libraries/',
};

const WIDTHS = {phone: 360, desktop: 1280};

const [buildDir = 'build', port = '3999'] = process.argv.slice(2);

const gzip = (file: string) => gzipSync(readFileSync(path.join(buildDir, file)), {level: 9}).length;

interface Load {
  js: number;
  jsFiles: number;
  css: number;
  logos: number;
  logoBytes: number;
  cls: number;
}

async function load(browser: Browser, route: string, width: number): Promise<Load> {
  const page = await browser.newPage({viewport: {width, height: 800}});
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const logos = new Set<string>();
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.endsWith('.js')) scripts.add(pathname);
    if (request.resourceType() === 'stylesheet') styles.add(pathname);
    if (pathname.startsWith('/img/integrations/')) logos.add(pathname);
  });
  await page.addInitScript(() => {
    (window as unknown as {cls: number}).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
        if (!entry.hadRecentInput) (window as unknown as {cls: number}).cls += entry.value;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  await page.goto(`http://localhost:${port}${route}`, {waitUntil: 'networkidle'});
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => (window as unknown as {cls: number}).cls);
  await page.close();
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzip(file), 0);
  return {
    js: sum(scripts),
    jsFiles: scripts.size,
    css: sum(styles),
    logos: logos.size,
    logoBytes: [...logos].reduce((total, file) => total + readFileSync(path.join(buildDir, file)).length, 0),
    cls,
  };
}

async function main(): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const rows = [
    '| Page | Route | JS files | JS gzip | JS over the doc page | CSS gzip | Logo files (raw) | CLS phone / desktop |',
    '|---|---|---|---|---|---|---|---|',
  ];
  let baseline = 0;
  for (const [name, route] of Object.entries(PAGES)) {
    const desktop = await load(browser, route, WIDTHS.desktop);
    const phone = await load(browser, route, WIDTHS.phone);
    if (!baseline) baseline = desktop.js;
    const delta = desktop.js - baseline;
    rows.push(
      `| ${name} | \`${route}\` | ${desktop.jsFiles} | ${kb(desktop.js)} | ${delta >= 0 ? '+' : ''}${kb(delta)} | ${kb(desktop.css)} | ${desktop.logos} (${kb(desktop.logoBytes)}) | ${phone.cls.toFixed(3)} / ${desktop.cls.toFixed(3)} |`,
    );
  }
  await browser.close();
  console.log(rows.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
