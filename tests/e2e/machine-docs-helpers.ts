/**
 * Independent readers for the machine-readable files, written from their specifications rather than from
 * the plugin that writes them, so the tests catch a plugin that drifts from the format.
 */

export interface LlmsTxt {
  name: string;
  summary: string | null;
  sections: {title: string; links: {title: string; url: string; notes: string | null}[]}[];
}

/**
 * Parses an llms.txt as https://llmstxt.org describes it: an H1 (required), an optional blockquote, then
 * any Markdown without headings, then H2 sections whose content is a list of `[name](url)` links, each
 * optionally followed by `: notes`. Throws, naming the line, on anything else.
 */
export function parseLlmsTxt(text: string): LlmsTxt {
  const lines = text.split('\n');
  const h1 = /^# (.+)$/.exec(lines[0] ?? '');
  if (!h1) throw new Error(`llms.txt must start with an H1, got "${lines[0]}"`);
  let at = 1;
  while (lines[at] === '') at += 1;
  let summary: string | null = null;
  if (lines[at]?.startsWith('> ')) {
    const quote: string[] = [];
    while (lines[at]?.startsWith('>')) quote.push(lines[at++].replace(/^> ?/, ''));
    summary = quote.join(' ');
  }
  for (; at < lines.length && !lines[at].startsWith('## '); at += 1) {
    if (/^#/.test(lines[at])) throw new Error(`line ${at + 1}: only H2 sections may follow the summary, got "${lines[at]}"`);
  }
  const sections: LlmsTxt['sections'] = [];
  for (; at < lines.length; at += 1) {
    const line = lines[at];
    if (line === '') continue;
    const h2 = /^## (.+)$/.exec(line);
    if (h2) {
      sections.push({title: h2[1], links: []});
      continue;
    }
    const link = /^- \[((?:[^\]\\]|\\.)+)\]\((\S+)\)(?:: (.+))?$/.exec(line);
    if (!link) throw new Error(`line ${at + 1}: a section holds only "- [name](url): notes" items, got "${line}"`);
    sections[sections.length - 1].links.push({title: link[1].replace(/\\(.)/g, '$1'), url: link[2], notes: link[3] ?? null});
  }
  return {name: h1[1], summary, sections};
}

export interface MarkdownProblems {
  unclosedFence: boolean;
  jsxTags: string[];
  relativeLinks: string[];
}

/**
 * What would make a twin unreadable without the site: a code fence left open, JSX or HTML tags outside
 * code, or a link that only makes sense on the site (anything but an absolute http(s) or mailto URL).
 */
export function markdownProblems(markdown: string): MarkdownProblems {
  const problems: MarkdownProblems = {unclosedFence: false, jsxTags: [], relativeLinks: []};
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    const prose = line.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
    for (const tag of prose.match(/<\/?[A-Za-z][\w.-]*(\s[^<>]*)?\/?>/g) ?? []) {
      if (!/^<(https?|mailto):/.test(tag)) problems.jsxTags.push(tag);
    }
    for (const match of prose.matchAll(/\]\(([^)\s]*)[^)]*\)|^\s*\[[^\]]+\]:\s*(\S+)/g)) {
      const url = match[1] ?? match[2];
      if (!/^(https?:\/\/|mailto:)/.test(url)) problems.relativeLinks.push(url);
    }
  }
  problems.unclosedFence = fence !== null;
  return problems;
}

/** Where the site keeps a page's Markdown twin, as the issue states it: the page path plus `.md`, or `index.md` in a folder. */
export function twinOf(path: string): string {
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}

/** The text of a page's h1 in built HTML, entities decoded. */
export function htmlTitle(html: string): string | null {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!match) return null;
  return match[1]
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}
