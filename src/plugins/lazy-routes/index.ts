/**
 * Route components built on first use. The generated route table calls ComponentCreator for every route
 * (524 here) while main.js is evaluated. Each call flattens the route's chunk names and builds a
 * react-loadable component, inside the one long task that starts every page, though a page needs only
 * the three or four routes that match it. This plugin aliases ComponentCreator to one that returns a
 * stand-in and builds the real component when the route is first preloaded or rendered. The chunks
 * loaded, the rendered tree and the HTML are the same.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function lazyRoutesPlugin(): Plugin<unknown> {
  return {
    name: 'lazy-routes',
    // Same key as core's own alias, which the merge of plugin configs replaces.
    configureWebpack: () => ({
      resolve: {alias: {'@docusaurus/ComponentCreator': path.join(__dirname, 'client', 'ComponentCreator.ts')}},
    }),
  };
}
