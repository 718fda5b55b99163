import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {validateApiPage, type ApiPage} from './schema';

/** Where the API data files live, relative to the site directory. */
export const API_DATA_DIR = 'src/data/api';

/** Every data file, core pages first, then the library pages in `libraries/`. */
export function apiDataFiles(siteDir: string): string[] {
  const dir = path.join(siteDir, API_DATA_DIR);
  if (!fs.existsSync(dir)) return [];
  return (
    fs
      .readdirSync(dir, {recursive: true, encoding: 'utf8'})
      // Page data only: the top level and libraries/, not the source manifests beside them.
      .filter((name) => name.endsWith('.yaml') && /^(libraries[\\/])?[^\\/]+$/.test(name))
      .sort((a, b) => a.split(path.sep).length - b.split(path.sep).length || a.localeCompare(b))
      .map((name) => path.join(dir, name))
  );
}

/** The page slug a data file must declare: its path under the data folder, without `.yaml`. */
export function expectedPageSlug(file: string): string {
  const resolved = path.resolve(file);
  const dataDir = `${path.sep}${path.join(...API_DATA_DIR.split('/'))}${path.sep}`;
  const at = resolved.lastIndexOf(dataDir);
  const relative = at >= 0 ? resolved.slice(at + dataDir.length) : path.basename(resolved);
  return relative
    .split(path.sep)
    .join('/')
    .replace(/\.yaml$/, '');
}

export function loadApiPage(file: string): ApiPage {
  let raw: unknown;
  try {
    raw = yaml.load(fs.readFileSync(file, 'utf8'), {filename: file});
  } catch (error) {
    throw new Error(`Cannot parse API data file ${file}: ${(error as Error).message}`);
  }
  const page = validateApiPage(raw, file);
  const expected = expectedPageSlug(file);
  if (page.page !== expected) throw new Error(`${file}: "page" is "${page.page}" but the file name says "${expected}"`);
  return page;
}

export function loadApiPages(siteDir: string): ApiPage[] {
  return apiDataFiles(siteDir).map(loadApiPage);
}
