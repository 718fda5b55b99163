/**
 * The llms.txt files (https://llmstxt.org): an H1 with the site name, a one-paragraph summary in a
 * blockquote, optional notes, then one H2 section per area listing its pages as
 * `- [Title](URL of the Markdown twin): description`.
 */

export interface LlmsLink {
  title: string;
  url: string;
  description?: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsFile {
  /** The H1: the site or area name. */
  name: string;
  /** One paragraph, shown as the blockquote. */
  summary: string;
  /** Paragraphs or lists between the summary and the sections (no headings). */
  notes?: string[];
  sections: LlmsSection[];
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Link text cannot hold unbalanced brackets; a backslash keeps them literal. */
const linkText = (text: string): string => oneLine(text).replace(/([[\]\\])/g, '\\$1');

export function renderLlmsTxt(file: LlmsFile): string {
  if (/\n\s*\n/.test(file.summary.trim())) throw new Error('llms.txt: the summary must be one paragraph');
  for (const note of file.notes ?? []) {
    if (/^#/m.test(note)) throw new Error(`llms.txt: notes cannot contain headings: ${note.split('\n')[0]}`);
  }
  const lines = [`# ${oneLine(file.name)}`, '', `> ${oneLine(file.summary)}`, ''];
  for (const note of file.notes ?? []) lines.push(note.trim(), '');
  for (const section of file.sections) {
    lines.push(`## ${oneLine(section.title)}`, '');
    for (const link of section.links) {
      const description = link.description ? oneLine(link.description) : '';
      lines.push(`- [${linkText(link.title)}](${link.url})${description ? `: ${description}` : ''}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

export interface FullTextPage {
  /** The whole twin, which opens with its title and URL. */
  markdown: string;
}

/**
 * Every twin in one file, in sidebar order, after a short header. Each twin opens with its own h1 and
 * URL line, so a reader (or a script splitting the file) finds where each page starts.
 */
export function renderFullText(file: Pick<LlmsFile, 'name' | 'summary' | 'notes'>, pages: FullTextPage[]): string {
  const header = [
    `# ${oneLine(file.name)}`,
    '',
    `> ${oneLine(file.summary)}`,
    ...(file.notes ?? []).flatMap((note) => ['', note.trim()]),
  ].join('\n');
  return `${[header, ...pages.map((page) => page.markdown.trim())].join('\n\n---\n\n')}\n`;
}
