/**
 * medium-zoom only on pages with an image to zoom. docusaurus-plugin-image-zoom imports medium-zoom into
 * main.js, and medium-zoom injects its stylesheet when its module is evaluated: while every page starts,
 * a new stylesheet makes the browser recompute the style of the whole document. This plugin points
 * `medium-zoom` at a stand-in with the same call, which loads the library, in a chunk of its own, only
 * when an element matches the selector. The zoom plugin, its options (`themeConfig.zoom`) and its timing
 * (a second after each route renders) are unchanged.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function imageZoomOnDemandPlugin(): Plugin<unknown> {
  return {
    name: 'image-zoom-on-demand',
    configureWebpack: () => ({
      // `$`: only the bare specifier; the stand-in imports the library by its file path.
      resolve: {alias: {'medium-zoom$': path.join(__dirname, 'client', 'medium-zoom.ts')}},
    }),
  };
}
