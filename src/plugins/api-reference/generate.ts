import fs from 'node:fs';
import path from 'node:path';
import {loadApiPages} from './load';
import {API_ROUTE, buildInventory, type InventoryEntry} from './inventory';
import {GENERATED_MARKER, renderApiPage} from './render';

/** Where generated pages go: beside the hand-written API pages, ignored by git. */
export const GENERATED_DIR = `docs${API_ROUTE}`;

/**
 * Renders every data file to `docs/api/python-api/<page>.mdx` (library pages under `libraries/`), writing
 * only files whose text changed (so the dev server reloads only what was edited) and removing generated
 * pages whose data file is gone.
 */
export function generateApiPages(siteDir: string): InventoryEntry[] {
  const pages = loadApiPages(siteDir);
  const inventory = buildInventory(pages);
  const outDir = path.join(siteDir, GENERATED_DIR);
  fs.mkdirSync(outDir, {recursive: true});
  const wanted = new Set<string>();
  for (const page of pages) {
    const file = path.join(outDir, `${page.page}.mdx`);
    wanted.add(file);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    const text = renderApiPage(page);
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  }
  for (const name of fs.readdirSync(outDir, {recursive: true, encoding: 'utf8'})) {
    const file = path.join(outDir, name);
    if (name.endsWith('.mdx') && !wanted.has(file) && fs.readFileSync(file, 'utf8').includes(GENERATED_MARKER)) fs.rmSync(file);
  }
  return inventory;
}
