import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parsePage} from './markdown';
import {routeForDoc} from './routes';
import type {PageInput} from './rules';

export interface CollectedPage extends Omit<PageInput, 'listed'> {
  tags: string[];
  unlisted: boolean;
}

export function listMarkdownFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listMarkdownFiles(full));
    else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) out.push(full);
  }
  return out.sort();
}

export function collectPages(docsDir: string): CollectedPage[] {
  return listMarkdownFiles(docsDir).map((full) => {
    const relative = path.relative(docsDir, full);
    const page = parsePage(readFileSync(full, 'utf8'));
    const route = routeForDoc(relative, page.frontMatter.slug);
    const tags = Array.isArray(page.frontMatter.tags) ? page.frontMatter.tags.map(String) : [];
    const isIndex = /(^|\/)index\.mdx?$/.test(relative.split(path.sep).join('/'));
    return {file: path.join('docs', relative), route, isIndex, page, tags, unlisted: page.frontMatter.unlisted === true};
  });
}
