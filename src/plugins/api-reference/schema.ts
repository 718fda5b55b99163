/**
 * The shape of one API reference page's data file (`src/data/api/<page>.yaml`) and its validator.
 * Validation collects every problem at once so a writer fixes a file in one pass.
 */
import {isRecord} from '../../lib/is-record';
import {STATUSES, type Status} from '../../lib/lifecycle';
import {PYOBJECT_TAG} from '../../lib/pyobject';

export const SYMBOL_KINDS = ['function', 'decorator', 'class', 'method', 'property', 'constant', 'exception', 'cli'] as const;
export type SymbolKind = (typeof SYMBOL_KINDS)[number];

export const MEMBER_KINDS = ['method', 'property', 'constant', 'cli'] as const;

export const STAGES = STATUSES;
export type Stage = Status;

export interface ApiStatus {
  stage: Stage;
  /** What to use instead (deprecated, superseded): a fully qualified name or short prose. */
  replacement?: string;
  /** The release that removes a deprecated symbol, such as `2.0`. */
  removal?: string;
  note?: string;
}

export interface ApiParam {
  name: string;
  type?: string;
  /** The default as Python source (`None`, `"default"`); absent for required parameters. */
  default?: string;
  description: string;
}

export interface ApiReturn {
  type?: string;
  description: string;
}

export interface ApiRaise {
  type: string;
  description: string;
}

export interface ApiSymbol {
  /** Fully qualified: `dagster.AssetSpec`, a member's short name (`replace_attributes`), or a CLI command (`dagster dev`). */
  name: string;
  kind: SymbolKind;
  /** The argument list in parentheses with an optional return annotation; for properties and constants, `: Type`. */
  signature?: string;
  summary: string;
  description?: string;
  status?: ApiStatus;
  params?: ApiParam[];
  returns?: ApiReturn;
  raises?: ApiRaise[];
  /** A complete, runnable Python (or shell, for CLI commands) example. */
  example?: string;
  members?: ApiSymbol[];
}

export interface ApiSection {
  title: string;
  intro?: string;
  symbols: ApiSymbol[];
}

export interface ApiPage {
  /** The route slug under `/api/python-api/`. */
  page: string;
  title: string;
  description: string;
  /** The Python module whose names the page documents (`dagster`), used for cross-links and import checks. */
  module: string;
  intro: string;
  sections: ApiSection[];
  sidebarPosition?: number;
}

type Issues = string[];

/**
 * Prose fields become MDX, where a bare brace starts an expression and a bare angle bracket a tag.
 * Returns why a text is unsafe, or null. Code spans and `<PyObject .../>` tags are allowed.
 */
