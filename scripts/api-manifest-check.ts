/**
 * Compares the API data files with the source manifests: exported names, parameters, their order and
 * defaults, lifecycle status, and exports neither documented nor omitted. Prints coverage per module.
 * Usage: tsx scripts/api-manifest-check.ts [module ...]   (no module: all of them)
 */
import path from 'node:path';
import {apiDataFiles, loadApiPage} from '../src/plugins/api-reference/load';
import {loadManifests} from './content-check/load-manifests';
import {checkAgainstManifests} from './content-check/manifests';
import {printManifestCoverage} from './content-check/manifest-report';

const root = path.resolve(__dirname, '..');
const only = new Set(process.argv.slice(2));
const wanted = (module: string): boolean => only.size === 0 || only.has(module);

const pages = apiDataFiles(root).map((file) => ({page: loadApiPage(file), file: path.relative(root, file)}));
const report = checkAgainstManifests(pages, loadManifests(root));
const problems = report.problems.filter(
  (problem) => [...only].length === 0 || [...only].some((module) => problem.message.includes(`manifests/${module}.yaml`)),
);
for (const problem of problems) console.log(`ERROR ${problem.file}: ${problem.message}`);
printManifestCoverage({
  ...report,
  coverage: report.coverage.filter((entry) => wanted(entry.module)),
  unverified: new Map([...report.unverified].filter(([module]) => wanted(module))),
});
for (const module of only) {
  if (!report.coverage.some((entry) => entry.module === module))
    console.log(`No manifest found for ${module} (expected src/data/api/manifests/${module}.yaml).`);
}
if (problems.length) {
  console.log(`\n${problems.length} problem(s) found.`);
  process.exit(1);
}
console.log('\nManifest check passed.');
