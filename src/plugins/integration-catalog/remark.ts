/**
 * Puts the integration header (logo, support tier and category, what the library provides, install
 * command, API reference link) at the top of every library page's content, built from the page's own
 * front matter, and imports `<IntegrationCatalog />` into the page that uses it.
 *
 * These two components are imported here rather than registered in MDXComponents: MDXComponents loads
 * with every doc page, and the catalog carries every entry. A lazy registration is no way out either:
 * React streams a component that suspends during server rendering to the end of the body, hidden until a
 * script moves it, so readers without JavaScript would get no catalog.
 */
import path from 'node:path';
import {catalogEntry, headerData, libraryPageId} from './entry';
import {entryContext} from './load';

interface Node {
  type: string;
  children?: Node[];
  [key: string]: unknown;
}

export const HEADER_COMPONENT = 'IntegrationHeader';
export const CATALOG_COMPONENT = 'IntegrationCatalog';
const themeModule = (name: string) => `@theme/${name}`;

/** An MDX import node, with the ESTree the MDX compiler reads. */
function importNode(name: string, source: string): Node {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: source, raw: `'${source}'`},
          },
        ],
      },
    },
  };
}

/** Adds the header to `tree` when `docPath` (relative to docs/) is a library's landing page; throws on incomplete data. */
export function addIntegrationHeader(tree: Node, docPath: string, frontMatter: Record<string, unknown>, siteDir: string): void {
  const id = libraryPageId(docPath);
  if (!id) return;
  const title = String(frontMatter.title ?? id);
  const label = typeof frontMatter.sidebar_label === 'string' ? frontMatter.sidebar_label : title;
  const {entry, problems} = catalogEntry(
    {id, title, label, description: String(frontMatter.description ?? ''), route: '', frontMatter},
    entryContext(siteDir),
  );
  if (!entry) throw new Error(`docs/${docPath} lacks the data the integrations catalog needs:\n- ${problems.join('\n- ')}`);
  const header: Node = {
    type: 'mdxJsxFlowElement',
    name: HEADER_COMPONENT,
    attributes: [{type: 'mdxJsxAttribute', name: 'data', value: JSON.stringify(headerData(entry))}],
    children: [],
  };
  tree.children = [importNode(HEADER_COMPONENT, themeModule(HEADER_COMPONENT)), header, ...(tree.children ?? [])];
}

function usesComponent(node: Node, name: string): boolean {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name) return true;
  return (node.children ?? []).some((child) => usesComponent(child, name));
}

/** Imports the catalog component into a page that writes `<IntegrationCatalog />`. */
export function importCatalog(tree: Node): void {
  if (usesComponent(tree, CATALOG_COMPONENT)) {
    tree.children = [importNode(CATALOG_COMPONENT, themeModule(CATALOG_COMPONENT)), ...(tree.children ?? [])];
  }
}

export default function remarkIntegrationCatalog(options: {siteDir: string}) {
  const docsDir = path.join(options.siteDir, 'docs');
  return (tree: Node, vfile: {path?: string; data: {frontMatter?: Record<string, unknown>}}) => {
    if (!vfile.path) return;
    const docPath = path.relative(docsDir, path.resolve(vfile.path)).split(path.sep).join('/');
    addIntegrationHeader(tree, docPath, vfile.data.frontMatter ?? {}, options.siteDir);
    importCatalog(tree);
  };
}
