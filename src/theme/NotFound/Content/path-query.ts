/**
 * Turns a path nobody serves into words to search for. Old links carry the structure of old sites
 * (`/_apidocs/…`, `/concepts/…`, `/0.15.7/…`, `/next/…`): those segments say where a page lived, not
 * what it is about, so they are dropped, and so is "dagster", which every page mentions.
 */
const PLACE_WORDS = new Set([
  'apidocs',
  'concepts',
  'dagster',
  'docs',
  'guides',
  'html',
  'htm',
  'index',
  'latest',
  'master',
  'md',
  'mdx',
  'next',
  'sections',
]);
const VERSION = /^v?\d+(\.\d+)*$/;
/** The search input accepts 64 characters; the words of a path rarely need more than a few. */
const MAX_WORDS = 8;
const MAX_QUERY_LENGTH = 64;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The words of one path segment: `aws-emr_pipeline.html` -> aws, emr, pipeline; `AssetSpec` -> asset, spec. */
function segmentWords(segment: string): string[] {
  if (VERSION.test(segment)) return [];
  return segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !PLACE_WORDS.has(word) && !VERSION.test(word));
}

export interface PathQuery {
  /** Every meaningful word of the path, broadest segment first: what the search box is prefilled with. */
  query: string;
  /** The words of the last meaningful segment alone, or null when that is the whole query. */
  focused: string | null;
}

function pathSegments(pathname: string): string[][] {
  return pathname
    .split(/[?#]/)[0]
    .split('/')
    .map(decodeSegment)
    .map(segmentWords)
    .filter((words) => words.length > 0);
}

/** Whether a path is under an old or current API reference folder (`/_apidocs/`, `/apidocs/`, `/api/`). */
export function isApiPath(pathname: string): boolean {
  return pathname.split('/').some((segment) => ['_apidocs', 'apidocs', 'api'].includes(segment.toLowerCase()));
}

/** Every meaningful word of a path, once each, in order. */
export function pathWords(pathname: string): string[] {
  return Array.from(new Set(pathSegments(pathname).flat()));
}

/** The words of a missing path, or null when it has none worth searching for (`/`, `/next/`, `/1.9.9`). */
export function pathQuery(pathname: string): PathQuery | null {
  const segments = pathSegments(pathname);
  if (segments.length === 0) return null;
  const words: string[] = [];
  // The last segments are the most specific; when a path has too many words, the first ones go.
  for (const segment of [...segments].reverse()) {
    for (const word of [...segment].reverse()) {
      if (words.length < MAX_WORDS && !words.includes(word)) words.unshift(word);
    }
  }
  // An old API reference path: say so, so search also looks in the API reference part of the index.
  if (isApiPath(pathname) && !words.includes('api')) words.push('api');
  const lastWords = segments[segments.length - 1].filter((word, index, all) => all.indexOf(word) === index);
  const query = clip(words);
  const last = clip(isApiPath(pathname) && !lastWords.includes('api') ? [...lastWords, 'api'] : lastWords);
  return {query, focused: last === query ? null : last};
}

/** Joins words within the search box's length, keeping the last (most specific) ones. */
function clip(words: string[]): string {
  let text = '';
  for (const word of [...words].reverse()) {
    const next = text ? `${word} ${text}` : word;
    if (next.length > MAX_QUERY_LENGTH) break;
    text = next;
  }
  return text || words[words.length - 1].slice(0, MAX_QUERY_LENGTH);
}
