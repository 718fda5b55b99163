import {load} from 'cheerio';
import {PARAMS_CLASS} from '../../lib/api-markup';
import {emptyHierarchy, type Hierarchy, type PageRecordInput, type RecordType} from './records';

const GROUPED = `.${PARAMS_CLASS}`;
const CONTENT_SELECTOR = `h1, h2, h3, h4, h5, h6, p, li, td:last-child, dt, dd, ${GROUPED}`;
const REMOVED = [
  '.hash-link',
  'pre',
  'button',
  'svg',
  'ul.tabs',
  'a.card',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  'nav',
  'script',
  'style',
  '.docusaurus-mermaid-container',
  'mermaid',
];

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a rendered page belongs in the index: a doc page that is not marked noindex (unlisted). */
export function isIndexable(html: string): boolean {
  const $ = load(html);
  if ($('meta[name="robots"]').attr('content')?.includes('noindex')) return false;
  return /\bdocs-doc-page\b/.test($('html').attr('class') ?? '');
}

/**
 * Records for one rendered doc page, following the DocSearch crawler's template for Docusaurus:
 * lvl0 is the active sidebar category, lvl1 the page title, lvl2-lvl6 the headings, and each paragraph,
 * list item or table cell is a content record under the nearest heading.
 */
export function extractRecords(html: string, path: string): PageRecordInput[] {
  const $ = load(html);
  const activeCategories = $('.menu__link.menu__link--sublist.menu__link--active');
  const lvl0 = clean(activeCategories.last().text()) || clean($('.navbar__link--active').first().text()) || 'Documentation';
  const article = $('article .theme-doc-markdown').first();
  if (article.length === 0) return [];
  article.find(REMOVED.join(', ')).remove();

  const hierarchy: Hierarchy = {...emptyHierarchy(), lvl0};
  let anchor: string | null = null;
  const records: PageRecordInput[] = [];
  article.find(CONTENT_SELECTOR).each((_, element) => {
    const node = $(element);
    const tag = element.tagName.toLowerCase();
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      const depth = Number(heading[1]);
      if (node.closest('.tabs-container, details').length && depth > 1 && !node.attr('id')) return;
      const text = clean(node.text());
      if (!text) return;
      hierarchy[`lvl${depth}` as keyof Hierarchy] = text;
      for (let deeper = depth + 1; deeper <= 6; deeper += 1) hierarchy[`lvl${deeper}` as keyof Hierarchy] = null;
      anchor = depth === 1 ? null : (node.attr('id') ?? anchor);
      records.push({path, anchor, type: `lvl${depth}` as RecordType, content: null, hierarchy: {...hierarchy}});
      return;
    }
    // A parameter list of the API reference is one record: thousands of one-line records would slow
    // every keystroke for little gain, since a parameter's name and description stay searchable.
    const grouped = node.is(GROUPED);
    if (!grouped && node.closest(GROUPED).length) return;
    if (tag === 'li' && node.find('p, li').length) return;
    if (tag === 'p' && node.parents('td, dd').length) return;
    const text = grouped
      ? node
          .find('li')
          .map((_, item) => clean($(item).text()))
          .get()
          .join(' · ')
      : clean(node.text());
    if (text.length < 2) return;
    const symbols = node
      .find('code[data-py-object]')
      .map((_, code) => $(code).attr('data-py-object') ?? '')
      .get()
      .filter(Boolean);
    records.push({path, anchor, type: 'content', content: text, hierarchy: {...hierarchy}, ...(symbols.length ? {symbols} : {})});
  });
  return records;
}
