import type {ApiPage, ApiSymbol, Stage, SymbolKind} from './schema';

/** The route of the Python API pages. */
export const API_ROUTE = '/api/python-api';

export interface InventoryEntry {
  name: string;
  kind: SymbolKind;
  url: string;
  status?: Stage;
  page: string;
}

/** The anchor of a symbol: its qualified name, or for a CLI command the command line joined by hyphens. */
export function symbolAnchor(name: string, kind: SymbolKind): string {
  return kind === 'cli' ? name.replace(/ +/g, '-') : name;
}

export function memberName(parent: ApiSymbol, member: ApiSymbol): string {
  return parent.kind === 'cli' ? `${parent.name} ${member.name}` : `${parent.name}.${member.name}`;
}

/** Every documented symbol and member, in page order; throws when a name is documented twice. */
export function buildInventory(pages: ApiPage[]): InventoryEntry[] {
  const entries: InventoryEntry[] = [];
  const seen = new Map<string, string>();
  const add = (name: string, symbol: ApiSymbol, page: string) => {
    const previous = seen.get(name);
    if (previous) throw new Error(`API symbol ${name} is documented twice: on the ${previous} page and on the ${page} page`);
    seen.set(name, page);
    entries.push({
      name,
      kind: symbol.kind,
      url: `${API_ROUTE}/${page}#${symbolAnchor(name, symbol.kind)}`,
      ...(symbol.status ? {status: symbol.status.stage} : {}),
      page,
    });
  };
  for (const page of pages) {
    for (const symbol of page.sections.flatMap((section) => section.symbols)) {
      add(symbol.name, symbol, page.page);
      for (const member of symbol.members ?? []) add(memberName(symbol, member), member, page.page);
    }
  }
  return entries;
}

/**
 * Modules that have reference pages: a cross-link into one of them must resolve. A page documents its
 * own module and every module its top-level symbols live in (`dagster_aws.s3` on the dagster-aws page).
 */
export function documentedModules(pages: ApiPage[]): Set<string> {
  const modules = new Set(pages.map((page) => page.module));
  for (const page of pages) {
    for (const symbol of page.sections.flatMap((section) => section.symbols)) {
      if (symbol.kind === 'cli' || !symbol.name.includes('.')) continue;
      modules.add(symbol.name.slice(0, symbol.name.lastIndexOf('.')));
    }
  }
  return modules;
}

export interface SymbolLookup {
  urlOf(qualifiedName: string): string | undefined;
  isDocumentedModule(module: string): boolean;
  names(module: string): Set<string>;
}

export function symbolLookup(pages: ApiPage[]): SymbolLookup {
  const entries = buildInventory(pages);
  const byName = new Map(entries.map((entry) => [entry.name, entry.url]));
  const modules = documentedModules(pages);
  return {
    urlOf: (name) => byName.get(name),
    isDocumentedModule: (module) => modules.has(module),
    /** Top-level names documented for a module: what `from module import X` may import. */
    names: (module) =>
      new Set(
        entries
          .filter((entry) => entry.name.startsWith(`${module}.`) && !entry.name.slice(module.length + 1).includes('.'))
          .map((entry) => entry.name.slice(module.length + 1)),
      ),
  };
}
