import type {RouteRow} from './routes';

export interface SidebarCoverage {
  sidebar: string;
  existing: number;
  total: number;
  missing: string[];
}

/** Routes that are generated rather than written: the search page and tag pages of tags in use. */
export function generatedRoutes(tagsInUse: Iterable<string>, tagPermalinks: Record<string, string>): Set<string> {
  const routes = new Set<string>(['/search']);
  let any = false;
  for (const tag of tagsInUse) {
    any = true;
    const permalink = tagPermalinks[tag];
    if (permalink) routes.add(`/tags${permalink}`);
  }
  if (any) routes.add('/tags');
  return routes;
}

export function coverageBySidebar(rows: RouteRow[], existing: Set<string>): SidebarCoverage[] {
  const bySidebar = new Map<string, SidebarCoverage>();
  for (const row of rows) {
    const entry = bySidebar.get(row.sidebar) ?? {sidebar: row.sidebar, existing: 0, total: 0, missing: []};
    entry.total += 1;
    if (existing.has(row.route)) entry.existing += 1;
    else entry.missing.push(row.route);
    bySidebar.set(row.sidebar, entry);
  }
  return [...bySidebar.values()];
}
