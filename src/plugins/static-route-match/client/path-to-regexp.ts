// Stands in for path-to-regexp (aliased in ../index.ts): static route paths get a pattern that matches by
// comparing strings; everything else, and every other export, is path-to-regexp's own.
import original from 'path-to-regexp/index.js';
import {isStaticRoute, StaticPathPattern} from '../static-path';

type Original = typeof original;

function pathToRegexp(path: Parameters<Original>[0], keys?: unknown, options?: unknown): RegExp {
  const [list, settings] = Array.isArray(keys) ? [keys as unknown[], options] : [[], keys ?? options];
  // Typed as path-to-regexp's result: React Router, its only user here, calls nothing but `exec` on it.
  if (isStaticRoute(path, settings)) return new StaticPathPattern(path, settings ?? undefined, list) as unknown as RegExp;
  return (original as (...args: unknown[]) => RegExp)(path, keys, options);
}

export default Object.assign(pathToRegexp, {
  parse: original.parse,
  compile: original.compile,
  tokensToFunction: original.tokensToFunction,
  tokensToRegExp: original.tokensToRegExp,
}) as unknown as Original;
