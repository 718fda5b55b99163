import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {GENERATED_DIR} from '../../src/plugins/api-reference/generate';
import {GENERATED_MARKER, renderApiPage} from '../../src/plugins/api-reference/render';
import type {ApiPage} from '../../src/plugins/api-reference/schema';
import {parsePage} from './markdown';
import {routeForDoc} from './routes';
import type {PageInput} from './rules';

export interface CollectedPage extends Omit<PageInput, 'listed'> {
  /** The page's Markdown source, as written or as the generator renders it. */
  source: string;
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

function collectedPage(relative: string, source: string): CollectedPage {
  const page = parsePage(source);
  const route = routeForDoc(relative, page.frontMatter.slug);
  const tags = Array.isArray(page.frontMatter.tags) ? page.frontMatter.tags.map(String) : [];
  const isIndex = /(^|\/)index\.mdx?$/.test(relative.split(path.sep).join('/'));
  return {file: path.join('docs', relative), source, route, isIndex, page, tags, unlisted: page.frontMatter.unlisted === true};
}

/**
 * The written pages under `docsDir`, and the API pages as the build will generate them from `apiPages`,
 * rendered in memory: the check reads the site and writes nothing. Generated files left on disk by an
 * earlier build are skipped, so a stale one cannot hide a problem.
 */
export function collectPages(docsDir: string, apiPages: ApiPage[] = []): CollectedPage[] {
  const written = listMarkdownFiles(docsDir)
    .map((full) => ({relative: path.relative(docsDir, full), source: readFileSync(full, 'utf8')}))
    .filter(({source}) => !source.includes(GENERATED_MARKER));
  const generatedDir = path.relative('docs', GENERATED_DIR);
  const generated = apiPages.map((page) => ({relative: path.join(generatedDir, `${page.page}.mdx`), source: renderApiPage(page)}));
  return [...written, ...generated]
    .map(({relative, source}) => collectedPage(relative, source))
    .sort((a, b) => a.file.localeCompare(b.file));
}
