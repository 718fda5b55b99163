import fs from 'node:fs';
import path from 'node:path';
import {readFrontMatter} from '../../lib/front-matter';

const isDoc = (name: string) => /\.mdx?$/.test(name);

/**
 * The descriptions of the docs a card list on `file` can show: the page itself (a sidebar's landing page
 * lists itself among its siblings), the pages beside it and the index page of each folder beside it, keyed by doc id (the path under `docsDir` without extension, or the front
 * matter `id` in its folder).
 */
export function siblingDescriptions(file: string, docsDir: string): Record<string, string> {
  const dir = path.dirname(file);
  const candidates: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && isDoc(entry.name)) candidates.push(full);
    if (entry.isDirectory()) {
      const index = fs.readdirSync(full).find((name) => /^index\.mdx?$/.test(name));
      if (index) candidates.push(path.join(full, index));
    }
  }
  const descriptions: Record<string, string> = {};
  for (const candidate of candidates.sort()) {
    const {data} = readFrontMatter(fs.readFileSync(candidate, 'utf8'));
    if (typeof data.description !== 'string') continue;
    const relative = path.relative(docsDir, candidate).split(path.sep).join('/');
    const id = typeof data.id === 'string' ? path.posix.join(path.posix.dirname(relative), data.id) : relative.replace(/\.mdx?$/, '');
    descriptions[id.replace(/^\.\//, '')] = data.description;
  }
  return descriptions;
}
