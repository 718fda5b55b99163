/**
 * Content check: front matter, placeholders, code fences, parsing of Python/YAML/JSON/TOML examples and
 * minimum length per page kind. Prints route coverage per sidebar. Exits 1 when any page has a problem.
 *
 * Usage: tsx scripts/check-content.ts [--docs docs] [--routes ../shared/routes.tsv]
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {collectPages} from './content-check/collect';
import {coverageBySidebar, generatedRoutes} from './content-check/coverage';
import {findModuleNameUses, findPythonSyntaxErrors} from './content-check/python';
import {checkApiLinks, findPyObjects} from './content-check/api-links';
import {generateApiPages} from '../src/plugins/api-reference/generate';
import {loadApiPages} from '../src/plugins/api-reference/load';
import {parseRoutesTsv} from './content-check/routes';
import {checkPage, PYTHON_LANGS, type Problem} from './content-check/rules';
import {checkTutorial, tutorialFolders} from './tutorial-check';
import {loadManifests} from './content-check/load-manifests';
import {checkAgainstManifests} from './content-check/manifests';
import {printManifestCoverage} from './content-check/manifest-report';
import {apiDataFiles, loadApiPage} from '../src/plugins/api-reference/load';

/** API signature blocks show a call shape, not a runnable statement; the generator marks them. */
const isSignature = (meta: string): boolean => /(^|\s)signature(\s|$)/.test(meta);

function percent(part: number, whole: number): string {
  return whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`;
}

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const root = path.resolve(__dirname, '..');
const docsDir = path.resolve(root, arg('--docs', 'docs'));
const routesFile = path.resolve(root, arg('--routes', process.env.ROUTES_TSV ?? '../shared/routes.tsv'));

// The API pages are generated from their data files; check what the build will publish.
generateApiPages(root);
const apiPages = loadApiPages(root);
const pages = collectPages(docsDir);
const rows = existsSync(routesFile) ? parseRoutesTsv(readFileSync(routesFile, 'utf8')) : [];
const listed = new Set(rows.filter((row) => row.sidebar !== 'none').map((row) => row.route));

const problems: Problem[] = pages.flatMap((page) => checkPage({...page, listed: listed.has(page.route)}));

const pythonBlocks = pages.flatMap((page) =>
  page.page.blocks
    .filter((block) => PYTHON_LANGS.has(block.lang) && !isSignature(block.meta))
    .map((block) => ({id: `${page.file}:${block.line}`, code: block.code})),
);
for (const error of findPythonSyntaxErrors(pythonBlocks)) {
  const [file, line] = [error.id.slice(0, error.id.lastIndexOf(':')), Number(error.id.slice(error.id.lastIndexOf(':') + 1))];
  problems.push({file, line, message: `python block does not parse: ${error.message}`});
}

const documentedModules = [...new Set(apiPages.map((page) => page.module))];
const pyObjects = pages.flatMap((page) => findPyObjects(page.file, readFileSync(page.file, 'utf8')));
const apiLinks = checkApiLinks(apiPages, pyObjects, findModuleNameUses(pythonBlocks, documentedModules));
problems.push(...apiLinks.problems);

const manifestReport = checkAgainstManifests(
  apiDataFiles(root).map((file) => ({page: loadApiPage(file), file: path.relative(root, file)})),
  loadManifests(root),
);
problems.push(...manifestReport.problems);

const tutorials = tutorialFolders(docsDir).map((folder) => checkTutorial(folder, pages));
for (const tutorial of tutorials) problems.push(...tutorial.problems);

const tagsFile = path.join(docsDir, 'tags.yml');
const tagDefinitions = existsSync(tagsFile) ? ((yaml.load(readFileSync(tagsFile, 'utf8')) ?? {}) as Record<string, {permalink?: string}>) : {};
const permalinks = Object.fromEntries(Object.entries(tagDefinitions).map(([key, value]) => [key, value.permalink ?? `/${key}`]));
const existing = new Set([...pages.map((page) => page.route), ...generatedRoutes(new Set(pages.flatMap((page) => page.tags)), permalinks)]);

for (const problem of problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0))) {
  console.log(`ERROR ${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`);
}

console.log(`\nChecked ${pages.length} pages and ${pythonBlocks.length} Python examples.`);
console.log('Tutorial projects reassembled from their pages:');
for (const tutorial of tutorials) {
  const files = tutorial.files.map((file) => `${file.path} (${file.lines} lines)`).join(', ');
  console.log(`  ${tutorial.folder}: ${tutorial.problems.length === 0 ? 'ok' : `${tutorial.problems.length} problem(s)`}; ${files || 'no files'}`);
}
console.log('API reference:');
for (const page of apiPages) {
  const symbols = page.sections.flatMap((section) => section.symbols);
  const members = symbols.reduce((sum, symbol) => sum + (symbol.members?.length ?? 0), 0);
  const withExamples = symbols.filter((symbol) => symbol.example).length;
  console.log(`  ${page.page.padEnd(20)} ${String(symbols.length).padStart(4)} symbols, ${String(members).padStart(4)} members, ${percent(withExamples, symbols.length)} with examples`);
}
const allSymbols = apiPages.flatMap((page) => page.sections.flatMap((section) => section.symbols));
console.log(`  ${'all'.padEnd(20)} ${String(allSymbols.length).padStart(4)} symbols, ${percent(allSymbols.filter((symbol) => symbol.example).length, allSymbols.length)} with examples`);
console.log(`  cross-links resolved: ${apiLinks.crossLinks.resolved} / ${apiLinks.crossLinks.total} (${percent(apiLinks.crossLinks.resolved, apiLinks.crossLinks.total)})`);
const pending = [...apiLinks.crossLinks.pendingModules].map(([module, count]) => `${module} (${count})`).join(', ');
if (pending) console.log(`  cross-links into libraries without reference pages yet, left unlinked: ${pending}`);
console.log(`  Python examples checked against the inventory: ${apiLinks.examples.checked} (${apiLinks.examples.names} names)`);
printManifestCoverage(manifestReport);
if (rows.length === 0) {
  console.log(`Coverage: ${routesFile} not found, skipped.`);
} else {
  console.log('Route coverage (routes.tsv):');
  const coverage = coverageBySidebar(rows, existing);
  for (const entry of coverage) {
    console.log(`  ${entry.sidebar.padEnd(12)} ${String(entry.existing).padStart(4)} / ${String(entry.total).padEnd(4)}`);
  }
  const total = coverage.reduce((sum, entry) => sum + entry.existing, 0);
  console.log(`  ${'all'.padEnd(12)} ${String(total).padStart(4)} / ${rows.length}`);
  if (process.argv.includes('--missing')) {
    for (const entry of coverage) for (const route of entry.missing) console.log(`  missing ${entry.sidebar}: ${route}`);
  }
}

if (problems.length > 0) {
  console.log(`\n${problems.length} problem(s) found.`);
  process.exit(1);
}
console.log('\nContent check passed.');
