/**
 * Page-level priors: how likely a page is to be the answer before looking at the words, from where it
 * sits in the site. A concept's home guide answers a generic question; a deep integration page, a
 * tutorial step or a Dagster+ page answers it only when the query names its subject.
 */
import {stem} from './stem';

export const REFERENCE_PATH = '/api/';
const INTEGRATIONS_PATH = '/integrations/libraries/';
const DAGSTER_PLUS_PATH = '/dagster-plus/';

/**
 * API reference entries, when the query names no symbol exactly. The reference mentions every concept in
 * passing, so at full weight it outranks the guide that explains it.
 */
export const REFERENCE_WEIGHT = 0.35;
/** API reference entries for a query that asks for the reference ("asset api", "k8s reference"). */
export const REFERENCE_NAMED = 1;
/** Dagster+ pages for a query that does not name Dagster+: below the open-source page on the topic. */
export const DAGSTER_PLUS_UNNAMED = 0.55;
/** Dagster+ pages for a query that names Dagster+: above the open-source page on the topic. */
export const DAGSTER_PLUS_NAMED = 1.5;
export const INTEGRATION_HOME_UNNAMED = 0.85;
export const INTEGRATION_PAGE_UNNAMED = 0.65;
/** An integration the query names: still just below a guide of the same title, the concept's home. */
export const INTEGRATION_NAMED = 0.95;
export const TUTORIAL_STEP = 0.65;
export const TUTORIAL_HOME = 0.85;
/** The changelog names every feature in passing. */
export const CHANGELOG = 0.4;
export const PREVIEW = 0.8;
/**
 * A section's landing page ("Partitions and backfills", "Kubernetes") for a specific question: it introduces
 * the topic, and the guide inside the section answers the question.
 */
export const LANDING_FOR_SPECIFIC = 0.85;
/** Words that carry meaning from which a query is a specific question rather than a topic. */
export const SPECIFIC_WORDS = 3;

export interface PriorQuery {
  /** Stems of the query's words. */
  stems: ReadonlySet<string>;
  namesDagsterPlus: boolean;
  /** The query asks for the API reference ("api", "reference"). */
  namesReference?: boolean;
  /** Words the reader typed that carry meaning (no filler). */
  contentWords?: number;
}

// Priors are asked for every candidate page of every keystroke; a page's path and slugs never change, so
// their parts and stems are worked out once.
const pathParts = new Map<string, string[]>();
const TUTORIAL = stem('tutorial');
const CHANGELOG_WORD = stem('changelog');
const slugStems = new Map<string, {words: string[]; joined: string} | null>();

function segments(path: string): string[] {
  let parts = pathParts.get(path);
  if (!parts) {
    parts = path.split('/').filter(Boolean);
    pathParts.set(path, parts);
  }
  return parts;
}

function stemsOfSlug(slug: string): {words: string[]; joined: string} | null {
  let stems = slugStems.get(slug);
  if (stems === undefined) {
    const words = slug.split(/[-_]/).filter((word) => word.length >= 2 && word !== 'dagster' && word !== 'tutorial');
    stems = words.length === 0 ? null : {words: words.map(stem), joined: stem(words.join(''))};
    slugStems.set(slug, stems);
  }
  return stems;
}

/**
 * Whether the query names what a path segment names: all its words ("microsoft-teams": "microsoft" and
 * "teams"; "teams" alone is about RBAC), or its words run together ("openmetadata").
 */
function names(query: PriorQuery, slug: string): boolean {
  const stems = stemsOfSlug(slug);
  if (!stems) return false;
  return stems.words.every((word) => query.stems.has(word)) || query.stems.has(stems.joined);
}

/** A step of a tutorial (not its first page): under a tutorial's folder, or in a folder named "...-tutorial". */
function tutorialPlace(parts: string[]): {home: boolean; slugs: string[]} | null {
  if (parts[0] === 'etl-pipeline-tutorial') return {home: parts.length === 1, slugs: ['etl']};
  if (parts[0] === 'tutorials') return parts.length === 1 ? null : {home: parts.length === 2, slugs: [parts[1]]};
  const index = parts.findIndex((part) => part.endsWith('-tutorial'));
  if (index > 0) return {home: parts.length === index + 1, slugs: [parts[index]]};
  return null;
}

/** The prior of a page for a query: 1 for a guide, less for a page that answers only a named subject. */
export function pagePrior(path: string, query: PriorQuery): number {
  if (path.startsWith(REFERENCE_PATH)) return query.namesReference ? REFERENCE_NAMED : REFERENCE_WEIGHT;
  if (path.startsWith(DAGSTER_PLUS_PATH)) return query.namesDagsterPlus ? DAGSTER_PLUS_NAMED : DAGSTER_PLUS_UNNAMED;
  const parts = segments(path);
  let prior = 1;
  if (path.startsWith(INTEGRATIONS_PATH) && parts.length >= 3) {
    const home = parts.length === 3;
    prior *= names(query, parts[2]) ? INTEGRATION_NAMED : home ? INTEGRATION_HOME_UNNAMED : INTEGRATION_PAGE_UNNAMED;
  }
  const tutorial = tutorialPlace(parts);
  const namesTutorial = query.stems.has(TUTORIAL) || tutorial?.slugs.some((slug) => names(query, slug));
  if (tutorial && !namesTutorial) prior *= tutorial.home ? TUTORIAL_HOME : TUTORIAL_STEP;
  if (path === '/about/changelog' && !query.stems.has(CHANGELOG_WORD)) prior *= CHANGELOG;
  if (path.startsWith('/guides/preview/') && !names(query, 'preview') && !names(query, 'component')) prior *= PREVIEW;
  if (path.endsWith('/') && parts.length >= 2 && (query.contentWords ?? 0) >= SPECIFIC_WORDS) prior *= LANDING_FOR_SPECIFIC;
  return prior;
}
