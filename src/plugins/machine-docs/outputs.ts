/**
 * Everything the plugin publishes, computed from one snapshot of the site: the Markdown twin of a page,
 * the llms.txt files, llms-full.txt and objects.inv. The plugin (index.ts) only gathers the snapshot and
 * writes or serves the results.
 */
import type {Root} from 'mdast';
import {API_ROUTE, symbolLookup} from '../api-reference/inventory';
import type {ApiPage} from '../api-reference/schema';
import type {CatalogEntry} from '../integration-catalog/entry';
import {apiPageToMarkdown} from './api-markdown';
import {absoluteUrl} from './links';
import {renderFullText, renderLlmsTxt, type LlmsFile, type LlmsSection} from './llms-txt';
import {mdxToMarkdown, twinHeader, type TwinContext} from './mdx-to-markdown';
import type {MachineDocsOptions} from './options';
import {applicabilityLine, libraryFacts} from './page-facts';
import {cardItemsFor, sectionsOf, type Section, type SidebarNode, type SiteDoc} from './site-pages';
import {encodeInventory, sphinxObjects} from './sphinx-inventory';
import {twinPath} from './twin-path';

export interface SiteSnapshot {
  /** The site's origin, without a trailing slash. */
  siteUrl: string;
  docsDir: string;
  docs: SiteDoc[];
  sidebars: Record<string, SidebarNode[]>;
  apiPages: ApiPage[];
  /** Every integration library, as the catalog lists them (sorted by title). */
  libraries: CatalogEntry[];
}

/** What `MachineDocs` publishes, without the switch (the plugin does nothing at all when it is off). */
export type MachineDocsSettings = Omit<MachineDocsOptions, 'enabled'>;

export const LLMS_FILE = 'llms.txt';
export const FULL_TEXT_FILE = 'llms-full.txt';
export const INVENTORY_FILE = 'objects.inv';

export class MachineDocs {
  readonly sections: Section[];
  /** Listed docs that no section lists (in no sidebar of a section), so llms.txt still names them. */
  readonly others: SiteDoc[];
  private readonly apiPageByRoute: Map<string, ApiPage>;
  private readonly routeBySource: Map<string, string>;
  private readonly lookup: ReturnType<typeof symbolLookup>;
  private readonly libraryByRoute: Map<string, CatalogEntry>;

  constructor(
    readonly site: SiteSnapshot,
    readonly options: MachineDocsSettings,
    /** The parsed MDX of a doc's source. */
    private readonly treeOf: (doc: SiteDoc) => Root,
    private readonly warn: (message: string) => void,
  ) {
    this.sections = sectionsOf(site.docs, site.sidebars, options.sections);
    const inSections = new Set(this.sections.flatMap((section) => section.docs.map((doc) => doc.id)));
    this.others = site.docs.filter((doc) => !doc.unlisted && !inSections.has(doc.id));
    this.apiPageByRoute = new Map(site.apiPages.map((page) => [`${API_ROUTE}/${page.page}`, page]));
    this.routeBySource = new Map(site.docs.map((doc) => [doc.sourceFile, doc.permalink]));
    this.lookup = symbolLookup(site.apiPages);
    this.libraryByRoute = new Map(site.libraries.map((entry) => [entry.route, entry]));
    const twins = new Map<string, string>();
    for (const doc of site.docs) {
      const path = twinPath(doc.permalink);
      const other = twins.get(path);
      if (other) throw new Error(`machine-docs: the pages ${other} and ${doc.permalink} would share the Markdown twin ${path}`);
      twins.set(path, doc.permalink);
    }
  }

  /** Listed docs in the order llms.txt and llms-full.txt give them. */
  listedDocs(): SiteDoc[] {
    return [...this.sections.flatMap((section) => section.docs), ...this.others];
  }

  url(route: string): string {
    return `${this.site.siteUrl}${route}`;
  }

  /** Whether a doc is an API reference page, whose twin comes from the API data. */
  fromApiData(doc: SiteDoc): boolean {
    return this.apiPageByRoute.has(doc.permalink);
  }

