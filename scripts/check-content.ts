/**
 * Content check: front matter, placeholders, code fences, parsing of Python/YAML/JSON/TOML examples,
 * minimum length per page kind, API cross-links and example imports, source manifests, tutorial
 * projects and route coverage. Exits 1 when any page has a problem. It only reads the site.
 *
 * Usage: tsx scripts/check-content.ts [--docs docs] [--routes FILE] [--missing]
 * The route inventory is FILE, else ROUTES_TSV, else ../shared/routes.tsv if present, else the repository's copy
 * (scripts/content-check/routes.tsv), which must equal the one read.
 */
import path from 'node:path';
import {ROUTES_COPY, routeInventory, runContentCheck} from './content-check';
import {printContentReport} from './content-check/report';

function arg(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  return index >= 0 && argv[index + 1] ? argv[index + 1] : undefined;
}

export function main(argv: string[] = process.argv.slice(2)): number {
  const root = path.resolve(__dirname, '..');
  const docsDir = path.resolve(root, arg(argv, '--docs') ?? 'docs');
  const routesFile = routeInventory(root, arg(argv, '--routes') ?? process.env.ROUTES_TSV);
  const result = runContentCheck({root, docsDir, routesFile, routesCopy: path.resolve(root, ROUTES_COPY)});
  printContentReport(result, {routesFile, missing: argv.includes('--missing')});
  return result.problems.length ? 1 : 0;
}

if (require.main === module) process.exitCode = main();
