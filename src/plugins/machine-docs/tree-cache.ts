import fs from 'node:fs';
import path from 'node:path';
import type {PageTree} from './capture';

/** Bump when the shape of a stored tree changes, so old caches are ignored. */
const CACHE_VERSION = 1;

interface CacheFile {
  version: number;
  trees: Record<string, PageTree>;
}

/**
 * The trees of the last build, by source path relative to the site. The bundler's persistent cache skips
 * unchanged pages in a warm build, so their trees are not captured again; this keeps them from being parsed
 * again. A missing, stale or unreadable cache is just empty.
 */
export function readTreeCache(file: string, siteDir: string): Map<string, PageTree> {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as CacheFile;
    if (data.version !== CACHE_VERSION) return new Map();
    return new Map(Object.entries(data.trees).map(([relative, entry]) => [path.join(siteDir, relative), entry]));
  } catch {
    return new Map();
  }
}

export function writeTreeCache(file: string, siteDir: string, trees: Map<string, PageTree>): void {
  const data: CacheFile = {version: CACHE_VERSION, trees: {}};
  for (const [source, entry] of trees) data.trees[path.relative(siteDir, source)] = entry;
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, JSON.stringify(data));
}
