/**
 * The content check as a function: reads the site (pages, API data, manifests, routes) and returns every
 * problem with the figures the report prints. It writes nothing; scripts/check-content.ts is its CLI.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {apiDataFiles, loadApiPage} from '../../src/plugins/api-reference/load';
import type {ApiPage} from '../../src/plugins/api-reference/schema';
import {checkTutorial, tutorialFolders, type TutorialSummary} from '../tutorial-check';
import {readTagDefinitions} from '../../src/plugins/integration-catalog/load';
import {findIcon} from '../../src/plugins/integration-catalog/logos';
import {checkApiLinks, findPyObjects, type ApiLinkReport} from './api-links';
import {checkApplicability} from './applicability';
import {collectPages} from './collect';
import {coverageBySidebar, generatedRoutes, type SidebarCoverage} from './coverage';
import {checkIntegrationPage} from './integrations';
import {loadManifests} from './load-manifests';
import {checkAgainstManifests, type ManifestReport} from './manifests';
import {findModuleNameUses, findPythonSyntaxErrors} from './python';
import {parseRoutesTsv} from './routes';
import {checkPage, PYTHON_LANGS, type Problem} from './rules';

export interface ContentCheckOptions {
  /** The site directory (holds docs/ and src/data/api/). */
  root: string;
  docsDir: string;
  /**
   * The route inventory: every route must have a page, and pages it lists in a sidebar must meet the word
   * minimums. Without one, neither is checked (the unit tests' throwaway sites).
   */
  routesFile?: string;
  /** The repository's copy of the inventory, which must equal `routesFile` when both exist (see `routeInventory`). */
  routesCopy?: string;
}

/** The spec's route inventory, beside the repository when it is checked out with its specification. */
export const SPEC_ROUTES = '../shared/routes.tsv';
/** The repository's copy of it, so a clone on its own (CI's) checks coverage and word minimums too. */
export const ROUTES_COPY = 'scripts/content-check/routes.tsv';

/** Which route inventory to read: the one named, else the spec's if present, else the repository's copy. */
export function routeInventory(root: string, named: string | undefined, exists: (file: string) => boolean = existsSync): string {
  if (named) return path.resolve(root, named);
  const spec = path.resolve(root, SPEC_ROUTES);
  return exists(spec) ? spec : path.resolve(root, ROUTES_COPY);
}

export interface ContentCheckResult {
  problems: Problem[];
  pageCount: number;
  pythonExamples: number;
  apiPages: ApiPage[];
  apiLinks: ApiLinkReport;
  manifests: ManifestReport;
  tutorials: TutorialSummary[];
  /** Null when no route inventory was given. */
  coverage: SidebarCoverage[] | null;
}

/** API signature blocks show a call shape, not a runnable statement; the generator marks them. */
const isSignature = (meta: string): boolean => /(^|\s)signature(\s|$)/.test(meta);

function tagPermalinks(docsDir: string): Record<string, string> {
  const tagsFile = path.join(docsDir, 'tags.yml');
  const definitions = existsSync(tagsFile)
    ? ((yaml.load(readFileSync(tagsFile, 'utf8')) ?? {}) as Record<string, {permalink?: string}>)
    : {};
  return Object.fromEntries(Object.entries(definitions).map(([key, value]) => [key, value.permalink ?? `/${key}`]));
}

export function runContentCheck({root, docsDir, routesFile, routesCopy}: ContentCheckOptions): ContentCheckResult {
  const apiFiles = apiDataFiles(root).map((file) => ({page: loadApiPage(file), file: path.relative(root, file)}));
  const apiPages = apiFiles.map((entry) => entry.page);
  const pages = collectPages(docsDir, apiPages);
  const inventory = routesFile ? readInventory(root, routesFile, routesCopy) : {file: '', text: null, problems: []};
  const rows = inventory.text === null ? [] : parseRoutesTsv(inventory.text);
  const listed = new Set(rows.filter((row) => row.sidebar !== 'none').map((row) => row.route));

  const problems: Problem[] = [...inventory.problems];
  problems.push(...pages.flatMap((page) => [...checkPage({...page, listed: listed.has(page.route)}), ...checkApplicability(page)]));
  const integrationContext = {tags: readTagDefinitions(docsDir), findIcon};
  problems.push(...pages.flatMap((page) => checkIntegrationPage(page.file, page.page.frontMatter, integrationContext)));

  const pythonBlocks = pages.flatMap((page) =>
    page.page.blocks
      .filter((block) => PYTHON_LANGS.has(block.lang) && !isSignature(block.meta))
      .map((block) => ({id: `${page.file}:${block.line}`, code: block.code})),
  );
  for (const error of findPythonSyntaxErrors(pythonBlocks)) {
    const at = error.id.lastIndexOf(':');
    problems.push({
      file: error.id.slice(0, at),
      line: Number(error.id.slice(at + 1)),
      message: `python block does not parse: ${error.message}`,
    });
  }

  const documentedModules = [...new Set(apiPages.map((page) => page.module))];
  const pyObjects = pages.flatMap((page) => findPyObjects(page.file, page.source));
  const apiLinks = checkApiLinks(apiPages, pyObjects, findModuleNameUses(pythonBlocks, documentedModules));
  problems.push(...apiLinks.problems);

  const manifests = checkAgainstManifests(apiFiles, loadManifests(root));
  problems.push(...manifests.problems);

  const tutorials = tutorialFolders(docsDir).map((folder) => checkTutorial(folder, pages));
  for (const tutorial of tutorials) problems.push(...tutorial.problems);

  const existing = new Set([
    ...pages.map((page) => page.route),
    ...generatedRoutes(new Set(pages.flatMap((page) => page.tags)), tagPermalinks(docsDir)),
  ]);
  const coverage = inventory.text === null ? null : coverageBySidebar(rows, existing);
  for (const entry of coverage ?? [])
    for (const route of entry.missing) problems.push({file: inventory.file, message: `${route} (${entry.sidebar} sidebar) has no page`});
  return {
    problems: problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0)),
    pageCount: pages.length,
    pythonExamples: pythonBlocks.length,
    apiPages,
    apiLinks,
    manifests,
    tutorials,
    coverage,
  };
}

/** The inventory's text, or the problem of a missing one or of a repository copy that no longer matches it. */
function readInventory(
  root: string,
  routesFile: string,
  routesCopy: string | undefined,
): {file: string; text: string | null; problems: Problem[]} {
  const file = path.relative(root, routesFile);
  if (!existsSync(routesFile)) return {file, text: null, problems: [{file, message: 'the route inventory is missing'}]};
  const text = readFileSync(routesFile, 'utf8');
  const problems: Problem[] = [];
  if (
    routesCopy &&
    path.resolve(routesCopy) !== path.resolve(routesFile) &&
    existsSync(routesCopy) &&
    readFileSync(routesCopy, 'utf8') !== text
  )
    problems.push({file: path.relative(root, routesCopy), message: `differs from ${file}: copy the inventory again`});
  return {file, text, problems};
}
