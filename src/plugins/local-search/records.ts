/** DocSearch record types and the compact file format the browser downloads. */
import {isReferencePath, isSymbolHeading, symbolNames} from './symbols';

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type RecordType = Exclude<Level, 'lvl0'> | 'content';
export const RECORD_TYPES: readonly RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

export type Hierarchy = Record<Level, string | null>;

/** A record in the shape the DocSearch crawler produces, so the same data could feed a hosted index. */
export interface SearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  content: string | null;
  hierarchy: Hierarchy;
  /** API symbols the text cross-links (from `<PyObject>`), so a symbol query finds where it is introduced. */
  symbols: string | null;
  language: string;
  docusaurus_tag: string;
  weight: {pageRank: number; level: number; position: number};
}

/** What extraction yields per page before site-wide fields are added. */
export interface PageRecordInput {
  path: string;
  anchor: string | null;
  type: RecordType;
  content: string | null;
  hierarchy: Hierarchy;
  symbols?: string[];
}

export interface CompactIndex {
  version: 1;
  site: string;
  language: string;
  tag: string;
  paths: string[];
  hierarchies: (string | null)[][];
  /** [path index, hierarchy index, type index, anchor, content, symbols (space-separated) or null] */
  records: [number, number, number, string | null, string | null, (string | null)?][];
}

export const LEVEL_WEIGHT: Record<RecordType, number> = {lvl1: 90, lvl2: 80, lvl3: 70, lvl4: 60, lvl5: 50, lvl6: 40, content: 0};

export function emptyHierarchy(): Hierarchy {
  return {lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}

export function pack(inputs: readonly PageRecordInput[], site: string, language = 'en', tag = 'default'): CompactIndex {
  const paths: string[] = [];
  const pathIndex = new Map<string, number>();
  const hierarchies: (string | null)[][] = [];
  const hierarchyIndex = new Map<string, number>();
  const records: CompactIndex['records'] = [];
  for (const input of inputs) {
    if (!pathIndex.has(input.path)) {
      pathIndex.set(input.path, paths.length);
      paths.push(input.path);
    }
    const levels = LEVELS.map((level) => input.hierarchy[level]);
    const key = JSON.stringify(levels);
    if (!hierarchyIndex.has(key)) {
      hierarchyIndex.set(key, hierarchies.length);
      hierarchies.push(levels);
    }
    const symbols = input.symbols?.length ? input.symbols.join(' ') : null;
    const record: CompactIndex['records'][number] = [
      pathIndex.get(input.path)!,
      hierarchyIndex.get(key)!,
      RECORD_TYPES.indexOf(input.type),
      input.anchor,
      input.content,
    ];
    if (symbols) record.push(symbols);
    records.push(record);
  }
  return {version: 1, site: site.replace(/\/$/, ''), language, tag, paths, hierarchies, records};
}

/**
 * The index in two parts: the guides and everything else, and the generated API reference, which is
 * nearly half the records and only searched by queries that want it; with the lower-case names of the
 * symbols the reference documents ("asset", "dagster.asset"), since a query naming one wants it.
 */
export function packSplit(
  inputs: readonly PageRecordInput[],
  site: string,
  language = 'en',
  tag = 'default',
): {core: CompactIndex; reference: CompactIndex; symbols: string[]} {
  const referenceInputs = inputs.filter((input) => isReferencePath(input.path));
  const symbols = new Set<string>();
  for (const input of referenceInputs) {
    if (input.type === 'content' || !isSymbolHeading(input.path, input.anchor)) continue;
    for (const name of symbolNames(input.hierarchy[input.type] ?? '')) symbols.add(name);
  }
  const core = pack(
    inputs.filter((input) => !isReferencePath(input.path)),
    site,
    language,
    tag,
  );
  return {core, reference: pack(referenceInputs, site, language, tag), symbols: [...symbols].sort()};
}

/**
 * Expands the compact file; throws a descriptive error on anything that is not a valid index. Records of a
 * second part are numbered after the first (`offset`), so object IDs stay unique.
 */
export function unpack(data: unknown, offset = 0): SearchRecord[] {
  const index = data as CompactIndex;
  if (!index || index.version !== 1 || !Array.isArray(index.records) || !Array.isArray(index.paths) || !Array.isArray(index.hierarchies)) {
    throw new Error('Search index has an unknown format');
  }
  return index.records.map(([pathIdx, hierarchyIdx, typeIdx, anchor, content, symbols], position) => {
    const path = index.paths[pathIdx];
    const levels = index.hierarchies[hierarchyIdx];
    const type = RECORD_TYPES[typeIdx];
    if (typeof path !== 'string' || !Array.isArray(levels) || !type) throw new Error(`Search index record ${position} is malformed`);
    return displayRecord({
      doc: offset + position,
      url: `${index.site}${path}`,
      anchor,
      type,
      content,
      levels,
      symbols: symbols ?? null,
      language: index.language,
      tag: index.tag,
    });
  });
}

/** A search record from the fields a compact file keeps: the hierarchy as a list of levels, the page's URL apart from the anchor. */
export function displayRecord(fields: {
  doc: number;
  url: string;
  anchor: string | null;
  type: RecordType;
  content: string | null;
  levels: readonly (string | null)[];
  symbols: string | null;
  language: string;
  tag: string;
}): SearchRecord {
  const {doc, url, anchor, type} = fields;
  return {
    objectID: String(doc),
    url: anchor ? `${url}#${anchor}` : url,
    url_without_anchor: url,
    anchor,
    type,
    content: fields.content,
    hierarchy: Object.fromEntries(LEVELS.map((level, i) => [level, fields.levels[i] ?? null])) as Hierarchy,
    symbols: fields.symbols,
    language: fields.language,
    docusaurus_tag: fields.tag,
    weight: {pageRank: 0, level: LEVEL_WEIGHT[type], position: doc},
  };
}
