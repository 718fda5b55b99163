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
  /** Words the reader typed that carry meaning (no filler). */
  contentWords?: number;
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * Whether the query names what a path segment names: all its words ("microsoft-teams": "microsoft" and
 * "teams"; "teams" alone is about RBAC), or its words run together ("openmetadata").
 */
function names(query: PriorQuery, slug: string): boolean {
  const words = slug.split(/[-_]/).filter((word) => word.length >= 2 && word !== 'dagster' && word !== 'tutorial');
  if (words.length === 0) return false;
  return words.every((word) => query.stems.has(stem(word))) || query.stems.has(stem(words.join('')));
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
  if (path.startsWith(REFERENCE_PATH)) return REFERENCE_WEIGHT;
  if (path.startsWith(DAGSTER_PLUS_PATH)) return query.namesDagsterPlus ? DAGSTER_PLUS_NAMED : DAGSTER_PLUS_UNNAMED;
  const parts = segments(path);
  let prior = 1;
  if (path.startsWith(INTEGRATIONS_PATH) && parts.length >= 3) {
    const home = parts.length === 3;
    prior *= names(query, parts[2]) ? INTEGRATION_NAMED : home ? INTEGRATION_HOME_UNNAMED : INTEGRATION_PAGE_UNNAMED;
  }
  const tutorial = tutorialPlace(parts);
  const namesTutorial = query.stems.has(stem('tutorial')) || tutorial?.slugs.some((slug) => names(query, slug));
  if (tutorial && !namesTutorial) prior *= tutorial.home ? TUTORIAL_HOME : TUTORIAL_STEP;
  if (path === '/about/changelog' && !query.stems.has(stem('changelog'))) prior *= CHANGELOG;
  if (path.startsWith('/guides/preview/') && !names(query, 'preview') && !names(query, 'component')) prior *= PREVIEW;
  if (path.endsWith('/') && parts.length >= 2 && (query.contentWords ?? 0) >= SPECIFIC_WORDS) prior *= LANDING_FOR_SPECIFIC;
  return prior;
}
