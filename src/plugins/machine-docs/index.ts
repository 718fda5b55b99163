/**
 * Docs that machines can read: a Markdown twin beside every page, `/llms.txt` (and one per area),
 * `/llms-full.txt` and the Sphinx inventory `/objects.inv`, written after a production build and served
 * on request by the dev server. The copy-page menu ships from this plugin's theme path. See README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import logger from '@docusaurus/logger';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {devMiddleware, devServerConfig, type DevRequest, type DevResponse} from '../../lib/dev-middleware';
import {withOptionValidation} from '../../lib/plugin-module';
import {apiDataFiles, loadApiPages} from '../api-reference/load';
import type {ApiPage} from '../api-reference/schema';
import {FRONT_MATTER_KEY, parseApplicability} from '../applicability/client/model';
import {buildCatalog} from '../integration-catalog/catalog';
import type {CatalogEntry} from '../integration-catalog/entry';
import {libraryPages} from '../integration-catalog';
import {entryContext} from '../integration-catalog/load';
import {captureTimeMs, setCapture} from './capture';
import {validateOptions, type MachineDocsOptions} from './options';
import {FULL_TEXT_FILE, INVENTORY_FILE, LLMS_FILE, MachineDocs, type SiteSnapshot} from './outputs';
import type {SidebarNode, SiteDoc} from './site-pages';
import {readTreeCache, writeTreeCache} from './tree-cache';
import {TreeSource} from './tree-source';
import {twinPath} from './twin-path';

export const PLUGIN_NAME = 'machine-docs';

type LoadedDocs = LoadedContent['loadedVersions'][number];

function siteDocs(siteDir: string, version: LoadedDocs): SiteDoc[] {
  return version.docs.map((doc) => {
    // The applicability plugin's remark step has already stopped the build on a malformed value.
    const appliesTo = parseApplicability(doc.frontMatter[FRONT_MATTER_KEY]);
    return {
      id: doc.id,
      title: doc.title,
      description: doc.description,
      permalink: doc.permalink,
      sourceFile: path.resolve(doc.source.replace(/^@site/, siteDir)),
      // Docusaurus lists unlisted docs in the dev server; the files list what production lists.
      unlisted: doc.unlisted || doc.frontMatter.unlisted === true,
      sidebar: doc.sidebar,
      sidebarLabel: typeof doc.frontMatter.sidebar_label === 'string' ? doc.frontMatter.sidebar_label : undefined,
      ...(appliesTo.ok ? {appliesTo: appliesTo.value} : {}),
    };
  });
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const cpuMs = ({user, system}: NodeJS.CpuUsage) => (user + system) / 1000;

function machineDocsPlugin(context: LoadContext, options: MachineDocsOptions): Plugin<unknown> {
  // The capture (first in the docs plugin's remark steps) keeps page trees only while this plugin is on.
  setCapture(options.enabled);
  if (!options.enabled) return {name: PLUGIN_NAME};
  const isDev = process.env.NODE_ENV === 'development';
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  const docsDir = path.join(context.siteDir, 'docs');
  const cacheFile = path.join(context.siteDir, 'node_modules', '.cache', PLUGIN_NAME, 'trees.json');
  let docs: SiteDoc[] = [];
  let sidebars: Record<string, SidebarNode[]> = {};
  let libraries: CatalogEntry[] = [];
  const {mdx1Compat} = context.siteConfig.markdown;
  let apiCache: {key: string; pages: ApiPage[]} | undefined;

  /** The API data, read again only when a data file changes (the dev server reuses it between requests). */
  const apiPages = (): ApiPage[] => {
    const files = apiDataFiles(context.siteDir);
    const key = files.map((file) => `${file}:${fs.statSync(file).mtimeMs}`).join('|');
    if (apiCache?.key !== key) apiCache = {key, pages: loadApiPages(context.siteDir)};
    return apiCache.pages;
  };
  const snapshot = (): SiteSnapshot => ({siteUrl, docsDir, docs, sidebars, apiPages: apiPages(), libraries});
  const warn = (message: string) => logger.warn(`[${PLUGIN_NAME}] ${message}`);

  /** Answers the dev server's requests for twins and the llms and inventory files, computed on request. */
  function devResponse(pathname: string, trees: TreeSource): {type: string; body: string | Buffer} | null {
    const machine = new MachineDocs(snapshot(), options, (doc) => trees.treeOf(doc.sourceFile), warn);
    const markdown = 'text/markdown; charset=utf-8';
    if (pathname === `/${LLMS_FILE}`) return {type: markdown, body: machine.llmsTxt()};
    if (pathname === `/${FULL_TEXT_FILE}`) return {type: markdown, body: machine.fullText()};
    if (pathname === `/${INVENTORY_FILE}`) return {type: 'application/octet-stream', body: machine.inventory()};
    const section = machine.sectionFiles().get(pathname.slice(1));
    if (section) return {type: markdown, body: section};
    const doc = docs.find((candidate) => twinPath(candidate.permalink) === pathname);
    return doc ? {type: markdown, body: machine.twin(doc)} : null;
  }

  return {
    name: PLUGIN_NAME,

    getThemePath: () => path.join(__dirname, 'theme'),

    async allContentLoaded({allContent}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = content?.loadedVersions[0];
      if (!version) throw new Error(`[${PLUGIN_NAME}] needs the docs plugin's content, and found none`);
      docs = siteDocs(context.siteDir, version);
      sidebars = version.sidebars as unknown as Record<string, SidebarNode[]>;
      // The catalog plugin stops the build on a library page with bad data; here its entries only feed the twins.
      libraries = buildCatalog(libraryPages(content, context.siteDir), entryContext(context.siteDir)).data.entries;
    },

    configureWebpack(_config, isServer) {
      if (!isDev || isServer) return undefined;
      const serveTwin = (pathname: string, response: DevResponse, request: DevRequest) => {
        if ((request.method !== 'GET' && request.method !== 'HEAD') || !/\.(md|txt|inv)$/.test(pathname)) return false;
        const result = devResponse(pathname, new TreeSource(new Map(), mdx1Compat));
        if (!result) return false;
        response.setHeader('Content-Type', result.type);
        response.end(result.body);
        return true;
      };
      return devServerConfig(devMiddleware(PLUGIN_NAME, serveTwin, (error) => warn(error.message)));
    },

    async postBuild({outDir}) {
      const started = performance.now();
      const startedCpu = process.cpuUsage();
      const trees = new TreeSource(readTreeCache(cacheFile, context.siteDir), mdx1Compat);
      const machine = new MachineDocs(snapshot(), options, (doc) => trees.treeOf(doc.sourceFile), warn);
      const twins = new Map<SiteDoc, string>();
      for (const doc of docs) {
        const markdown = machine.twin(doc);
        twins.set(doc, markdown);
        const file = path.join(outDir, twinPath(doc.permalink));
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, markdown);
      }
      const write = (relative: string, body: string | Buffer) => {
        const file = path.join(outDir, relative);
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, body);
        return body;
      };
      write(LLMS_FILE, machine.llmsTxt());
      for (const [file, body] of machine.sectionFiles()) write(file, body);
      const fullText = write(
        FULL_TEXT_FILE,
        machine.fullText((doc) => twins.get(doc) ?? machine.twin(doc)),
      );
      const inventory = write(INVENTORY_FILE, machine.inventory());
      writeTreeCache(cacheFile, context.siteDir, trees.trees);
      const apiTwins = docs.filter((doc) => machine.fromApiData(doc)).length;
      logger.info(
        `[${PLUGIN_NAME}] ${twins.size} Markdown twins (${apiTwins} from API data, ${trees.parsed} pages parsed again), ` +
          `${LLMS_FILE} with ${machine.listedDocs().length} pages in ${machine.sections.length} sections, ` +
          `${FULL_TEXT_FILE} ${kib(Buffer.byteLength(fullText))} (${kib(gzipSync(fullText).length)} gzip), ` +
          `${INVENTORY_FILE} ${kib(inventory.length)}, in ${seconds(performance.now() - started)} (${seconds(cpuMs(process.cpuUsage(startedCpu)))} CPU), ` +
          `after ${seconds(captureTimeMs())} keeping page trees while the bundler compiled`,
      );
    },
  };
}

export default withOptionValidation(machineDocsPlugin, validateOptions);
