/**
 * First-load weight per page kind: HTML, and the JS and CSS the browser fetches up to network idle,
 * raw and gzip. Usage: tsx scripts/bench/page-weight.ts <build-dir> <port>  (a server must be running).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';

const PAGES: Record<string, string> = {
  home: '/',
  landing: '/guides/build/',
  guide: '/getting-started/installation',
  'guide with Mermaid': '/guides/automate/',
  tutorial: '/etl-pipeline-tutorial/create-and-materialize-assets',
  'tags page': '/tags/integrations/alerting',
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
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  const rows: string[] = ['| Page kind | Route | HTML raw / gzip | JS files | JS raw / gzip | CSS raw / gzip |', '|---|---|---|---|---|---|'];
  for (const [kind, route] of Object.entries(PAGES)) {
    const page = await browser.newPage();
    const assets = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (/\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
    });
    await page.goto(`http://localhost:${port}${route}`, {waitUntil: 'networkidle'});
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
    const html = sizes(htmlFile(route));
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    rows.push(`| ${kind} | \`${route}\` | ${kb(html.raw)} / ${kb(html.gzip)} | ${js.files} | ${kb(js.raw)} / ${kb(js.gzip)} | ${kb(css.raw)} / ${kb(css.gzip)} |`);
  }
  await browser.close();
  console.log(rows.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
