import type {ApiPage} from '../../src/plugins/api-reference/schema';
import {symbolLookup} from '../../src/plugins/api-reference/inventory';
import type {ModuleNameUse} from './python';
import type {Problem} from './rules';
import {findPyObjectTags} from '../../src/lib/pyobject';

export interface PyObjectUse {
  file: string;
  line: number;
  module: string;
  object: string;
}

/** `<PyObject>` uses in a page's Markdown source, with their line numbers. */
export function findPyObjects(file: string, source: string): PyObjectUse[] {
  return findPyObjectTags(source).map((tag) => ({
    file,
    line: source.slice(0, tag.index).split('\n').length,
    module: tag.module,
    object: tag.object,
  }));
}

export interface ApiLinkReport {
  problems: Problem[];
  crossLinks: {total: number; resolved: number; pendingModules: Map<string, number>};
  examples: {checked: number; names: number};
}

/**
 * Checks cross-links and code examples against the reference: every `<PyObject>` into a documented
 * module must resolve, and every name an example takes from a documented module must be documented.
 */
export function checkApiLinks(pages: ApiPage[], pyObjects: PyObjectUse[], nameUses: ModuleNameUse[]): ApiLinkReport {
  const lookup = symbolLookup(pages);
  const namesByModule = new Map<string, Set<string>>();
  const namesOf = (module: string): Set<string> => {
    if (!namesByModule.has(module)) namesByModule.set(module, lookup.names(module));
    return namesByModule.get(module) as Set<string>;
  };
  const problems: Problem[] = [];
  const pendingModules = new Map<string, number>();
  let resolved = 0;
  let total = 0;
  for (const use of pyObjects) {
    if (!lookup.isDocumentedModule(use.module)) {
      pendingModules.set(use.module, (pendingModules.get(use.module) ?? 0) + 1);
      continue;
    }
    total += 1;
    if (lookup.urlOf(`${use.module}.${use.object}`)) resolved += 1;
    else
      problems.push({
        file: use.file,
        line: use.line,
        message: `<PyObject> names ${use.module}.${use.object}, which the API reference does not document`,
      });
  }
  const checkedBlocks = new Set<string>();
  for (const use of nameUses) {
    if (!lookup.isDocumentedModule(use.module)) continue;
    checkedBlocks.add(use.id);
    if (use.name === '*' || use.name.startsWith('_')) continue;
    if (!namesOf(use.module).has(use.name)) {
      const file = use.id.slice(0, use.id.lastIndexOf(':'));
      const blockLine = Number(use.id.slice(use.id.lastIndexOf(':') + 1));
      problems.push({
        file,
        line: blockLine + use.line,
        message: `example uses ${use.module}.${use.name}, which the API reference does not document`,
      });
    }
  }
  return {problems, crossLinks: {total, resolved, pendingModules}, examples: {checked: checkedBlocks.size, names: nameUses.length}};
}
