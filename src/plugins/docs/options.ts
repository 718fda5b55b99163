import path from 'node:path';
import type {Options} from '@docusaurus/plugin-content-docs';
import remarkPyObject from '../api-reference/remark-pyobject';
import {remarkCodeHighlightPlugin} from '../code-highlight';
import {remarkMermaidSvgPlugin} from '../mermaid-svg';
import remarkCaptureTree from '../machine-docs/capture';
import remarkCardDescriptions from './remark';
import remarkApplicability from '../applicability/remark';
import remarkIntegrationCatalog from '../integration-catalog/remark';
import {sidebarItemsGenerator} from '../../sidebar/items-generator';
import {docsRepository} from '../../config/site';
import {editUrlFunction} from './edit-url';

const siteDir = path.join(__dirname, '..', '..', '..');

/**
 * Options of the docs plugin, which serves every page of the site from the root. The remark plugins
 * resolve `<PyObject>` cross-links against the API data, hand each `<DocCardList />` its descriptions and
 * put the integration header on library pages and the catalog on the integrations page.
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
  // Written pages link to their Markdown file, generated API pages to their data file.
  editUrl: editUrlFunction(docsRepository),
  // The capture first, so the Markdown twins get each page's tree as written (see ../machine-docs/capture.ts);
  // then the Mermaid step, before Docusaurus's own, which would otherwise turn the blocks into runtime diagrams.
  beforeDefaultRemarkPlugins: [remarkCaptureTree, remarkMermaidSvgPlugin],
  remarkPlugins: [
    [remarkPyObject, {siteDir}],
    [remarkCardDescriptions, {docsDir: path.join(siteDir, 'docs')}],
    remarkCodeHighlightPlugin,
    [remarkApplicability, {}],
    [remarkIntegrationCatalog, {siteDir}],
  ],
} satisfies Options;
