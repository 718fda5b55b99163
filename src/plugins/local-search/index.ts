import {createHash} from 'node:crypto';
import {mkdirSync, writeFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {INDEX_FILE, ORIGINAL_LITE_ALIAS, PLUGIN_NAME, type LocalSearchGlobalData} from './constants';
import {REFERENCE_FILE} from './records';
import {indexFromBuild, indexFromSources, type DevDoc, type SplitIndex} from './site-index';

export interface LocalSearchOptions {
  /** On when hosted Algolia is not configured. */
  enabled: boolean;
  /** Sidebar id -> navbar label, the lvl0 of pages outside any category. */
  sidebarLabels?: Record<string, string>;
}

function algoliaBrowserLite(): string {
  const file = path.join(path.dirname(require.resolve('algoliasearch/lite')), 'browser.js');
  if (!existsSync(file)) throw new Error(`Local search: cannot find the Algolia lite browser build at ${file}`);
  return file;
}

/** Writes both files of the index; returns a version that changes whenever either does. */
function writeIndex(dir: string, index: SplitIndex): string {
  const core = JSON.stringify(index.core);
  const reference = JSON.stringify(index.reference);
  writeFileSync(path.join(dir, INDEX_FILE), core);
  writeFileSync(path.join(dir, index.core.reference?.file ?? REFERENCE_FILE), reference);
  return createHash('sha1').update(core).update(reference).digest('hex').slice(0, 12);
}

interface DocsContent {
  loadedVersions: {docs: DevDoc[]; sidebars: Record<string, never[]>}[];
}

/**
 * Local search: the same DocSearch modal and search page, answered from an index built with the site.
 * The `algoliasearch/lite` alias is set in both modes, so the bundler cache never carries one mode's
 * module graph into a build of the other; the mode is decided at run time from global data.
 */
export default function localSearchPlugin(options: LocalSearchOptions): (context: LoadContext) => Plugin {
  return (context) => createPlugin(context, options);
}

function createPlugin(context: LoadContext, options: LocalSearchOptions): Plugin {
  const isDev = process.env.NODE_ENV === 'development';
  const devDir = path.join(context.generatedFilesDir, PLUGIN_NAME, 'static');
  return {
    name: PLUGIN_NAME,

    async allContentLoaded({allContent, actions}) {
      let version = 'build';
      if (options.enabled && isDev) {
        const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
        const current = docs?.loadedVersions[0];
        const index = await indexFromSources(
          context.siteDir,
          current?.docs ?? [],
          current?.sidebars ?? {},
          context.siteConfig.url,
          options.sidebarLabels ?? {},
        );
        mkdirSync(devDir, {recursive: true});
        version = writeIndex(devDir, index);
      }
      actions.setGlobalData({enabled: options.enabled, version} satisfies LocalSearchGlobalData);
    },

    configureWebpack() {
      return {
        resolve: {
          alias: {
            'algoliasearch/lite$': path.join(__dirname, 'client', 'lite-shim.ts'),
            // Keys match the theme's own aliases so these win: the eager entry points stop pulling in the modal.
            '@docsearch/react/button': path.join(__dirname, 'client', 'docsearch', 'button.tsx'),
            '@docsearch/react/useDocSearchKeyboardEvents': path.join(__dirname, 'client', 'docsearch', 'keyboard.ts'),
            '@docsearch/react/version': path.join(__dirname, 'client', 'docsearch', 'version.ts'),
            [`${ORIGINAL_LITE_ALIAS}$`]: algoliaBrowserLite(),
          },
        },
        ...(isDev && options.enabled ? {devServer: {static: [{directory: devDir, publicPath: context.baseUrl, watch: false}]}} : {}),
      };
    },

    async postBuild({outDir, routesPaths, siteConfig}) {
      if (!options.enabled) return;
      writeIndex(outDir, await indexFromBuild(outDir, routesPaths, siteConfig.url));
    },
  };
}
