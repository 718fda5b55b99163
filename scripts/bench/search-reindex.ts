/**
 * Rewrites a build's sharded search index from its rendered pages, with the index writer of this checkout:
 * the pages to read are those the build's own manifest lists. Lets a slow, kept build (the scaling
 * benchmark's) be measured with the current index format without building it again.
 * Usage: tsx scripts/bench/search-reindex.ts <build-dir>
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {writeIndex} from '../../src/plugins/local-search/write-index';
import {recordsFromBuild} from '../../src/plugins/local-search/site-index';

async function main(): Promise<void> {
  const [buildDir = 'build'] = process.argv.slice(2);
  // Any earlier format will do: only the pages it lists and the site's address are read.
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'search-index.json'), 'utf8')) as {paths?: unknown; site?: unknown};
  if (!Array.isArray(manifest.paths) || !manifest.paths.every((page) => typeof page === 'string') || typeof manifest.site !== 'string')
    throw new Error(`${buildDir}/search-index.json lists no pages`);
  const started = Date.now();
  const hash = writeIndex(buildDir, await recordsFromBuild(buildDir, manifest.paths as string[]), manifest.site);
  console.error(`${buildDir}: index ${hash} written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
