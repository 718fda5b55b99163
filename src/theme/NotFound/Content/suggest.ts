import {pathWords} from './path-query';

/** The fields of a search hit (DocSearch record shape) that a suggestion needs. */
export interface SuggestionHit {
  url: string;
  type?: string;
  hierarchy: Partial<Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>>;
}

export interface Suggestion {
  /** The hit's URL (absolute, as the index stores it), for the theme's URL processor. */
  url: string;
  /** The page title. */
  title: string;
  /** The reference entry the hit points at, when it is one (the URL then carries its anchor). */
  section: string | null;
  /** The sidebar section the page belongs to (lvl0). */
  area: string | null;
}

const SECTION_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const REFERENCE_PATH = '/api/python-api/';

function pagePath(url: string): string {
  try {
    return new URL(url, 'https://example.invalid').pathname;
  } catch {
    return url.split('#')[0];
  }
}

/** Words that differ by a letter or two still name the same thing: `instalation`, `snowflak`, `asset`. */
export function similarWords(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 3 && long.startsWith(short)) return true;
  if (short.length < 5 || long.length - short.length > 1) return false;
  return editDistance(a, b) <= 1 + Number(short.length >= 8);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

function sharedWords(missing: readonly string[], candidate: readonly string[]): number {
  return missing.filter((word) => candidate.some((other) => similarWords(word, other))).length;
}

/**
 * The pages to suggest for a missing path. `resultLists` are the hits of each search, in the order the
 * searches were asked and ranked by search itself; each page counts once, at its best hit. A page whose
 * own path shares more words with the missing path comes first (a typo or an old path usually keeps
 * most of its words); otherwise search's order stands.
 */
export function suggestPages(missingPath: string, resultLists: readonly (readonly SuggestionHit[])[], limit = 3): Suggestion[] {
  const wanted = pathWords(missingPath);
  const seen = new Set<string>();
  const candidates: {hit: SuggestionHit; shared: number; order: number}[] = [];
  for (const hit of resultLists.flat()) {
    const page = pagePath(hit.url);
    if (seen.has(page)) continue;
    seen.add(page);
    candidates.push({hit, shared: sharedWords(wanted, pathWords(page)), order: candidates.length});
  }
  return candidates
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, limit)
    .map(({hit}) => {
      const title = hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? pagePath(hit.url);
      const sections = SECTION_LEVELS.map((level) => hit.hierarchy[level]).filter((level): level is string => Boolean(level));
      const section = hit.type === 'lvl1' ? null : (sections[sections.length - 1] ?? null);
      // A reference page is a long list of entries, so a hit on one entry links to it; elsewhere the missing
      // path named a page, and the page is what is suggested.
      const entry = section !== null && section !== title && pagePath(hit.url).startsWith(REFERENCE_PATH);
      return {url: entry ? hit.url : hit.url.split('#')[0], title, section: entry ? section : null, area: hit.hierarchy.lvl0 ?? null};
    });
}
