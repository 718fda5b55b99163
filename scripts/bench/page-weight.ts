/**
 * First-load weight per page kind: HTML, and the JS and CSS the page loads to render and hydrate, raw and
 * gzip. Chunks that Docusaurus prefetches for links in view (low priority, not executed) are reported
 * apart, since they are not part of what the page needs to start. Usage: tsx scripts/bench/page-weight.ts <build-dir> <port>  (a server must be running).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../../src/lib/chromium';

const PAGES: Record<string, string> = {
  home: '/',
  landing: '/guides/build/',
  guide: '/getting-started/installation',
  'guide with Mermaid': '/guides/automate/',
  tutorial: '/etl-pipeline-tutorial/create-and-materialize-assets',
  'tags page': '/tags/integrations/alerting',
  'API reference': '/api/python-api/assets',
};

const [buildDir = 'build', port = '3999'] = process.argv.slice(2);

function sizes(file: string): {raw: number; gzip: number} {
  const bytes = readFileSync(file);
  return {raw: bytes.length, gzip: gzipSync(bytes, {level: 9}).length};
}

function htmlFile(route: string): string {
  return path.join(buildDir, route.endsWith('/') ? `${route}index.html` : `${route}/index.html`);
}

async function main(): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows: string[] = [
    '| Page kind | Route | HTML raw / gzip | JS files | JS raw / gzip | CSS raw / gzip | Prefetched JS (files, gzip) |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const [kind, route] of Object.entries(PAGES)) {
    const page = await browser.newPage();
    const assets = new Set<string>();
    const prefetched = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!/\.(js|css)$/.test(url.pathname)) return;
      // <link rel="prefetch"> requests have the resource type "other"; scripts and stylesheets are what the page runs.
      (['script', 'stylesheet'].includes(request.resourceType()) ? assets : prefetched).add(url.pathname);
    });
    await page.goto(`http://localhost:${port}${route}`, {waitUntil: 'networkidle'});
    // On a loaded machine main.js can run for longer than networkidle's quiet half second before it asks
    // for the route's chunks, so the count waits for hydration, then for the network to settle again.
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 60_000});
    await page.waitForLoadState('networkidle');
    await page.close();
    const js = {files: 0, raw: 0, gzip: 0};
    const css = {raw: 0, gzip: 0};
    for (const asset of assets) {
      const size = sizes(path.join(buildDir, asset));
      const target = asset.endsWith('.js') ? js : css;
      target.raw += size.raw;
      target.gzip += size.gzip;
      if (asset.endsWith('.js')) js.files += 1;
    }
    for (const asset of assets) prefetched.delete(asset);
    const prefetchGzip = [...prefetched].reduce((sum, asset) => sum + sizes(path.join(buildDir, asset)).gzip, 0);
    const html = sizes(htmlFile(route));
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    rows.push(
      `| ${kind} | \`${route}\` | ${kb(html.raw)} / ${kb(html.gzip)} | ${js.files} | ${kb(js.raw)} / ${kb(js.gzip)} | ${kb(css.raw)} / ${kb(css.gzip)} | ${prefetched.size}, ${kb(prefetchGzip)} |`,
    );
  }
  await browser.close();
  console.log(rows.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
