import type {ContentCheckResult} from '.';
import {printManifestCoverage} from './manifest-report';

const percent = (part: number, whole: number): string => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`);

/** Prints the problems, then the figures: tutorials, API reference, manifests and route coverage. */
export function printContentReport(
  result: ContentCheckResult,
  {routesFile, missing}: {routesFile: string; missing: boolean},
  log: (line: string) => void = console.log,
): void {
  for (const problem of result.problems) log(`ERROR ${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`);
  log(`\nChecked ${result.pageCount} pages and ${result.pythonExamples} Python examples.`);
  log('Tutorial projects reassembled from their pages:');
  for (const tutorial of result.tutorials) {
    const files = tutorial.files.map((file) => `${file.path} (${file.lines} lines)`).join(', ');
    log(
      `  ${tutorial.folder}: ${tutorial.problems.length === 0 ? 'ok' : `${tutorial.problems.length} problem(s)`}; ${files || 'no files'}`,
    );
  }
  log('API reference:');
  for (const page of result.apiPages) {
    const symbols = page.sections.flatMap((section) => section.symbols);
    const members = symbols.reduce((sum, symbol) => sum + (symbol.members?.length ?? 0), 0);
    const withExamples = symbols.filter((symbol) => symbol.example).length;
    log(
      `  ${page.page.padEnd(20)} ${String(symbols.length).padStart(4)} symbols, ${String(members).padStart(4)} members, ${percent(withExamples, symbols.length)} with examples`,
    );
  }
  const allSymbols = result.apiPages.flatMap((page) => page.sections.flatMap((section) => section.symbols));
  log(
    `  ${'all'.padEnd(20)} ${String(allSymbols.length).padStart(4)} symbols, ${percent(allSymbols.filter((symbol) => symbol.example).length, allSymbols.length)} with examples`,
  );
  const {crossLinks, examples} = result.apiLinks;
  log(`  cross-links resolved: ${crossLinks.resolved} / ${crossLinks.total} (${percent(crossLinks.resolved, crossLinks.total)})`);
  const pending = [...crossLinks.pendingModules].map(([module, count]) => `${module} (${count})`).join(', ');
  if (pending) log(`  cross-links into libraries without reference pages yet, left unlinked: ${pending}`);
  log(`  Python examples checked against the inventory: ${examples.checked} (${examples.names} names)`);
  printManifestCoverage(result.manifests, log);
  if (!result.coverage) {
    log(`Coverage: no route inventory at ${routesFile}.`);
  } else {
    log('Route coverage (routes.tsv):');
    for (const entry of result.coverage)
      log(`  ${entry.sidebar.padEnd(12)} ${String(entry.existing).padStart(4)} / ${String(entry.total).padEnd(4)}`);
    const existing = result.coverage.reduce((sum, entry) => sum + entry.existing, 0);
    const total = result.coverage.reduce((sum, entry) => sum + entry.total, 0);
    log(`  ${'all'.padEnd(12)} ${String(existing).padStart(4)} / ${total}`);
    if (missing) for (const entry of result.coverage) for (const route of entry.missing) log(`  missing ${entry.sidebar}: ${route}`);
  }
  log(result.problems.length ? `\n${result.problems.length} problem(s) found.` : '\nContent check passed.');
}
