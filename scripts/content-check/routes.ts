import path from 'node:path';
import {sectionOfRoute, TUTORIAL_FOLDERS} from '../../src/config/sections';

export interface RouteRow {
  route: string;
  sidebar: string;
  title: string;
}

export function parseRoutesTsv(text: string): RouteRow[] {
  return text
    .split('\n')
    .slice(1)
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .map((line) => {
      const [route, sidebar, title = ''] = line.split('\t');
      if (!route?.startsWith('/') || !sidebar) throw new Error(`routes.tsv: malformed row "${line}"`);
      return {route, sidebar, title};
    });
}

/**
 * The route Docusaurus gives a doc with `routeBasePath: '/'` and no trailing-slash option:
 * `a/b.md` -> `/a/b`, `a/index.md` -> `/a/`, and an absolute `slug` wins.
 */
export function routeForDoc(relativeFile: string, slug?: unknown): string {
  if (typeof slug === 'string' && slug.startsWith('/')) return slug;
  const posix = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '');
  const dir = path.posix.dirname(posix);
  const base = path.posix.basename(posix);
  const parent = dir === '.' ? '' : `${dir}/`;
  if (typeof slug === 'string' && slug) return `/${parent}${slug}`;
  if (base === 'index' || base.toLowerCase() === 'readme' || base === path.posix.basename(dir)) return `/${parent}`;
  return `/${parent}${base}`;
}

export type PageKind = 'home' | 'landing' | 'guide' | 'tutorial' | 'integration' | 'dagster-plus' | 'api';

/**
 * Minimum prose words per kind, measured outside code. A landing page is orientation plus generated
 * cards; a guide needs an intro, at least one explained example and next steps; a tutorial step says
 * what it builds, explains its code and links on; an API page is mostly signatures and tables.
 */
export const MIN_WORDS: Record<PageKind, number> = {
  home: 250,
  landing: 100,
  guide: 300,
  tutorial: 250,
  integration: 200,
  'dagster-plus': 250,
  api: 150,
};

export function pageKind(route: string, isIndex: boolean): PageKind {
  if (route === '/') return 'home';
  if (isIndex) return 'landing';
  const [firstSegment] = route.split('/').filter(Boolean);
  if (TUTORIAL_FOLDERS.single.some((folder) => folder === firstSegment)) return 'tutorial';
  return sectionOfRoute(route).kind;
}
