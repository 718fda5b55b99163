/**
 * The one Markdown scanner: splits a page body into prose lines and fenced code blocks. The content
 * check, the tutorial check and the dev-server search index all read pages through it, so they agree on
 * what is code.
 */

export interface CodeBlock {
  lang: string;
  meta: string;
  code: string;
  /** 1-based line of the opening fence in the file. */
  line: number;
}

export type Segment = {kind: 'text'; text: string; line: number} | {kind: 'code'; block: CodeBlock};

const OPENING = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

function dedent(lines: string[], indent: string): string {
  if (!indent) return lines.join('\n');
  return lines.map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line)).join('\n');
}

/**
 * Prose lines and code blocks in document order. A fence (``` or ~~~, any indentation) closes on a line of
 * the same character, at least as long; an unclosed fence runs to the end of the body.
 */
export function scanMarkdown(body: string, firstLine = 1): Segment[] {
  const segments: Segment[] = [];
  let open: {fence: string; indent: string; lang: string; meta: string; start: number; code: string[]} | null = null;
  body.split('\n').forEach((text, index) => {
    if (!open) {
      const start = OPENING.exec(text);
      if (start) open = {indent: start[1], fence: start[2], lang: start[3], meta: start[4].trim(), start: index, code: []};
      else segments.push({kind: 'text', text, line: firstLine + index});
      return;
    }
    const close = new RegExp(`^\\s*${open.fence[0] === '`' ? '`' : '~'}{${open.fence.length},}\\s*$`);
    if (close.test(text)) {
      segments.push({
        kind: 'code',
        block: {lang: open.lang, meta: open.meta, code: dedent(open.code, open.indent), line: firstLine + open.start},
      });
      open = null;
    } else {
      open.code.push(text);
    }
  });
  return segments;
}

/** Fenced blocks with their language and the rest of the info string. */
export function extractCodeBlocks(body: string, firstLine = 1): CodeBlock[] {
  return scanMarkdown(body, firstLine).flatMap((segment) => (segment.kind === 'code' ? [segment.block] : []));
}

/** The body without fenced code, so prose checks and word counts ignore code. */
export function stripCode(body: string): string {
  return scanMarkdown(body)
    .flatMap((segment) => (segment.kind === 'text' ? [segment.text] : []))
    .join('\n');
}
