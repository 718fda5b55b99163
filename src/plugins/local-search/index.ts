import {existsSync, mkdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';
import {ORIGINAL_LITE_ALIAS, PLUGIN_NAME, type LocalSearchGlobalData} from './constants';
import {recordsFromBuild, recordsFromSources} from './site-index';
import {writeIndex} from './write-index';
import {validateOptions, type LocalSearchOptions} from './options';
import {withOptionValidation} from '../../lib/plugin-module';

export type {LocalSearchOptions};

function algoliaBrowserLite(): string {
  const file = path.join(path.dirname(require.resolve('algoliasearch/lite')), 'browser.js');
  if (!existsSync(file)) throw new Error(`Local search: cannot find the Algolia lite browser build at ${file}`);
  return file;
}

/** The files of the Algolia theme's two components, matched on either path separator. */
const THEME_SEARCH_BAR = /theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/;
const THEME_SEARCH_PAGE = /theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchPage[\\/]index\.js$/;

/** A rule that resolves one import of one theme module to a stand-in under client/local-mode/. */
function themeImport(module: RegExp, request: string, standIn: string): RuleSetRule {
  return {test: module, resolve: {alias: {[request]: path.join(__dirname, 'client', 'local-mode', standIn)}}};
}

/**
 * Local search: the same DocSearch modal and search page, answered from an index built with the site.
 * The `algoliasearch/lite` alias is set in both modes, so the bundler cache never carries one mode's
 * module graph into a build of the other; the mode is decided at run time from global data.
 */
function localSearchPlugin(context: LoadContext, options: LocalSearchOptions): Plugin {
  const isDev = process.env.NODE_ENV === 'development';
  const devDir = path.join(context.generatedFilesDir, PLUGIN_NAME, 'static');
  let previous: string | undefined;
  return {
    name: PLUGIN_NAME,

    async allContentLoaded({allContent, actions}) {
      let version = 'build';
      if (options.enabled && isDev) {
        const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
        const current = docs?.loadedVersions[0];
        const inputs = await recordsFromSources(context.siteDir, current?.docs ?? [], current?.sidebars ?? {}, options.sidebarLabels);
        mkdirSync(devDir, {recursive: true});
        version = writeIndex(devDir, inputs, context.siteConfig.url, {keep: previous, answers: false});
        previous = version;
      }
      actions.setGlobalData({enabled: options.enabled, version} satisfies LocalSearchGlobalData);
    },

    configureWebpack() {
      return {
        // Local mode must not preconnect to, or credit, a host it never asks: see client/local-mode/README.md.
        module: {
          rules: [
            themeImport(THEME_SEARCH_BAR, '@docusaurus/Head', 'head.tsx'),
            themeImport(THEME_SEARCH_PAGE, '@docusaurus/Link', 'link.tsx'),
          ],
        },
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
      writeIndex(outDir, await recordsFromBuild(outDir, routesPaths), siteConfig.url);
    },
  };
}

export default withOptionValidation(localSearchPlugin, validateOptions);
