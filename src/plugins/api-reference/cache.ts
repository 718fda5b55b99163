/**
 * Cross-links are resolved when a page is compiled, so a compiled page depends on every API data file,
 * not only on its own source. The bundler's persistent cache cannot see that, and would keep serving
 * pages linked against old data; declaring the data files as build dependencies evicts it instead.
 */
import {isRecord} from '../../lib/is-record';

/** The part of a webpack or Rspack configuration this touches; Rspack's experiments are untyped here. */
interface CacheConfig {
  cache?: unknown;
  experiments?: object;
}

/** Adds `files` to the build dependencies of whichever persistent cache the config uses (Rspack or webpack). */
export function addCacheBuildDependencies(config: CacheConfig, files: string[]): void {
  const rspackCache = isRecord(config.experiments) ? config.experiments.cache : undefined;
  if (isRecord(rspackCache) && rspackCache.type === 'persistent') {
    const current = Array.isArray(rspackCache.buildDependencies) ? (rspackCache.buildDependencies as string[]) : [];
    rspackCache.buildDependencies = [...current, ...files];
  }
  if (isRecord(config.cache) && config.cache.type === 'filesystem') {
    const current = isRecord(config.cache.buildDependencies) ? config.cache.buildDependencies : {};
    config.cache.buildDependencies = {...current, apiReferenceData: files};
  }
}
