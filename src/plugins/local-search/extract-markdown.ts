import {createSlugger} from '@docusaurus/utils';
import {readFrontMatter} from '../../lib/front-matter';
import {scanMarkdown} from '../../lib/markdown';
import {findPyObjectTags, replacePyObjectTags} from '../../lib/pyobject';
import {emptyHierarchy, type Hierarchy, type PageRecordInput, type RecordType} from './records';

/** Markdown inline syntax reduced to the text a reader sees. */
export function plainText(markdown: string): string {
  return replacePyObjectTags(markdown)
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S[^*_]*?)\1/g, '$2')
    .replace(/\{#([\w-]+)\}/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Fully qualified names of the `<PyObject>` cross-links in a piece of Markdown. */
export function pyObjects(markdown: string): string[] {
  return findPyObjectTags(markdown).map((tag) => `${tag.module}.${tag.object}`);
}

/**
 * Records from a Markdown source, for the dev server, where no HTML is rendered to disk. Mirrors the
 * HTML extraction closely enough that search behaves the same while writing.
 */
export function extractMarkdownRecords(source: string, path: string, title: string, lvl0: string): PageRecordInput[] {
  const slugger = createSlugger();
  const body = source.slice(readFrontMatter(source).block.length);
  const hierarchy: Hierarchy = {...emptyHierarchy(), lvl0, lvl1: title};
  const records: PageRecordInput[] = [{path, anchor: null, type: 'lvl1', content: null, hierarchy: {...hierarchy}}];
  let anchor: string | null = null;
  let paragraph: string[] = [];
  const flush = () => {
    const source = paragraph.join(' ');
    const text = plainText(source);
    paragraph = [];
    const symbols = pyObjects(source);
    if (text.length >= 2)
      records.push({path, anchor, type: 'content', content: text, hierarchy: {...hierarchy}, ...(symbols.length ? {symbols} : {})});
  };
  for (const segment of scanMarkdown(body)) {
    if (segment.kind === 'code') {
      flush();
      continue;
    }
    const line = segment.text;
    if (/^\s*(import|export)\s/.test(line) || /^\s*:::/.test(line)) continue;
    const heading = /^(#{2,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const depth = heading[1].length;
      const explicit = /\{#([\w-]+)\}\s*$/.exec(heading[2]);
      const text = plainText(heading[2]);
      hierarchy[`lvl${depth}` as keyof Hierarchy] = text;
      for (let deeper = depth + 1; deeper <= 6; deeper += 1) hierarchy[`lvl${deeper}` as keyof Hierarchy] = null;
      anchor = explicit ? explicit[1] : slugger.slug(text);
      records.push({path, anchor, type: `lvl${depth}` as RecordType, content: null, hierarchy: {...hierarchy}});
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    if (/^\s*([-*+]|\d+\.)\s/.test(line) || /^\s*\|/.test(line)) {
      flush();
      if (/^\s*\|[\s:|-]+\|\s*$/.test(line)) continue;
      paragraph.push(line.replace(/^\s*([-*+]|\d+\.)\s/, '').replace(/\|/g, ' '));
      flush();
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return records;
}
