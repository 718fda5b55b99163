import yaml from 'js-yaml';
import {parse as parseToml} from 'smol-toml';
import {countProseWords, stripCode, type ParsedPage} from './markdown';
import {MIN_WORDS, pageKind} from './routes';

export interface Problem {
  file: string;
  line?: number;
  message: string;
}

export interface PageInput {
  file: string;
  route: string;
  isIndex: boolean;
  page: ParsedPage;
  /** Whether routes.tsv lists the route in a sidebar (word minimums apply only to those pages). */
  listed: boolean;
}

const PLACEHOLDER = /\b(TODO|TBD|FIXME)\b|\blorem\b|\bcoming soon\b/i;
const PLACEHOLDER_EXEMPT_ROUTES = new Set(['/todo']);
export const PYTHON_LANGS = new Set(['python', 'py']);

export function checkFrontMatter({file, page}: PageInput): Problem[] {
  if (page.frontMatterError) return [{file, line: 1, message: `front matter does not parse: ${page.frontMatterError}`}];
  return (['title', 'description'] as const)
    .filter((key) => typeof page.frontMatter[key] !== 'string' || !(page.frontMatter[key] as string).trim())
    .map((key) => ({file, line: 1, message: `missing front matter "${key}"`}));
}

export function checkPlaceholders({file, route, page}: PageInput): Problem[] {
  if (PLACEHOLDER_EXEMPT_ROUTES.has(route)) return [];
  const problems: Problem[] = [];
  const prose = stripCode(page.body).split('\n');
  prose.forEach((text, index) => {
    const hit = PLACEHOLDER.exec(text);
    if (hit && /^(todo|tbd|fixme)$/i.test(hit[0]) && hit[0] !== hit[0].toUpperCase()) return;
    if (hit) problems.push({file, message: `placeholder text "${hit[0]}" near body line ${index + 1}`});
  });
  for (const block of page.blocks) {
    const hit = /(#|\/\/)\s*(TODO|FIXME)\b/.exec(block.code);
    if (hit) problems.push({file, line: block.line, message: `placeholder comment "${hit[0]}" in a code example`});
  }
  return problems;
}

/** Language-less fences and data blocks that do not parse. Python is checked in one batch elsewhere. */
export function checkCodeBlocks({file, page}: PageInput): Problem[] {
  const problems: Problem[] = [];
  for (const block of page.blocks) {
    if (!block.lang) {
      problems.push({file, line: block.line, message: 'code fence without a language'});
      continue;
    }
    const error = dataBlockError(block.lang, block.code);
    if (error) problems.push({file, line: block.line, message: `${block.lang} block does not parse: ${error}`});
  }
  return problems;
}

export function dataBlockError(lang: string, code: string): string | null {
  try {
    switch (lang.toLowerCase()) {
      case 'yaml':
      case 'yml':
        yaml.loadAll(code);
        return null;
      case 'json':
        JSON.parse(code);
        return null;
      case 'toml':
        parseToml(code);
        return null;
      default:
        return null;
    }
  } catch (error) {
    return (error as Error).message.split('\n')[0];
  }
}

/** `:::info Pro plan`: the title syntax of Docusaurus 2, which Docusaurus 3 prints as text. */
const OLD_ADMONITION_TITLE = /^\s*:::(note|tip|info|warning|danger|caution)[ \t]+(\S.*)$/;

export function checkAdmonitions({file, page}: PageInput): Problem[] {
  const problems: Problem[] = [];
  stripCode(page.body)
    .split('\n')
    .forEach((text, index) => {
      const hit = OLD_ADMONITION_TITLE.exec(text);
      if (hit)
        problems.push({
          file,
          message: `admonition title in the old syntax near body line ${index + 1}: write ":::${hit[1]}[${hit[2].trim()}]"`,
        });
    });
  return problems;
}

export function checkWordCount(input: PageInput): Problem[] {
  if (!input.listed) return [];
  const kind = pageKind(input.route, input.isIndex);
  const words = countProseWords(input.page.body);
  const minimum = MIN_WORDS[kind];
  return words < minimum ? [{file: input.file, message: `${words} prose words; a ${kind} page needs at least ${minimum}`}] : [];
}

export function checkPage(input: PageInput): Problem[] {
  return [
    ...checkFrontMatter(input),
    ...checkPlaceholders(input),
    ...checkAdmonitions(input),
    ...checkCodeBlocks(input),
    ...checkWordCount(input),
  ];
}
