import {splitTarget, withoutTrailingSlash, type RedirectData} from './data';

export interface Redirect {
  /** The old path, without a trailing slash. */
  from: string;
  /** A page of this site, with an optional `#anchor`. */
  to: string;
  /** Listed in the data file, or produced by one of its aliases. */
  origin: 'listed' | 'alias';
}

export interface ExpandedRedirects {
  redirects: Redirect[];
  errors: string[];
}

function slashVariants(pathname: string): string[] {
  const bare = withoutTrailingSlash(pathname);
  return bare === '/' ? ['/'] : [bare, `${bare}/`];
}

/**
 * The full redirect list for a site whose pages are `routes`: the listed redirects, then every alias
 * expanded. Problems are returned, not thrown, so the build can report all of them at once:
 * a target that is not a page (with the trailing-slash spelling that is, if one is), an anchor on a
 * section landing page, a listed old path
 * that is now a page, and two aliases that send one old path to different pages. An alias that lands
 * on a page of this site, or on a listed old path, is skipped: the page or the listed entry wins.
 */
export function expandRedirects(data: RedirectData, routes: readonly string[]): ExpandedRedirects {
  const routeSet = new Set(routes);
  const isRoute = (pathname: string) => slashVariants(pathname).some((variant) => routeSet.has(variant));
  const errors: string[] = [];
  const byFrom = new Map<string, Redirect>();

  for (const [from, to] of data.redirects) {
    const {path, anchor} = splitTarget(to);
    if (anchor !== null && path.endsWith('/')) {
      // plugin-client-redirects normalises `/a/#b` to `/a#b` in the pages it writes, off the page's own URL.
      errors.push(`${from} -> ${to}: a section landing page (ending in "/") cannot take an anchor here; link the page itself`);
      continue;
    }
    if (!routeSet.has(path)) {
      const other = slashVariants(path).find((variant) => routeSet.has(variant));
      errors.push(other ? `${from} -> ${to}: the page is ${other}` : `${from} -> ${to}: no page of this site has that path`);
      continue;
    }
    if (isRoute(from)) {
      errors.push(`${from} is a page of this site, so it cannot redirect (to ${to})`);
      continue;
    }
    byFrom.set(from, {from, to, origin: 'listed'});
  }

  for (const alias of data.aliases) {
    const sources: [string, string][] =
      alias.over === 'routes'
        ? routes.filter((route) => route.startsWith(alias.to)).map((route) => [route, route])
        : [...byFrom.values()]
            .filter((entry) => entry.origin === 'listed' && entry.from.startsWith(alias.to))
            .map((entry) => [entry.from, entry.to]);
    for (const [under, to] of sources) {
      const from = withoutTrailingSlash(alias.from + under.slice(alias.to.length));
      if (isRoute(from)) continue;
      const existing = byFrom.get(from);
      if (existing?.origin === 'listed') continue;
      if (existing && existing.to !== to) {
        errors.push(`aliases send ${from} both to ${existing.to} and to ${to}; list it under redirects to choose`);
        continue;
      }
      byFrom.set(from, {from, to, origin: 'alias'});
    }
  }

  const redirects = [...byFrom.values()].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return {redirects, errors};
}

/**
 * Anchors that a redirect points at but its page does not have. `idsOf` answers the element ids of a
 * page of this site (read from the build), or null when the page cannot be read.
 */
export function missingAnchors(redirects: readonly Redirect[], idsOf: (route: string) => ReadonlySet<string> | null): string[] {
  const problems: string[] = [];
  for (const {from, to} of redirects) {
    const {path, anchor} = splitTarget(to);
    if (anchor === null) continue;
    const ids = idsOf(path);
    if (ids === null) problems.push(`${from} -> ${to}: the page ${path} could not be read`);
    else if (!ids.has(anchor)) problems.push(`${from} -> ${to}: ${path} has no element with id "${anchor}"`);
  }
  return problems;
}