  /** The whole twin of a doc: its title, its URL and its body. */
  twin(doc: SiteDoc): string {
    const pageUrl = this.url(doc.permalink);
    const apiPage = this.apiPageByRoute.get(doc.permalink);
    const resolveUrl = (url: string) =>
      absoluteUrl(url, {
        siteUrl: this.site.siteUrl,
        permalink: doc.permalink,
        sourceFile: apiPage ? null : doc.sourceFile,
        docsDir: this.site.docsDir,
        routeOfSource: (file) => this.routeBySource.get(file),
      });
    const symbolUrl = (name: string) => {
      const route = this.lookup.urlOf(name);
      return route ? this.url(route) : undefined;
    };
    try {
      const body = apiPage
        ? apiPageToMarkdown(apiPage, {resolveUrl, symbolUrl, pageUrl})
        : mdxToMarkdown(this.treeOf(doc), {
            resolveUrl,
            symbolUrl,
            cards: () => (doc.sidebar ? cardItemsFor(doc.id, this.site.sidebars[doc.sidebar] ?? [], this.site.docs) : []),
            libraries: () => this.site.libraries,
            warn: (message) => this.warn(`${doc.permalink}: ${message}`),
          } satisfies TwinContext);
      return `${twinHeader(doc.title, pageUrl, this.facts(doc))}\n${body}`;
    } catch (error) {
      throw new Error(`machine-docs: cannot write the Markdown twin of ${doc.permalink} (${doc.sourceFile}): ${(error as Error).message}`);
    }
  }

  /** What the page shows around its text: applicability badges, a library's header. */
  private facts(doc: SiteDoc): string[] {
    const library = this.libraryByRoute.get(doc.permalink);
    return [
      ...(doc.appliesTo ? [applicabilityLine(doc.appliesTo)] : []),
      ...(library ? [libraryFacts(library, (route) => this.url(route))] : []),
    ];
  }

  private links(docs: SiteDoc[]): LlmsSection['links'] {
    return docs.map((doc) => ({title: doc.title, url: this.url(twinPath(doc.permalink)), description: doc.description}));
  }

  private notes(): string[] {
    const areas = this.sections.map((section) => `[${section.title}](${this.url(`/${section.file}`)})`).join(', ');
    return [
      [
        `- Every link below leads to the Markdown version of a page. Add \`.md\` to any page's URL for its Markdown (\`index.md\` when the URL ends with \`/\`).`,
        `- The full text of every page, in this order: [${FULL_TEXT_FILE}](${this.url(`/${FULL_TEXT_FILE}`)}).`,
        `- One area at a time: ${areas}.`,
        `- Sphinx projects can link to the Python API reference through intersphinx: [${INVENTORY_FILE}](${this.url(`/${INVENTORY_FILE}`)}).`,
      ].join('\n'),
    ];
  }

  /** `/llms.txt`: every area, each page with its twin's URL and its description. */
  llmsTxt(): string {
    const sections: LlmsSection[] = this.sections.map((section) => ({title: section.title, links: this.links(section.docs)}));
    if (this.others.length) sections.push({title: 'Other pages', links: this.links(this.others)});
    return renderLlmsTxt({name: this.options.name, summary: this.options.summary, notes: this.notes(), sections});
  }

  /** Each area's own llms.txt, by file path relative to the site root. */
  sectionFiles(): Map<string, string> {
    const files = new Map<string, string>();
    for (const section of this.sections) {
      const landing = section.docs[0];
      const file: LlmsFile = {
        name: `${this.options.name}: ${section.title}`,
        summary: landing?.description || this.options.summary,
        notes: [`Part of [${this.options.name}](${this.url(`/${LLMS_FILE}`)}). Every link leads to the Markdown version of a page.`],
        sections: [{title: section.title, links: this.links(section.docs)}],
      };
      files.set(section.file, renderLlmsTxt(file));
    }
    return files;
  }

  /** `/llms-full.txt`: every listed page's twin, in the order of `/llms.txt`. */
  fullText(twinOf: (doc: SiteDoc) => string = (doc) => this.twin(doc)): string {
    const notes = [
      `The full text of every page listed in ${this.url(`/${LLMS_FILE}`)}, in the same order. Each page starts with its title as an h1 and its URL.`,
    ];
    return renderFullText(
      {name: this.options.name, summary: this.options.summary, notes},
      this.listedDocs().map((doc) => ({markdown: twinOf(doc)})),
    );
  }

  /** `/objects.inv` for Sphinx's intersphinx. */
  inventory(): Buffer {
    const {project, version} = this.options.inventory;
    return encodeInventory(project, version, sphinxObjects(this.site.apiPages, `${API_ROUTE}/`));
  }
}
