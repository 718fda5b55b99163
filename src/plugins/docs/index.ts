/**
 * The site's docs plugin: `@docusaurus/plugin-content-docs` (the preset's own is off) with three
 * additions, in this order:
 * 1. before the docs folder is read, the Python API pages are generated from their data files
 *    (`api-reference/generate.ts`), and the data files are watched, so an edit regenerates them;
 * 2. doc descriptions stay out of the version metadata every doc page loads (strip.ts);
 * 3. its theme path ships the `DocCardList` that gets those descriptions back from the page (remark.ts).
 * It keeps the docs plugin's name and id, so everything that reads its content (sitemap, search, theme)
 * sees the same plugin. Its options are in options.ts.
 */
import path from 'node:path';
import upstreamDocsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {withOptionValidation} from '../../lib/plugin-module';
import {generateApiPages} from '../api-reference/generate';
import {API_DATA_DIR} from '../api-reference/load';
import {withoutDocDescriptions} from './strip';

async function docsPlugin(context: LoadContext, options: unknown): Promise<Plugin<unknown>> {
  const plugin = (await upstreamDocsPlugin(context, options as PluginOptions)) as Plugin<unknown>;
  const {contentLoaded, loadContent, getPathsToWatch} = plugin;
  return {
    ...plugin,
    getThemePath: () => path.join(__dirname, 'theme'),
    getPathsToWatch: () => [...(getPathsToWatch?.() ?? []), path.join(context.siteDir, API_DATA_DIR, '**/*.yaml')],
    loadContent: async () => {
      generateApiPages(context.siteDir);
      return loadContent?.();
    },
    ...(contentLoaded
      ? {
          contentLoaded: (args) =>
            contentLoaded({...args, actions: {...args.actions, addRoute: (route) => args.actions.addRoute(withoutDocDescriptions(route))}}),
        }
      : {}),
  };
}

export default withOptionValidation(docsPlugin, validateOptions);
