import {readFrontMatter} from '../../src/lib/front-matter';

export interface CodeBlock {
  lang: string;
  meta: string;
  code: string;
  /** 1-based line of the opening fence in the file. */
  line: number;
}

export interface ParsedPage {
  frontMatter: Record<string, unknown>;
  frontMatterError?: string;
  body: string;
  /** Line number in the file where the body starts (1-based). */
  bodyLine: number;
  blocks: CodeBlock[];
}

export function parsePage(source: string): ParsedPage {
  const {data: frontMatter, error: frontMatterError, block} = readFrontMatter(source);
  const body = source.slice(block.length);
  const bodyLine = block ? block.split('\n').length : 1;
  return {frontMatter, ...(frontMatterError ? {frontMatterError} : {}), body, bodyLine, blocks: extractCodeBlocks(body, bodyLine)};
}

/** Fenced blocks (``` or ~~~, any indentation), with the language and the rest of the info string. */
export function extractCodeBlocks(body: string, firstLine = 1): CodeBlock[] {
  const lines = body.split('\n');
  const blocks: CodeBlock[] = [];
  let open: {fence: string; indent: string; lang: string; meta: string; start: number; code: string[]} | null = null;
  lines.forEach((text, index) => {
    if (!open) {
      const start = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(text);
      if (start) {
        open = {indent: start[1], fence: start[2], lang: start[3], meta: start[4].trim(), start: index, code: []};
      }
      return;
    }
    const close = new RegExp(`^\\s*${open.fence[0] === '`' ? '`' : '~'}{${open.fence.length},}\\s*$`);
    if (close.test(text)) {
      blocks.push({lang: open.lang, meta: open.meta, code: dedent(open.code, open.indent), line: firstLine + open.start});
      open = null;
    } else {
      open.code.push(text);
    }
  });
  return blocks;
}

function dedent(lines: string[], indent: string): string {
  if (!indent) return lines.join('\n');
  return lines.map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line)).join('\n');
}

/** Body with fenced code removed, so prose checks and word counts ignore code. */
export function stripCode(body: string): string {
  const blocks = extractCodeBlocks(body);
  if (blocks.length === 0) return body;
  const out: string[] = [];
  let inFence: string | null = null;
  for (const line of body.split('\n')) {
    const fence = /^\s*(`{3,}|~{3,})/.exec(line);
    if (inFence) {
      if (fence && fence[1][0] === inFence[0] && fence[1].length >= inFence.length && /^\s*[`~]+\s*$/.test(line)) inFence = null;
      continue;
    }
    if (fence) {
      inFence = fence[1];
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}

/** Words a reader reads: prose outside code fences, without MDX tags, imports and link targets. */
export function countProseWords(body: string): number {
  const prose = stripCode(body)
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/`[^`]*`/g, ' code ');
  return (prose.match(/[A-Za-z0-9][A-Za-z0-9'’_-]*/g) ?? []).length;
}