export function mdxProblem(text: string): string | null {
  const prose = text.replace(/`[^`]*`/g, '').replace(PYOBJECT_TAG, '');
  if (/[{}]/.test(prose)) return 'a brace outside backticks';
  if (/<(?!\/?(br|code|em|strong)\b)/.test(prose)) return 'an angle bracket outside backticks (use a code span or <PyObject />)';
  return null;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

function checkKeys(value: Record<string, unknown>, allowed: readonly string[], where: string, issues: Issues): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) issues.push(`${where}: unknown field "${key}" (allowed: ${allowed.join(', ')})`);
  }
}

const PROSE_KEYS = new Set(['intro', 'summary', 'description']);

function requireText(value: Record<string, unknown>, key: string, where: string, issues: Issues): void {
  if (!isText(value[key])) issues.push(`${where}: "${key}" must be a non-empty string`);
  else checkProse(value[key], key, where, issues);
}

function checkProse(text: string, key: string, where: string, issues: Issues): void {
  if (!PROSE_KEYS.has(key)) return;
  const problem = mdxProblem(text);
  if (problem) issues.push(`${where}: "${key}" has ${problem}`);
}

function optionalText(value: Record<string, unknown>, key: string, where: string, issues: Issues): void {
  if (value[key] === undefined) return;
  if (!isText(value[key])) issues.push(`${where}: "${key}" must be a non-empty string when present`);
  else checkProse(value[key], key, where, issues);
}

function checkStatus(value: unknown, where: string, issues: Issues): void {
  if (!isRecord(value)) {
    issues.push(`${where}: "status" must be a mapping with a "stage"`);
    return;
  }
  checkKeys(value, ['stage', 'replacement', 'removal', 'note'], `${where} status`, issues);
  if (!STAGES.includes(value.stage as Stage)) issues.push(`${where}: status stage must be one of ${STAGES.join(', ')}`);
  for (const key of ['replacement', 'removal', 'note']) optionalText(value, key, `${where} status`, issues);
  if (value.stage === 'deprecated' && (!isText(value.replacement) || !isText(value.removal))) {
    issues.push(`${where}: a deprecated symbol needs "replacement" and "removal"`);
  }
  if (value.stage === 'superseded' && !isText(value.replacement)) issues.push(`${where}: a superseded symbol needs "replacement"`);
}

function checkList<T>(value: unknown, where: string, issues: Issues, each: (item: Record<string, unknown>, where: string) => T): void {
  if (!Array.isArray(value)) {
    issues.push(`${where} must be a list`);
    return;
  }
  value.forEach((item, index) => {
    if (!isRecord(item)) issues.push(`${where}[${index}] must be a mapping`);
    else each(item, `${where}[${index}]`);
  });
}

function checkSymbol(value: Record<string, unknown>, where: string, issues: Issues, member: boolean): void {
  const label = `${where} (${typeof value.name === 'string' ? value.name : '?'})`;
  checkKeys(
    value,
    ['name', 'kind', 'signature', 'summary', 'description', 'status', 'params', 'returns', 'raises', 'example', 'members'],
    label,
    issues,
  );
  requireText(value, 'name', label, issues);
  requireText(value, 'summary', label, issues);
  for (const key of ['signature', 'description', 'example']) optionalText(value, key, label, issues);
  const kinds: readonly string[] = member ? MEMBER_KINDS : SYMBOL_KINDS;
  if (!kinds.includes(value.kind as string)) issues.push(`${label}: "kind" must be one of ${kinds.join(', ')}`);
  if (typeof value.name === 'string') {
    if (member && value.name.includes('.')) issues.push(`${label}: a member's name is its short name, without dots`);
    if (!member && value.kind !== 'cli' && !/^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)+$/.test(value.name)) {
      issues.push(`${label}: "name" must be fully qualified, such as dagster.asset`);
    }
    if (value.kind === 'cli' && !/^[a-z][\w-]*( [a-z][\w-]*)*$/.test(value.name))
      issues.push(`${label}: a CLI command name is the command line, such as "dagster dev"`);
  }
  if (['function', 'decorator', 'method', 'class', 'exception'].includes(value.kind as string) && !isText(value.signature)) {
    issues.push(`${label}: a ${String(value.kind)} needs a "signature"`);
  }
  if (
    typeof value.signature === 'string' &&
    ['function', 'decorator', 'method', 'class', 'exception'].includes(value.kind as string) &&
    !value.signature.trim().startsWith('(')
  ) {
    issues.push(`${label}: "signature" is the argument list, starting with "("`);
  }
  if (value.status !== undefined) checkStatus(value.status, label, issues);
  if (value.params !== undefined) {
    checkList(value.params, `${label} params`, issues, (param, at) => {
      checkKeys(param, ['name', 'type', 'default', 'description'], at, issues);
      requireText(param, 'name', at, issues);
      requireText(param, 'description', at, issues);
      optionalText(param, 'type', at, issues);
      if (param.default !== undefined && typeof param.default !== 'string')
        issues.push(`${at}: "default" must be a string of Python source, such as "None"`);
    });
  }
  if (value.returns !== undefined) {
    if (!isRecord(value.returns)) issues.push(`${label}: "returns" must be a mapping`);
    else {
      checkKeys(value.returns, ['type', 'description'], `${label} returns`, issues);
      requireText(value.returns, 'description', `${label} returns`, issues);
      optionalText(value.returns, 'type', `${label} returns`, issues);
    }
  }
  if (value.raises !== undefined) {
    checkList(value.raises, `${label} raises`, issues, (raise, at) => {
      checkKeys(raise, ['type', 'description'], at, issues);
      requireText(raise, 'type', at, issues);
      requireText(raise, 'description', at, issues);
    });
  }
  if (value.members !== undefined) {
    if (member) issues.push(`${label}: members cannot have members`);
    else checkList(value.members, `${label} members`, issues, (child, at) => checkSymbol(child, at, issues, true));
  }
}

/** Validates a parsed data file and returns it typed, or throws with every problem found. */
export function validateApiPage(raw: unknown, file: string): ApiPage {
  const issues: Issues = [];
  if (!isRecord(raw)) throw new Error(`${file}: the file must be a YAML mapping`);
  checkKeys(raw, ['page', 'title', 'description', 'module', 'intro', 'sections', 'sidebarPosition'], file, issues);
  for (const key of ['page', 'title', 'description', 'module', 'intro']) requireText(raw, key, file, issues);
  if (typeof raw.page === 'string' && !/^(libraries\/)?[a-z0-9-]+$/.test(raw.page))
    issues.push(`${file}: "page" must be a lowercase slug, or libraries/<slug> for a library page`);
  if (raw.sidebarPosition !== undefined && typeof raw.sidebarPosition !== 'number')
    issues.push(`${file}: "sidebarPosition" must be a number`);
  checkList(raw.sections, `${file} sections`, issues, (section, at) => {
    checkKeys(section, ['title', 'intro', 'symbols'], at, issues);
    requireText(section, 'title', at, issues);
    optionalText(section, 'intro', at, issues);
    checkList(section.symbols, `${at} symbols`, issues, (symbol, where) => checkSymbol(symbol, where, issues, false));
  });
  if (issues.length) throw new Error(`Invalid API data in ${file}:\n- ${issues.join('\n- ')}`);
  return raw as unknown as ApiPage;
}
