/**
 * What the catalog reads from disk, for the plugin, its remark step and the content check: the tag
 * definitions of docs/tags.yml and which libraries have an API reference page.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {API_DATA_DIR} from '../api-reference/load';
import {API_ROUTE} from '../api-reference/inventory';
import type {EntryContext, TagDefinition} from './entry';
import {findIcon} from './logos';

/** Tag pages are served under /tags, the docs plugin's default tags route. */
const TAGS_ROUTE = '/tags';

export function readTagDefinitions(docsDir: string): Record<string, TagDefinition> {
  const file = path.join(docsDir, 'tags.yml');
  const raw = fs.existsSync(file) ? yaml.load(fs.readFileSync(file, 'utf8')) : {};
  const definitions: Record<string, TagDefinition> = {};
  for (const [id, value] of Object.entries((raw ?? {}) as Record<string, {label?: string; permalink?: string}>)) {
    definitions[id] = {label: value?.label ?? id, permalink: `${TAGS_ROUTE}${value?.permalink ?? `/${id}`}`};
  }
  return definitions;
}

/** A library's API reference route, when `src/data/api/libraries/<package>.yaml` exists. */
export function apiReferenceLookup(siteDir: string): (packageName: string) => string | null {
  const dir = path.join(siteDir, API_DATA_DIR, 'libraries');
  return (name) => (fs.existsSync(path.join(dir, `${name}.yaml`)) ? `${API_ROUTE}/libraries/${name}` : null);
}

export function entryContext(siteDir: string, docsDir = path.join(siteDir, 'docs')): EntryContext {
  return {
    tags: readTagDefinitions(docsDir),
    findIcon,
    apiReferenceFor: apiReferenceLookup(siteDir),
  };
}
