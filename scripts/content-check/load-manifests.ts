import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {API_DATA_DIR} from '../../src/plugins/api-reference/load';
import {validateManifest, type ManifestInput} from './manifests';

export const MANIFEST_DIR = `${API_DATA_DIR}/manifests`;

/** Every source manifest under the site, validated; throws naming each invalid file. */
export function loadManifests(siteDir: string): ManifestInput[] {
  const dir = path.join(siteDir, MANIFEST_DIR);
  if (!fs.existsSync(dir)) return [];
  const errors: string[] = [];
  const manifests: ManifestInput[] = [];
  for (const name of fs
    .readdirSync(dir)
    .filter((entry) => entry.endsWith('.yaml'))
    .sort()) {
    const file = path.join(MANIFEST_DIR, name);
    try {
      const raw = yaml.load(fs.readFileSync(path.join(dir, name), 'utf8'), {filename: file});
      manifests.push({manifest: validateManifest(raw, file, name.replace(/\.yaml$/, '')), file});
    } catch (error) {
      errors.push((error as Error).message);
    }
  }
  if (errors.length) throw new Error(errors.join('\n'));
  return manifests;
}
