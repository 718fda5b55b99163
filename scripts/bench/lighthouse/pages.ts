import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

export interface PageKind {
  kind: string;
  path: string;
}

/** One page of each kind a reader lands on; the largest API page is found in the build. */
export const PAGE_KINDS: readonly PageKind[] = [
  {kind: 'home', path: '/'},
  {kind: 'section landing', path: '/guides/build/'},
  {kind: 'guide', path: '/getting-started/installation'},
  {kind: 'guide with Mermaid', path: '/guides/automate/'},
  {kind: 'tutorial step', path: '/etl-pipeline-tutorial/create-and-materialize-assets'},
  {kind: 'integration page', path: '/integrations/libraries/slack'},
  {kind: 'Dagster+ page', path: '/dagster-plus/deployment/management/deployments/deployment-settings-reference'},
  {kind: 'API reference', path: '/api/python-api/assets'},
  {kind: 'integrations catalog', path: '/integrations/libraries/'},
  {kind: 'search page', path: '/search'},
];

export const LARGEST_API_KIND = 'largest API page';

/** The route of the biggest HTML page under `/api/`, the worst case for hydration. */
export function largestApiPage(buildDir: string): PageKind {
  const apiDir = path.join(buildDir, 'api');
  const pages: {file: string; size: number}[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') pages.push({file: full, size: statSync(full).size});
    }
  };
  if (existsSync(apiDir)) walk(apiDir);
  const largest = pages.sort((a, b) => b.size - a.size)[0];
  if (!largest) throw new Error(`No API reference pages under ${apiDir}: is ${buildDir} a production build of this site?`);
  return {kind: LARGEST_API_KIND, path: routeOf(buildDir, largest.file)};
}

/** `build/api/python-api/assets/index.html` is served at `/api/python-api/assets`. */
export function routeOf(buildDir: string, htmlFile: string): string {
  const relative = path.relative(buildDir, path.dirname(htmlFile)).split(path.sep).join('/');
  return `/${relative}`;
}

/** The page list, optionally narrowed to the kinds named in a comma-separated filter. */
export function selectPages(all: readonly PageKind[], filter: string | undefined): PageKind[] {
  if (!filter) return [...all];
  const wanted = filter.split(',').map((name) => name.trim().toLowerCase());
  const unknown = wanted.filter((name) => !all.some((page) => page.kind.toLowerCase() === name));
  if (unknown.length) {
    throw new Error(`Unknown page kind(s): ${unknown.join(', ')}. Known: ${all.map((page) => page.kind).join(', ')}.`);
  }
  return all.filter((page) => wanted.includes(page.kind.toLowerCase()));
}
