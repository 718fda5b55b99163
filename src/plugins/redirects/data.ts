import {isRecord} from '../../lib/is-record';

export type AliasScope = 'routes' | 'old-paths';

/** A prefix that once meant what another prefix means now (see src/data/redirects.yaml). */
export interface RedirectAlias {
  from: string;
  to: string;
  over: AliasScope;
}

export interface RedirectData {
  aliases: RedirectAlias[];
  /** Old path (no trailing slash) -> target path of this site, with an optional `#anchor`. */
  redirects: Map<string, string>;
}

/**
 * Characters an old path may hold. Both edge formats read these literally: no `:` or `*` that Vercel
 * would take for a parameter, no space that would split a `_redirects` line.
 */
const PATH = /^\/[A-Za-z0-9._~\-/]*$/;
const ANCHOR = /^[\w.~-]+$/;

/** `/a/b/` -> `/a/b`; the root stays `/`. Old links come both ways, and one spelling is enough. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function splitTarget(target: string): {path: string; anchor: string | null} {
  const hash = target.indexOf('#');
  return hash === -1 ? {path: target, anchor: null} : {path: target.slice(0, hash), anchor: target.slice(hash + 1)};
}

function checkPath(value: unknown, what: string, errors: string[]): value is string {
  if (typeof value !== 'string' || !PATH.test(value)) {
    errors.push(`${what} must be a path starting with "/" (letters, digits, "-", "_", ".", "~" and "/"), got ${JSON.stringify(value)}`);
    return false;
  }
  return true;
}

function checkTarget(value: unknown, what: string, errors: string[]): value is string {
  if (typeof value !== 'string') {
    errors.push(`${what} must be a path of this site, got ${JSON.stringify(value)}`);
    return false;
  }
  const {path, anchor} = splitTarget(value);
  if (!checkPath(path, what, errors)) return false;
  if (anchor !== null && !ANCHOR.test(anchor)) {
    errors.push(`${what} has an anchor that is not a heading id: ${JSON.stringify(value)}`);
    return false;
  }
  return true;
}

function parseAliases(raw: unknown, errors: string[]): RedirectAlias[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    errors.push('"aliases" must be a list of {from, to, over}');
    return [];
  }
  return raw.flatMap((entry, index): RedirectAlias[] => {
    const where = `aliases[${index}]`;
    if (!isRecord(entry)) {
      errors.push(`${where} must be a mapping with from, to and over`);
      return [];
    }
    const {from, to, over} = entry;
    const fromOk = checkPath(from, `${where}.from`, errors);
    const toOk = checkPath(to, `${where}.to`, errors);
    if (over !== 'routes' && over !== 'old-paths') {
      errors.push(`${where}.over must be "routes" or "old-paths", got ${JSON.stringify(over)}`);
      return [];
    }
    if (!fromOk || !toOk) return [];
    if (!from.endsWith('/') || !to.endsWith('/')) {
      errors.push(`${where}: from and to are prefixes and must end with "/" (${from} -> ${to})`);
      return [];
    }
    return [{from, to, over}];
  });
}

function parseRedirects(raw: unknown, errors: string[]): Map<string, string> {
  const redirects = new Map<string, string>();
  if (!isRecord(raw)) {
    errors.push('"redirects" must be a mapping of old path to target path');
    return redirects;
  }
  for (const [from, to] of Object.entries(raw)) {
    if (!checkPath(from, `Old path ${JSON.stringify(from)}`, errors)) continue;
    if (!checkTarget(to, `The target of ${from}`, errors)) continue;
    const key = withoutTrailingSlash(from);
    if (redirects.has(key)) {
      errors.push(`${from} is listed twice (with and without a trailing slash)`);
      continue;
    }
    redirects.set(key, to);
  }
  return redirects;
}

/** Reads the parsed YAML of the redirect map, or throws one error that lists every problem in it. */
export function parseRedirectData(raw: unknown, source: string): RedirectData {
  const errors: string[] = [];
  let data: RedirectData = {aliases: [], redirects: new Map()};
  if (!isRecord(raw)) {
    errors.push('the file must be a mapping with "aliases" and "redirects"');
  } else {
    const unknown = Object.keys(raw).filter((key) => key !== 'aliases' && key !== 'redirects');
    if (unknown.length > 0) errors.push(`unknown top-level keys: ${unknown.join(', ')}`);
    data = {aliases: parseAliases(raw.aliases, errors), redirects: parseRedirects(raw.redirects, errors)};
  }
  if (errors.length > 0) throw new Error(`Redirect map ${source} is invalid:\n- ${errors.join('\n- ')}`);
  return data;
}
