/**
 * The integrations catalog: reads the integration library pages the docs plugin loaded, turns their
 * front matter into catalog entries (entry.ts), writes them as the catalog's data module, and publishes
 * the simple-icons logos they use. Its theme path ships the catalog, the header the remark step puts at
 * the top of every library page (remark.ts), and the pieces both share. A page whose catalog data is
 * missing or wrong fails the build with the same message as the content check.
 */
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildCatalog} from './catalog';
import {libraryPageId, type LibraryPage} from './entry';
import {EmitFilesPlugin} from './emit';
import {entryContext} from './load';
import {logoFileName} from './logo-path';
import {findIcon, logoFile} from './logos';

/** The data module the catalog component imports, under @generated/<plugin name>/default/. */
export const CATALOG_DATA_FILE = 'catalog.json';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The integration library pages among the loaded docs (the machine-docs plugin reads them too). */
export function libraryPages(docs: LoadedContent | undefined, siteDir: string): (LibraryPage & {file: string})[] {
  const pages: (LibraryPage & {file: string})[] = [];
  for (const version of docs?.loadedVersions ?? []) {
    for (const doc of version.docs) {
      const file = path.relative(version.contentPath, path.join(siteDir, doc.source.replace(/^@site\//, '')));
      const id = libraryPageId(file.split(path.sep).join('/'));
      if (!id) continue;
      const label = typeof doc.frontMatter.sidebar_label === 'string' ? doc.frontMatter.sidebar_label : doc.title;
      pages.push({
        id,
        file: path.posix.join('docs', file),
        title: doc.title,
        label,
        description: doc.description,
        route: doc.permalink,
        frontMatter: doc.frontMatter,
      });
    }
  }
  return pages;
}

export default function integrationCatalogPlugin(context: LoadContext): Plugin<unknown> {
  let logos = new Map<string, string>();
  return {
    name: 'integration-catalog',
    getThemePath: () => path.join(__dirname, 'theme'),
    getPathsToWatch: () => [path.join(context.siteDir, 'docs', 'tags.yml')],
    async allContentLoaded({allContent, actions}) {
      const docs = allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined;
      const {data, problems} = buildCatalog(libraryPages(docs, context.siteDir), entryContext(context.siteDir));
      if (problems.length) {
        const list = problems.map(({file, message}) => `- ${file}: ${message}`).join('\n');
        throw new Error(`Integration pages lack the data the catalog needs:\n${list}`);
      }
      logos = new Map(
        data.entries.flatMap(({logo}) => {
          const icon = logo.kind === 'icon' ? findIcon(logo.slug) : undefined;
          return icon ? [[logoFileName(icon.slug), logoFile(icon)] as [string, string]] : [];
        }),
      );
      await actions.createData(CATALOG_DATA_FILE, JSON.stringify(data));
    },
    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [new EmitFilesPlugin(() => logos)]};
    },
  };
}
