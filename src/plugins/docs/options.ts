import path from 'node:path';
import type {Options} from '@docusaurus/plugin-content-docs';
import remarkPyObject from '../api-reference/remark-pyobject';
import remarkCaptureTree from '../machine-docs/capture';
import remarkCardDescriptions from './remark';
import {sidebarItemsGenerator} from '../../sidebar/items-generator';

const siteDir = path.join(__dirname, '..', '..', '..');

/**
 * Options of the docs plugin, which serves every page of the site from the root. The remark plugins
 * resolve `<PyObject>` cross-links against the API data and hand each `<DocCardList />` its descriptions.
 */
export const docsOptions = {
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  sidebarItemsGenerator,
  lastVersion: 'current',
  versions: {current: {label: 'Next'}},
  tags: 'tags.yml',
  onInlineTags: 'throw',
  breadcrumbs: true,
  // First, so the Markdown twins get each page's tree as written (see ../machine-docs/capture.ts).
  beforeDefaultRemarkPlugins: [remarkCaptureTree],
  remarkPlugins: [
    [remarkPyObject, {siteDir}],
    [remarkCardDescriptions, {docsDir: path.join(siteDir, 'docs')}],
  ],
} satisfies Options;
