/**
 * The Markdown twin of a Python API reference page, written from its data file rather than from the
 * rendered page: the page intro, then per section every symbol with its import path, signature, status,
 * summary, parameters, return value, raised errors and example.
 */
import type {ApiPage, ApiParam, ApiSymbol} from '../api-reference/schema';
import {memberName, symbolAnchor} from '../api-reference/inventory';
import {formatSignature} from '../api-reference/render';

export interface ApiTwinContext {
  /** Makes a link target written in the data (a route such as `/guides/build/ops`) absolute. */
  resolveUrl(url: string): string;
  /** The absolute reference URL of a fully qualified symbol, when the reference documents it. */
  symbolUrl(qualifiedName: string): string | undefined;
  /** The page's own absolute URL. */
  pageUrl: string;
}

/**
 * Prose from the data as plain Markdown. The schema allows only Markdown, code, `<PyObject />` and a few
 * inline HTML tags in prose (see `mdxProblem`), so a scan that leaves code alone is enough: no full parse.
 */
export function proseToMarkdown(prose: string, context: ApiTwinContext): string {
  const text = prose.trim();
  let out = '';
  let at = 0;
  // Fenced blocks and code spans are kept verbatim; the text between them is rewritten.
  for (const match of text.matchAll(
    /^[ \t]*(?<fence>`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\k<fence>[ \t]*$|(?<ticks>`+)(?!`)[\s\S]*?(?<!`)\k<ticks>(?!`)/gm,
  )) {
    out += rewriteText(text.slice(at, match.index), context) + match[0];
    at = match.index + match[0].length;
  }
  return out + rewriteText(text.slice(at), context);
}

function rewriteText(text: string, context: ApiTwinContext): string {
  return text
    .replace(/<PyObject\b([^<>]*?)\/>/g, (_, attributes: string) => pyObject(attributes, context))
    .replace(/<br\s*\/?>/g, '\\\n')
    .replace(/<\/?code>/g, '`')
    .replace(/<\/?em>/g, '_')
    .replace(/<\/?strong>/g, '**')
    .replace(/\]\(([^()\s]+)\)/g, (_, url: string) => `](${context.resolveUrl(url)})`);
}

function pyObject(attributes: string, context: ApiTwinContext): string {
  const read = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
  const object = read('object');
  if (!object) throw new Error(`<PyObject${attributes}/> needs an "object" attribute`);
  const label = read('displayText') ?? `${/\bdecorator\b(?!=)/.test(attributes) || read('decorator') === 'true' ? '@' : ''}${object}`;
  const url = context.symbolUrl(`${read('module') ?? 'dagster'}.${object}`);
  return url ? `[\`${label}\`](${url})` : `\`${label}\``;
}

const oneLine = (text: string): string => text.trim().replace(/\s*\n\s*/g, ' ');

/** Inline code that survives backticks in the text. */
function code(text: string): string {
  const value = oneLine(text);
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return longest ? `${fence} ${value} ${fence}` : `${fence}${value}${fence}`;
}

/** A fenced block whose fence is longer than any backtick run inside it. */
function fenced(lang: string, body: string): string {
  const longest = Math.max(0, ...(body.match(/`{3,}/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${lang}\n${body.trimEnd()}\n${fence}`;
}

const KIND_LABELS: Record<ApiSymbol['kind'], string> = {
  function: 'Function',
  decorator: 'Decorator',
  class: 'Class',
  method: 'Method',
  property: 'Property',
  constant: 'Constant',
  exception: 'Exception',
  cli: 'Command',
};

function signatureBlock(symbol: ApiSymbol, qualified: string, parent?: ApiSymbol): string | null {
  if (symbol.kind === 'cli') return fenced('bash', symbol.signature ?? `${qualified} [OPTIONS]`);
  if (!symbol.signature) return null;
  const label = parent ? `${parent.name.split('.').pop()}.${symbol.name}` : qualified;
  if (symbol.kind === 'property' || symbol.kind === 'constant') {
    return fenced('python', `${label}${symbol.signature.startsWith(':') ? '' : ' '}${symbol.signature}`);
  }
  const prefix =
    symbol.kind === 'decorator' ? `@${label}` : symbol.kind === 'class' || symbol.kind === 'exception' ? `class ${label}` : label;
  return fenced('python', formatSignature(prefix, symbol.signature));
}

function statusLine(symbol: ApiSymbol, context: ApiTwinContext): string | null {
  const status = symbol.status;
  if (!status) return null;
  const label = status.stage[0].toUpperCase() + status.stage.slice(1);
  const parts = [`**Status:** [${label}](${context.resolveUrl(`/api/api-lifecycle#${status.stage}`)}).`];
  if (status.replacement) {
    const replacement = /^[A-Za-z_][\w.]*$/.test(status.replacement)
      ? code(status.replacement)
      : proseToMarkdown(status.replacement, context);
    parts.push(`Use ${replacement} instead.`);
  }
  if (status.removal) parts.push(`It will be removed in ${status.removal}.`);
  if (status.note) parts.push(oneLine(proseToMarkdown(status.note, context)));
  return parts.join(' ');
}

function paramsList(params: ApiParam[], cli: boolean, context: ApiTwinContext): string {
  const items = params.map((param) => {
    const facts = [
      param.type ? code(param.type) : '',
      param.default !== undefined ? `default ${code(param.default)}` : cli ? '' : 'required',
    ].filter(Boolean);
    return `- ${code(param.name)}${facts.length ? ` (${facts.join(', ')})` : ''}: ${oneLine(proseToMarkdown(param.description, context))}`;
  });
  return [`**${cli ? 'Options' : 'Parameters'}:**`, '', ...items].join('\n');
}

function entry(symbol: ApiSymbol, qualified: string, depth: number, context: ApiTwinContext, parent?: ApiSymbol): string[] {
  const heading = `${'#'.repeat(depth)} ${code(`${symbol.kind === 'decorator' ? '@' : ''}${qualified}`)}`;
  const anchor = `${context.pageUrl}#${symbolAnchor(qualified, symbol.kind)}`;
  const parts = [heading, `${KIND_LABELS[symbol.kind]} · [${anchor.replace(/^https?:\/\//, '')}](${anchor})`];
  const signature = signatureBlock(symbol, qualified, parent);
  if (signature) parts.push(signature);
  const status = statusLine(symbol, context);
  if (status) parts.push(status);
  parts.push(proseToMarkdown(symbol.summary, context));
  if (symbol.description) parts.push(proseToMarkdown(symbol.description, context));
  if (symbol.params?.length) parts.push(paramsList(symbol.params, symbol.kind === 'cli', context));
  if (symbol.returns) {
    const type = symbol.returns.type ? `${code(symbol.returns.type)}: ` : '';
    parts.push(`**Returns:** ${type}${oneLine(proseToMarkdown(symbol.returns.description, context))}`);
  }
  if (symbol.raises?.length) {
    const items = symbol.raises.map((raise) => `- ${code(raise.type)}: ${oneLine(proseToMarkdown(raise.description, context))}`);
    parts.push(['**Raises:**', '', ...items].join('\n'));
  }
  if (symbol.example) parts.push(['**Example:**', '', fenced(symbol.kind === 'cli' ? 'bash' : 'python', symbol.example)].join('\n'));
  return parts;
}

/** The twin's body (everything under its header) for one API data file. */
export function apiPageToMarkdown(page: ApiPage, context: ApiTwinContext): string {
  const parts = [proseToMarkdown(page.intro, context)];
  for (const section of page.sections) {
    parts.push(`## ${section.title}`);
    if (section.intro) parts.push(proseToMarkdown(section.intro, context));
    for (const symbol of section.symbols) {
      parts.push(...entry(symbol, symbol.name, 3, context));
      for (const member of symbol.members ?? []) parts.push(...entry(member, memberName(symbol, member), 4, context, symbol));
    }
  }
  return `${parts.join('\n\n')}\n`;
}
