import type {CodeBlock} from '../content-check/markdown';

export interface TutorialPage {
  file: string;
  position: number;
  isIndex: boolean;
  blocks: CodeBlock[];
}

export type Operation = 'append' | 'replace' | 'delete';

export interface FileBlock {
  path: string;
  operation: Operation;
  code: string;
  source: string;
}

/** The project file a fenced block belongs to: its `title`, with `replace` or `delete` in the meta. */
export function fileBlock(block: CodeBlock, source: string): FileBlock | null {
  const title = /(?:^|\s)title="([^"]+)"/.exec(block.meta);
  if (!title || block.lang === 'mermaid') return null;
  const rest = block.meta.replace(title[0], ' ');
  const operation: Operation = /(^|\s)delete(\s|$)/.test(rest) ? 'delete' : /(^|\s)replace(\s|$)/.test(rest) ? 'replace' : 'append';
  return {path: title[1], operation, code: block.code, source: `${source}:${block.line}`};
}

/** Reading order: the index page, then steps by sidebar position, then by file name. */
export function orderPages(pages: TutorialPage[]): TutorialPage[] {
  return [...pages].sort((a, b) => Number(b.isIndex) - Number(a.isIndex) || a.position - b.position || a.file.localeCompare(b.file));
}

/** The project a reader ends with after copying every titled block, in reading order. */
export function reassemble(pages: TutorialPage[]): Map<string, {code: string; sources: string[]}> {
  const files = new Map<string, {code: string; sources: string[]}>();
  for (const page of orderPages(pages)) {
    for (const block of page.blocks) {
      const part = fileBlock(block, page.file);
      if (!part) continue;
      if (part.operation === 'delete') {
        files.delete(part.path);
        continue;
      }
      const existing = files.get(part.path);
      if (!existing || part.operation === 'replace') {
        files.set(part.path, {code: `${part.code}\n`, sources: [part.source]});
      } else {
        existing.code += `\n${part.code}\n`;
        existing.sources.push(part.source);
      }
    }
  }
  return files;
}
