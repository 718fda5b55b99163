/**
 * One row of the search scaling table, for a served build: its size, what search costs a reader on it,
 * and what it cost to build (measured by scripts/bench-search-scale.sh and passed in).
 * Usage: tsx scripts/bench/search-scale-row.ts <label> <build-dir> <port> <main.js> [build-seconds] [peak-MiB]
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipBytes, indexFiles, kb, measureSearch, percentile, slowestText} from './search-speed';

async function main(): Promise<void> {
  const [label, buildDir, port, mainFile, seconds, mib] = process.argv.slice(2);
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'search-index.json'), 'utf8')) as {paths: string[]; docs: string};
  const disk = indexFiles(buildDir);
  const speed = await measureSearch(buildDir, port);
  const first = Math.max(...speed.firstKeystroke.bytes, speed.pasted.bytes);
  const session = Math.max(...speed.sessions.map((s) => s.bytes));
  const cold = Math.max(...speed.firstKeystroke.ms, speed.pasted.ms);
  const cells = [
    label,
    String(manifest.paths.length),
    String(manifest.docs.length),
    `${kb(disk.raw)} / ${kb(disk.gzip)} (${disk.files} files)`,
    kb(disk.manifestGzip),
    kb(first),
    kb(session),
    `${cold} ms`,
    `${percentile(speed.latencies, 95).toFixed(1)} ms`,
    seconds ? `${seconds} s` : 'n/a',
    mib ? `${(Number(mib) / 1024).toFixed(1)} GiB` : 'n/a',
    kb(gzipBytes(mainFile)),
  ];
  console.log(`| ${cells.join(' | ')} |`);
  // Beside the table, not in it: which keystrokes make the p95, to read when it moves.
  console.error(`${label} slowest keystrokes: ${slowestText(speed.slowest)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
