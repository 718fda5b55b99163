import fs from 'node:fs';
import {apiDataFiles, loadApiPage} from './load';
import {symbolLookup, type SymbolLookup} from './inventory';
import {DEFAULT_PY_MODULE} from '../../lib/pyobject';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface Node {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  children?: Node[];
}

let cached: {key: string; lookup: SymbolLookup} | undefined;

/** The symbol lookup, rebuilt only when a data file changes, so edits show up under `docusaurus start`. */
function currentLookup(siteDir: string): SymbolLookup {
  const files = apiDataFiles(siteDir);
  const key = files.map((file) => `${file}:${fs.statSync(file).mtimeMs}`).join('|');
  if (cached?.key !== key) cached = {key, lookup: symbolLookup(files.map(loadApiPage))};
  return cached.lookup;
}

const attribute = (node: Node, name: string): string | undefined => {
  const found = node.attributes?.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
};

/**
 * Resolves every `<PyObject module object />` to its reference URL at compile time and fails the build
 * on a symbol the reference does not document. Modules without reference pages yet stay unlinked.
 */
export function resolvePyObjects(tree: Node, lookup: SymbolLookup, file: string): void {
  const visit = (node: Node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'PyObject') {
      const module = attribute(node, 'module') ?? DEFAULT_PY_MODULE;
      const object = attribute(node, 'object');
      if (!object) throw new Error(`${file}: <PyObject> needs an "object" attribute`);
      const name = `${module}.${object}`;
      const url = lookup.urlOf(name);
      if (url)
        node.attributes = [
          ...(node.attributes ?? []).filter((attr) => attr.name !== 'href'),
          {type: 'mdxJsxAttribute', name: 'href', value: url},
        ];
      else if (lookup.isDocumentedModule(module)) {
        throw new Error(
          `${file}: <PyObject> names ${name}, which the API reference does not document. Fix the name or document the symbol in src/data/api/.`,
        );
      }
    }
    node.children?.forEach(visit);
  };
  visit(tree);
}

export default function remarkPyObject(options: {siteDir: string}) {
  return (tree: Node, vfile: {path?: string}) => resolvePyObjects(tree, currentLookup(options.siteDir), vfile.path ?? 'unknown file');
}
