/**
 * Source manifests (`src/data/api/manifests/<module>.yaml`): what each documented module exports in the
 * release that pairs with Dagster 1.10, read in its source. This module validates them and compares them
 * with the API data files; the format is described in the manifests folder's README.
 */
import {isRecord} from '../../src/lib/is-record';
import type {ApiPage, ApiParam, ApiSymbol} from '../../src/plugins/api-reference/schema';

export const MANIFEST_KINDS = ['class', 'function', 'decorator', 'constant', 'exception', 'type', 'module'] as const;
const STATUSES = ['beta', 'preview', 'deprecated', 'superseded'];

export interface ManifestSource {
  repo: string;
  path: string;
  commit?: string;
}

export interface ManifestMember {
  name: string;
  params?: string[];
}

export interface ManifestExport {
  name: string;
  kind: string;
  status?: string;
  params?: string[];
  config?: string[];
  members?: ManifestMember[];
  /** Why an export is not documented; absent for documented exports. */
  omitted?: string;
}

export interface Manifest {
  module: string;
  package: string;
  release: string;
  sources: ManifestSource[];
  dating?: string;
  /** Lists only the names the site documents, so undocumented exports are not looked for. */
  partial: boolean;
  exports: ManifestExport[];
}

export interface ManifestProblem {
  /** The data file or manifest the problem is in. */
  file: string;
  message: string;
}

const text = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
const stringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Validates a parsed manifest and returns it typed, or throws with every problem found. */
export function validateManifest(raw: unknown, file: string, expectedModule: string): Manifest {
  const issues: string[] = [];
  if (!isRecord(raw)) throw new Error(`${file}: a manifest must be a YAML mapping`);
  for (const key of Object.keys(raw)) {
    if (!['module', 'package', 'release', 'sources', 'dating', 'partial', 'exports'].includes(key)) issues.push(`unknown field "${key}"`);
  }
  for (const key of ['module', 'package', 'release']) if (!text(raw[key])) issues.push(`"${key}" must be a non-empty string`);
  if (raw.module !== expectedModule) issues.push(`"module" is "${String(raw.module)}" but the file name says "${expectedModule}"`);
  if (raw.dating !== undefined && !text(raw.dating)) issues.push('"dating" must be a non-empty string when present');
  if (raw.partial !== undefined && typeof raw.partial !== 'boolean') issues.push('"partial" must be true or false');
  if (!Array.isArray(raw.sources) || raw.sources.length === 0)
    issues.push('"sources" must list at least one file read, with repo and path');
  else
    raw.sources.forEach((source, index) => {
      if (!isRecord(source) || !text(source.repo) || !text(source.path)) issues.push(`sources[${index}] needs "repo" and "path"`);
      else if (source.commit !== undefined && !/^[0-9a-f]{7,40}$/.test(String(source.commit)))
        issues.push(`sources[${index}] "commit" must be a git commit hash`);
    });
  const exports: ManifestExport[] = [];
  if (!Array.isArray(raw.exports)) issues.push('"exports" must be a list');
  else {
    const seen = new Set<string>();
    raw.exports.forEach((entry, index) => {
      const at = `exports[${index}]`;
      if (!isRecord(entry) || !text(entry.name)) return issues.push(`${at} needs a "name"`);
      const label = `${at} (${entry.name})`;
      if (seen.has(entry.name)) issues.push(`${label} is listed twice`);
      seen.add(entry.name);
      for (const key of Object.keys(entry)) {
        if (!['name', 'kind', 'status', 'params', 'config', 'members', 'omitted'].includes(key))
          issues.push(`${label}: unknown field "${key}"`);
      }
      if (!MANIFEST_KINDS.includes(entry.kind as (typeof MANIFEST_KINDS)[number]))
        issues.push(`${label}: "kind" must be one of ${MANIFEST_KINDS.join(', ')}`);
      if (entry.status !== undefined && !STATUSES.includes(entry.status as string))
        issues.push(`${label}: "status" must be one of ${STATUSES.join(', ')}`);
      if (entry.omitted !== undefined && !text(entry.omitted)) issues.push(`${label}: "omitted" must give the reason`);
      for (const key of ['params', 'config'])
        if (entry[key] !== undefined && !stringList(entry[key])) issues.push(`${label}: "${key}" must be a list of strings`);
      const members: ManifestMember[] = [];
      if (entry.members !== undefined) {
        if (!Array.isArray(entry.members)) issues.push(`${label}: "members" must be a list`);
        else
          for (const member of entry.members) {
            if (typeof member === 'string') members.push({name: member});
            else if (isRecord(member) && text(member.name) && (member.params === undefined || stringList(member.params))) {
              members.push({name: member.name, ...(member.params ? {params: member.params} : {})});
            } else issues.push(`${label}: a member is a name, or a mapping with "name" and optional "params"`);
          }
      }
      exports.push({...(entry as unknown as ManifestExport), ...(entry.members !== undefined ? {members} : {})});
    });
  }
  if (issues.length) throw new Error(`Invalid source manifest ${file}:\n- ${issues.join('\n- ')}`);
  return {...(raw as unknown as Manifest), partial: raw.partial === true, exports};
}

