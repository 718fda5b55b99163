import path from 'node:path';
import type {Options} from '@docusaurus/plugin-content-docs';
import remarkPyObject from '../plugins/api-reference/remark-pyobject';
import remarkCardDescriptions from '../plugins/card-descriptions/remark';
import {sidebarItemsGenerator} from '../sidebar/items-generator';

const siteDir = path.join(__dirname, '..', '..');

/** Options of the docs plugin, which serves every page of the site from the root. */
export const docsOptions = {
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  sidebarItemsGenerator,
  lastVersion: 'current',
  versions: {current: {label: 'Next'}},
  tags: 'tags.yml',
  onInlineTags: 'throw',
  breadcrumbs: true,
  remarkPlugins: [
    [remarkPyObject, {siteDir}],
    [remarkCardDescriptions, {docsDir: path.join(siteDir, 'docs')}],
  ],
} satisfies Options;
