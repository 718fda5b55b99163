import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generateApiPages} from './generate';
import {addCacheBuildDependencies} from './cache';
import {API_DATA_DIR, apiDataFiles} from './load';
import type {InventoryEntry} from './inventory';

/** Where the build publishes the symbol inventory, the site's counterpart of Sphinx's objects.inv. */
export const INVENTORY_PATH = 'api/inventory.json';

/**
 * Generates the Python API pages from their data files and publishes the symbol inventory. Pages are
 * generated when the plugin starts, before the docs plugin reads its folder, and again whenever a data
 * file changes under `docusaurus start`.
 */
export default function apiReferencePlugin(context: LoadContext): Plugin<unknown> {
  generateApiPages(context.siteDir);
  return {
    name: 'api-reference',
    getPathsToWatch: () => [path.join(context.siteDir, API_DATA_DIR, '**/*.yaml')],
    loadContent: async () => generateApiPages(context.siteDir),
    configureWebpack(config) {
      addCacheBuildDependencies(config, apiDataFiles(context.siteDir));
      return {};
    },
    async postBuild({outDir, content}) {
      const file = path.join(outDir, INVENTORY_PATH);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      const symbols = (content as InventoryEntry[]).map(({name, kind, url, status}) => ({name, kind, url, ...(status ? {status} : {})}));
      fs.writeFileSync(file, JSON.stringify({project: 'dagster', version: '1.10', symbols}, null, 1));
    },
  };
}
