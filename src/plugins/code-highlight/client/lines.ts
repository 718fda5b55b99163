import {createContext} from 'react';

/** Lines travel as one string (a JSX attribute), joined by newlines, which line HTML never contains. */
export const LINE_SEPARATOR = '\n';

/** What CodeBlock hands to CodeBlock/Content: the block's source and its highlighted lines. */
export interface HighlightedCode {
  code: string;
  lines: string[];
}

export const HighlightedCodeContext = createContext<HighlightedCode | null>(null);

/**
 * The highlighted lines for the code CodeBlock shows. Magic comments (`// highlight-next-line`) are
 * whole lines CodeBlock removes, so the shown lines are the source lines minus some; anything else
 * means the lines do not belong to this code, and the caller falls back to highlighting in the browser.
 */
export function alignLines(highlighted: HighlightedCode, shownCode: string): string[] | null {
  const source = highlighted.code.replace(/\r?\n$/, '').split(/\r?\n/);
  const shown = shownCode.split(/\r?\n/);
  if (source.length !== highlighted.lines.length) return null;
  if (source.length === shown.length) return source.every((line, index) => line === shown[index]) ? highlighted.lines : null;
  const result: string[] = [];
  let from = 0;
  for (const line of shown) {
    while (from < source.length && source[from] !== line) from += 1;
    if (from === source.length) return null;
    result.push(highlighted.lines[from]);
    from += 1;
  }
  return result;
}

export interface LineNumberClasses {
  line: string;
  number: string;
  content: string;
}

/**
 * The inner HTML of a block's `<code>`. A block with highlighted lines or line numbers gets one
 * `token-line` per line, as CodeBlock/Line draws them (only an empty line needs CodeBlock's `<br>`, to
 * keep its height). Any other block is its token spans joined by newlines, which `<pre>` shows as the
 * same lines: one element fewer per line (an API page has 800 to 1,300 lines of code), and so less style
 * and layout work while the page loads.
 */
export function codeHtml(
  lines: readonly string[],
  lineClassNames: Record<number, string[] | undefined>,
  numbered: LineNumberClasses | null,
): string {
  const plain = !numbered && lines.every((_, index) => !lineClassNames[index]?.length);
  if (plain) return lines.join('\n');
  return lines
    .map((html, index) => {
      const classes = ['token-line', ...(lineClassNames[index] ?? []), ...(numbered ? [numbered.line] : [])].join(' ');
      const content = numbered ? `<span class="${numbered.number}"></span><span class="${numbered.content}">${html}</span>` : html;
      return `<div class="${classes}">${content}${html ? '' : '<br>'}</div>`;
    })
    .join('');
}
