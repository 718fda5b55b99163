/**
 * `objects.inv`, the inventory Sphinx's intersphinx extension reads to link into other projects' API docs
 * (format version 2: four header lines, then zlib-compressed lines `name domain:role priority uri dispname`).
 * With it, a Sphinx project that sets `intersphinx_mapping = {"dagster": ("https://docs.dagster.io/", None)}`
 * turns :py:class:`dagster.AssetSpec` into a link to our reference entry.
 */
import {deflateSync, inflateSync} from 'node:zlib';
import type {ApiPage, ApiSymbol} from '../api-reference/schema';
import {buildInventory, documentedModules, memberName} from '../api-reference/inventory';

export interface SphinxObject {
  name: string;
  /** `domain:role`, such as `py:class` or `std:cmdoption`. */
  role: string;
  /** Sphinx's search priority: 0 important, 1 normal, 2 unimportant, -1 hidden. */
  priority: number;
  /** Relative to the site root, such as `api/python-api/assets#dagster.asset`. */
  uri: string;
  /** What a link shows; `-` means the name itself. */
  displayName: string;
}

/** The Python domain role Sphinx's autodoc would give each kind; decorators are functions to Sphinx. */
function pythonRole(kind: ApiSymbol['kind'], isMember: boolean): string {
  switch (kind) {
    case 'function':
    case 'decorator':
      return 'py:function';
    case 'class':
      return 'py:class';
    case 'exception':
      return 'py:exception';
    case 'method':
      return 'py:method';
    case 'property':
      return 'py:property';
    case 'constant':
      return isMember ? 'py:attribute' : 'py:data';
    case 'cli':
      return 'std:cmdoption';
  }
}

/** The option names of a CLI parameter: `-p, --port` gives `-p` and `--port`. */
const optionNames = (param: string): string[] =>
  param
    .split(',')
    .map((name) => name.trim())
    .filter((name) => /^-{1,2}[\w-]+$/.test(name));

/**
 * Every symbol of the API reference as a Sphinx object, plus one `py:module` per documented module. CLI
 * commands are `std:cmdoption` objects named by their command line (`dagster dev`), and so is each of their
 * options (`dagster dev --port`), all linking to the command's entry, so :option:`dagster dev` resolves.
 * `indexRoute` is where a module documented on several pages points (the Python API index).
 */
export function sphinxObjects(pages: ApiPage[], indexRoute: string): SphinxObject[] {
  const urls = new Map(buildInventory(pages).map((entry) => [entry.name, entry.url]));
  const objects: SphinxObject[] = [];
  const add = (name: string, role: string, url: string, priority = 1) => {
    const uri = url.replace(/^\//, '');
    objects.push({name, role, priority, uri: uri.endsWith(`#${name}`) ? `${uri.slice(0, -name.length)}$` : uri, displayName: '-'});
  };
  const addSymbol = (symbol: ApiSymbol, name: string, isMember: boolean) => {
    const url = urls.get(name);
    if (!url) throw new Error(`objects.inv: no reference URL for ${name}`);
    add(name, pythonRole(symbol.kind, isMember), url);
    if (symbol.kind !== 'cli') return;
    for (const param of symbol.params ?? []) {
      for (const option of optionNames(param.name)) add(`${name} ${option}`, 'std:cmdoption', url);
    }
  };
  const pagesOfModule = new Map<string, string[]>();
  for (const page of pages) {
    for (const symbol of page.sections.flatMap((section) => section.symbols)) {
      addSymbol(symbol, symbol.name, false);
      for (const member of symbol.members ?? []) addSymbol(member, memberName(symbol, member), true);
      if (symbol.kind !== 'cli') {
        const module = symbol.name.includes('.') ? symbol.name.slice(0, symbol.name.lastIndexOf('.')) : page.module;
        pagesOfModule.set(module, [...new Set([...(pagesOfModule.get(module) ?? []), page.page])]);
      }
    }
    pagesOfModule.set(page.module, [...new Set([...(pagesOfModule.get(page.module) ?? []), page.page])]);
  }
  for (const module of [...documentedModules(pages)].sort()) {
    const modulePages = pagesOfModule.get(module) ?? [];
    const route = modulePages.length === 1 ? `${indexRoute.replace(/\/$/, '')}/${modulePages[0]}` : indexRoute;
    add(module, 'py:module', route, 0);
  }
  return objects;
}

const HEADER = (project: string, version: string) =>
  [
    '# Sphinx inventory version 2',
    `# Project: ${project}`,
    `# Version: ${version}`,
    '# The remainder of this file is compressed using zlib.',
    '',
  ].join('\n');

/** The bytes of `objects.inv`. Throws on an object that the line format cannot carry. */
export function encodeInventory(project: string, version: string, objects: SphinxObject[]): Buffer {
  const lines = objects.map((object) => {
    if (!object.name.trim() || object.name !== object.name.trim() || /[\r\n]/.test(object.name)) {
      throw new Error(`objects.inv: the name "${object.name}" is empty, padded or spans lines`);
    }
    if (!/^\w+:[\w-]+$/.test(object.role)) throw new Error(`objects.inv: "${object.role}" of ${object.name} is not a domain:role`);
    if (/\s/.test(object.uri)) throw new Error(`objects.inv: the URI of ${object.name} contains whitespace: "${object.uri}"`);
    return `${object.name} ${object.role} ${object.priority} ${object.uri} ${object.displayName}\n`;
  });
  return Buffer.concat([Buffer.from(HEADER(project, version), 'utf8'), deflateSync(Buffer.from(lines.join(''), 'utf8'), {level: 9})]);
}

/** Reads an inventory back, with the line pattern Sphinx itself uses; for tests and checks. */
export function decodeInventory(bytes: Buffer): {project: string; version: string; objects: SphinxObject[]} {
  const lines: string[] = [];
  let at = 0;
  for (let index = 0; index < 4; index += 1) {
    const end = bytes.indexOf(0x0a, at);
    if (end < 0) throw new Error('objects.inv: the header is cut short');
    lines.push(bytes.subarray(at, end).toString('utf8'));
    at = end + 1;
  }
  if (lines[0] !== '# Sphinx inventory version 2') throw new Error(`objects.inv: unknown header "${lines[0]}"`);
  if (!lines[3].includes('zlib')) throw new Error('objects.inv: the body is not zlib-compressed');
  const body = inflateSync(bytes.subarray(at)).toString('utf8');
  const objects = body
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const match = /^(.+?)\s+(\S+)\s+(-?\d+)\s+?(\S*)\s+(.*)$/.exec(line);
      if (!match) throw new Error(`objects.inv: cannot read the line "${line}"`);
      return {name: match[1], role: match[2], priority: Number(match[3]), uri: match[4], displayName: match[5]};
    });
  return {project: lines[1].replace(/^# Project: /, ''), version: lines[2].replace(/^# Version: /, ''), objects};
}
