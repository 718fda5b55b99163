/**
 * Route matching that compiles no regular expression for a route without parameters (all of this site's).
 * React Router matches a page against the route table with path-to-regexp, which parses each route path and
 * compiles a regular expression the first time it runs: one per route passed, in the task that evaluates
 * main.js, again when the page renders, and for every link the idle prefetcher looks up. This plugin aliases
 * path-to-regexp to a module that answers static paths with `StaticPathPattern` (./static-path.ts, no RegExp
 * built), whose matches are the regular expression's, character for character.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function staticRouteMatchPlugin(): Plugin<unknown> {
  return {
    name: 'static-route-match',
    // `$`: the bare name only, so the stand-in can still import the original's own file.
    configureWebpack: () => ({
      resolve: {alias: {'path-to-regexp$': path.join(__dirname, 'client', 'path-to-regexp.ts')}},
    }),
  };
}
