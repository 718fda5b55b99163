import {readFrontMatter} from '../../src/lib/front-matter';
import {extractCodeBlocks, stripCode, type CodeBlock} from '../../src/lib/markdown';

export {extractCodeBlocks, stripCode, type CodeBlock};

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

/** Words a reader reads: prose outside code fences, without MDX tags, imports and link targets. */
export function countProseWords(body: string): number {
  const prose = stripCode(body)
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/`[^`]*`/g, ' code ');
  return (prose.match(/[A-Za-z0-9][A-Za-z0-9'’_-]*/g) ?? []).length;
}
