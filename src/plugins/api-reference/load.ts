import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {validateApiPage, type ApiPage} from './schema';

/** Where the API data files live, relative to the site directory. */
export const API_DATA_DIR = 'src/data/api';

export function apiDataFiles(siteDir: string): string[] {
  const dir = path.join(siteDir, API_DATA_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => path.join(dir, name));
}

export function loadApiPage(file: string): ApiPage {
  let raw: unknown;
  try {
    raw = yaml.load(fs.readFileSync(file, 'utf8'), {filename: file});
  } catch (error) {
    throw new Error(`Cannot parse API data file ${file}: ${(error as Error).message}`);
  }
  const page = validateApiPage(raw, file);
  const expected = path.basename(file, '.yaml');
  if (page.page !== expected) throw new Error(`${file}: "page" is "${page.page}" but the file name says "${expected}"`);
  return page;
}

export function loadApiPages(siteDir: string): ApiPage[] {
  return apiDataFiles(siteDir).map(loadApiPage);
}
