import type {ManifestReport} from './manifests';

/** Prints documented / omitted / unaccounted exports per module, then the modules without a manifest. */
export function printManifestCoverage(
  report: Pick<ManifestReport, 'coverage' | 'unverified'>,
  log: (line: string) => void = console.log,
): void {
  log('Source manifests (documented / exports, omitted with a reason):');
  for (const entry of [...report.coverage].sort((a, b) => a.module.localeCompare(b.module))) {
    const scope = entry.partial ? ' (partial: documented names only)' : '';
    const open = entry.unaccounted.length ? `, ${entry.unaccounted.length} unaccounted` : '';
    log(
      `  ${entry.module.padEnd(44)} ${String(entry.documented).padStart(4)} / ${String(entry.exports).padEnd(4)} ${String(entry.omitted).padStart(4)} omitted${open}${scope}`,
    );
  }
  if (report.unverified.size) {
    const list = [...report.unverified].sort(([a], [b]) => a.localeCompare(b)).map(([module, count]) => `${module} (${count})`);
    log(`  documented modules without a source manifest: ${list.join(', ')}`);
  }
}
