import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {extractRecords, isIndexable} from './extract-html';
import {extractMarkdownRecords} from './extract-markdown';
import type {PageRecordInput} from './records';

/** The HTML file Docusaurus writes for a route when `trailingSlash` is unset. */
export function htmlFileForRoute(outDir: string, route: string): string {
  // Every route, with or without a trailing slash, is written as <route>/index.html.
  return path.join(outDir, route.replace(/^\//, ''), 'index.html');
}

/** Records of a production build, read from the rendered HTML of every route. */
export async function recordsFromBuild(outDir: string, routes: string[]): Promise<PageRecordInput[]> {
  const inputs: PageRecordInput[] = [];
  for (const route of [...new Set(routes)].sort()) {
    const file = htmlFileForRoute(outDir, route);
    if (!existsSync(file)) continue;
    const html = await readFile(file, 'utf8');
    if (isIndexable(html)) inputs.push(...extractRecords(html, route));
  }
  return inputs;
}

interface SidebarNode {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarNode[];
  link?: {type: string; id?: string};
}

/** The label of the innermost sidebar category holding a doc, as the crawler's lvl0 would read it. */
export function categoryLabelFor(nodes: SidebarNode[], docId: string, parent = ''): string | null {
  for (const node of nodes) {
    if (node.type === 'doc' && node.id === docId) return parent || null;
    if (node.type === 'category') {
      if (node.link?.id === docId) return node.label ?? parent;
      const inner = categoryLabelFor(node.items ?? [], docId, node.label ?? parent);
      if (inner) return inner;
    }
  }
  return null;
}

export interface DevDoc {
  id: string;
  title: string;
  permalink: string;
  source: string;
  unlisted?: boolean;
  sidebar?: string;
}

/** Records for the dev server, from the Markdown sources, since nothing is rendered to disk. */
export async function recordsFromSources(
  siteDir: string,
  docs: DevDoc[],
  sidebars: Record<string, SidebarNode[]>,
  navbarLabels: Record<string, string>,
): Promise<PageRecordInput[]> {
  const inputs: PageRecordInput[] = [];
  for (const doc of docs) {
    if (doc.unlisted) continue;
    const file = doc.source.replace(/^@site/, siteDir);
    const source = await readFile(file, 'utf8');
    const sidebarItems = doc.sidebar ? (sidebars[doc.sidebar] ?? []) : [];
    const lvl0 = categoryLabelFor(sidebarItems, doc.id) ?? (doc.sidebar ? navbarLabels[doc.sidebar] : undefined) ?? 'Documentation';
    inputs.push(...extractMarkdownRecords(source, doc.permalink, doc.title, lvl0));
  }
  return inputs;
}