export interface ParsedParam {
  name: string;
  default?: string;
}

/** `base_dir=None` to its name and default; the `*` and `/` markers give null. */
export function parseParam(entry: string): ParsedParam | null {
  const trimmed = entry.trim();
  if (trimmed === '*' || trimmed === '/') return null;
  const at = trimmed.indexOf('=');
  const name = (at < 0 ? trimmed : trimmed.slice(0, at)).trim().replace(/^\*{1,2}/, '');
  return at < 0 ? {name} : {name, default: trimmed.slice(at + 1).trim()};
}

/** Python source of a default, compared without spaces and with one quote style. */
export const normalizeDefault = (value: string): string => value.replace(/\s+/g, '').replace(/'/g, '"');

const IMPLICIT = new Set(['self', 'cls', 'args', 'kwargs']);
const bare = (name: string): string => name.replace(/^\*{1,2}/, '');

/** Compares a symbol's documented parameters with the signature the manifest records. */
export function compareParams(documented: ApiParam[], signature: string[] | undefined, config: string[] | undefined): string[] {
  const problems: string[] = [];
  const params = (signature ?? []).map(parseParam).filter((param): param is ParsedParam => param !== null);
  const configNames = new Set((config ?? []).map((field) => bare(field.split('=')[0].trim())));
  const positions: {name: string; index: number}[] = [];
  for (const param of documented) {
    const name = bare(param.name);
    if (IMPLICIT.has(name) && !params.some((entry) => entry.name === name)) continue;
    const index = params.findIndex((entry) => entry.name === name);
    if (index < 0) {
      if (configNames.has(name)) continue;
      const known = [...params.map((entry) => entry.name), ...configNames].join(', ') || 'none';
      problems.push(`documents parameter "${name}", which the source does not have (source: ${known})`);
      continue;
    }
    positions.push({name, index});
    const source = params[index].default;
    if (param.default !== undefined && source === undefined)
      problems.push(`gives "${name}" the default ${param.default}, but the parameter is required in the source`);
    else if (param.default === undefined && source !== undefined)
      problems.push(`documents "${name}" as required, but its default in the source is ${source}`);
    else if (param.default !== undefined && source !== undefined && normalizeDefault(param.default) !== normalizeDefault(source)) {
      problems.push(`gives "${name}" the default ${param.default}, but the source has ${source}`);
    }
  }
  const inOrder = positions.every((entry, i) => i === 0 || positions[i - 1].index < entry.index);
  if (!inOrder) {
    const sourceOrder = [...positions].sort((a, b) => a.index - b.index).map((entry) => entry.name);
    problems.push(
      `lists parameters as ${positions.map((entry) => entry.name).join(', ')}, but the source order is ${sourceOrder.join(', ')}`,
    );
  }
  return problems;
}

/** The module a documented name lives in: everything before its last dot. */
export const moduleOf = (qualifiedName: string): string => qualifiedName.slice(0, qualifiedName.lastIndexOf('.'));

interface Documented {
  symbol: ApiSymbol;
  file: string;
}

export interface ModuleCoverage {
  module: string;
  package: string;
  exports: number;
  documented: number;
  omitted: number;
  unaccounted: string[];
  partial: boolean;
}

export interface ManifestReport {
  problems: ManifestProblem[];
  coverage: ModuleCoverage[];
  /** Documented modules without a manifest, with how many symbols they document. */
  unverified: Map<string, number>;
}

export interface ManifestInput {
  manifest: Manifest;
  file: string;
}

export interface PageInput {
  page: ApiPage;
  file: string;
}

/** Compares every documented Python symbol with its module's manifest. */
export function checkAgainstManifests(pages: PageInput[], manifests: ManifestInput[]): ManifestReport {
  const byModule = new Map(manifests.map((entry) => [entry.manifest.module, entry]));
  const documentedByModule = new Map<string, Map<string, Documented>>();
  const problems: ManifestProblem[] = [];
  const unverified = new Map<string, number>();

  for (const {page, file} of pages) {
    for (const symbol of page.sections.flatMap((section) => section.symbols)) {
      if (symbol.kind === 'cli') continue;
      const module = moduleOf(symbol.name);
      const entry = byModule.get(module);
      if (!entry) {
        if (!unverified.has(module))
          problems.push({
            file,
            message: `${symbol.name}: its module ${module} has no source manifest (add src/data/api/manifests/${module}.yaml, read from the source)`,
          });
        unverified.set(module, (unverified.get(module) ?? 0) + 1);
        continue;
      }
      const names = documentedByModule.get(module) ?? new Map<string, Documented>();
      names.set(symbol.name.slice(module.length + 1), {symbol, file});
      documentedByModule.set(module, names);
    }
  }

  const coverage: ModuleCoverage[] = [];
  for (const {manifest, file: manifestFile} of manifests) {
    const documented = documentedByModule.get(manifest.module) ?? new Map<string, Documented>();
    const exports = new Map(manifest.exports.map((entry) => [entry.name, entry]));
    const report = (file: string, symbol: string, message: string) =>
      problems.push({file, message: `${symbol} ${message} (manifest ${manifestFile})`});
    for (const [name, {symbol, file}] of documented) {
      const entry = exports.get(name);
      if (!entry) {
        report(file, symbol.name, `is documented, but ${manifest.module} does not export "${name}"`);
        continue;
      }
      if (entry.omitted) report(file, symbol.name, `is documented, but the manifest marks it omitted ("${entry.omitted}")`);
      if ((entry.status ?? null) !== (symbol.status?.stage ?? null)) {
        report(file, symbol.name, `has status ${symbol.status?.stage ?? 'none'}, but the source marks it ${entry.status ?? 'with none'}`);
      }
      if (entry.params || entry.config) {
        for (const message of compareParams(symbol.params ?? [], entry.params, entry.config)) report(file, symbol.name, message);
      }
      if (entry.members) {
        const members = new Map(entry.members.map((member) => [member.name, member]));
        for (const member of symbol.members ?? []) {
          const known = members.get(member.name);
          if (!known)
            report(file, `${symbol.name}.${member.name}`, `is documented, but the source's ${name} has no public member "${member.name}"`);
          else if (known.params)
            for (const message of compareParams(member.params ?? [], known.params, undefined))
              report(file, `${symbol.name}.${member.name}`, message);
        }
      }
    }
    const unaccounted = manifest.partial
      ? []
      : manifest.exports.filter((entry) => !entry.omitted && !documented.has(entry.name)).map((entry) => entry.name);
    for (const name of unaccounted) {
      problems.push({
        file: manifestFile,
        message: `${manifest.module}.${name} is exported but neither documented nor marked omitted with a reason`,
      });
    }
    coverage.push({
      module: manifest.module,
      package: manifest.package,
      exports: manifest.exports.length,
      documented: manifest.exports.filter((entry) => !entry.omitted && documented.has(entry.name)).length,
      omitted: manifest.exports.filter((entry) => entry.omitted).length,
      unaccounted,
      partial: manifest.partial,
    });
  }
  return {problems, coverage, unverified};
}
