/**
 * The core of the Markdown twins: a page's MDX syntax tree rewritten as plain CommonMark + GFM that reads
 * well without the site. Components become what they show (a `<PyObject>` a linked name, a card list a
 * list of links, tabs labelled sections, admonitions labelled blockquotes), links become absolute and
 * code blocks keep their language. Pure: the page's surroundings come in through `TwinContext`.
 */
import type {Root} from 'mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import type {CatalogEntry} from '../integration-catalog/entry';
import type {CardItem} from './site-pages';

export interface TwinContext {
  /** Makes a link target, as written in the page, absolute. */
  resolveUrl(url: string): string;
  /** The reference URL of a fully qualified API symbol (`dagster.asset`), when the reference documents it. */
  symbolUrl(qualifiedName: string): string | undefined;
  /** The cards a `<DocCardList />` on this page shows. */
  cards(): CardItem[];
  /** The integration libraries an `<IntegrationCatalog />` shows, in its order. */
  libraries(): CatalogEntry[];
  /** Reports something the twin leaves out or simplifies, without stopping. */
  warn(message: string): void;
}

/** A node of any kind: the tree mixes mdast, MDX and directive nodes, and this module builds new ones. */
interface Node {
  type: string;
  children?: Node[];
  [key: string]: unknown;
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'image',
  'linkReference',
  'imageReference',
  'footnoteReference',
]);

/** Docusaurus's admonition keywords and the label each shows when the writer gives no title. */
export const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

const HTML_ELEMENTS_UNWRAPPED = new Set([
  'div',
  'span',
  'p',
  'section',
  'article',
  'figure',
  'figcaption',
  'center',
  'small',
  'sup',
  'sub',
  'u',
]);

/** Docusaurus's magic comments that highlight lines; the rendered page never shows them. */
const MAGIC_COMMENT = /^\s*(\/\/|#|<!--|\/\*|--)\s*highlight-(next-line|start|end)\s*(-->|\*\/)?\s*$/;

const text = (value: string): Node => ({type: 'text', value});
const paragraph = (children: Node[]): Node => ({type: 'paragraph', children});
const strong = (children: Node[]): Node => ({type: 'strong', children});

function attribute(node: Node, name: string): string | true | undefined {
  const found = (node.attributes as JsxAttribute[] | undefined)?.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
  if (!found) return undefined;
  if (found.value === null || found.value === undefined) return true;
  if (typeof found.value === 'string') return found.value;
  return undefined;
}

const stringAttribute = (node: Node, name: string): string | undefined => {
  const value = attribute(node, name);
  return typeof value === 'string' ? value : undefined;
};

/** The text a reader sees in a subtree. */
function plainText(node: Node): string {
  if (typeof node.value === 'string' && (node.type === 'text' || node.type === 'inlineCode')) return node.value;
  return (node.children ?? []).map(plainText).join('');
}

/** Wraps runs of inline nodes into paragraphs, so a container only holds blocks. */
function asFlow(nodes: Node[]): Node[] {
  const out: Node[] = [];
  let run: Node[] = [];
  const flush = () => {
    if (run.some((node) => node.type !== 'text' || String(node.value).trim())) out.push(paragraph(run));
    run = [];
  };
  for (const node of nodes) {
    if (PHRASING.has(node.type)) run.push(node);
    else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}

/** Flattens blocks into inline nodes, for the rare block that ends up inside a line of text. */
function asPhrasing(nodes: Node[]): Node[] {
  return nodes.flatMap((node) => (PHRASING.has(node.type) ? [node] : node.children ? asPhrasing(node.children) : []));
}

class Converter {
  private readonly warned = new Set<string>();

  constructor(private readonly context: TwinContext) {}

  warnOnce(message: string): void {
    if (this.warned.has(message)) return;
    this.warned.add(message);
    this.context.warn(message);
  }

  nodes(nodes: Node[] | undefined): Node[] {
    return (nodes ?? []).flatMap((node) => this.node(node));
  }

  flow(nodes: Node[] | undefined): Node[] {
    return asFlow(this.nodes(nodes));
  }

  phrasing(nodes: Node[] | undefined): Node[] {
    return asPhrasing(this.nodes(nodes));
  }

  node(node: Node): Node[] {
    switch (node.type) {
      case 'yaml':
      case 'toml':
      case 'mdxjsEsm':
      case 'comment':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (!/^\s*\/\*[\s\S]*\*\/\s*$/.test(String(node.value ?? ''))) this.warnOnce(`left out the expression {${String(node.value)}}`);
        return [];
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.jsx(node);
      case 'containerDirective':
        return this.container(node);
      case 'leafDirective':
        return node.children?.length ? [paragraph(this.phrasing(node.children))] : [paragraph([text(`::${String(node.name)}`)])];
      case 'textDirective':
        return node.children?.length ? this.phrasing(node.children) : [text(`:${String(node.name)}`)];
      case 'heading':
        return [{...node, children: this.headingChildren(node.children)}];
      case 'link':
      case 'image':
      case 'definition':
        return [
          {
            ...node,
            url: this.context.resolveUrl(String(node.url ?? '')),
            ...(node.children ? {children: this.phrasing(node.children)} : {}),
          },
        ];
      case 'code':
        return [this.code(node)];
      case 'root':
      case 'blockquote':
      case 'listItem':
      case 'footnoteDefinition':
        return [{...node, children: this.flow(node.children)}];
      case 'list':
      case 'table':
      case 'tableRow':
        return [{...node, children: this.nodes(node.children)}];
      default:
        return node.children ? [{...node, children: this.phrasing(node.children)}] : [node];
    }
  }

  headingChildren(children: Node[] | undefined): Node[] {
    const converted = this.phrasing(children);
    const last = converted[converted.length - 1];
    if (last?.type === 'text') {
      // An explicit heading id (`## Title {#id}`) names the HTML anchor; the twin has no anchors.
      const value = String(last.value)
        .replace(/\s*\\?\{#[^}]*\\?\}\s*$/, '')
        .trimEnd();
      return value ? [...converted.slice(0, -1), text(value)] : converted.slice(0, -1);
    }
    return converted;
  }

  code(node: Node): Node {
    const title = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(String(node.meta ?? ''));
    const value = String(node.value ?? '')
      .split('\n')
      .filter((line) => !MAGIC_COMMENT.test(line))
      .join('\n');
    const titleMeta = title ? `title="${title[1] ?? title[2]}"` : null;
    return {type: 'code', lang: node.lang ?? null, meta: node.lang ? titleMeta : null, value};
  }

  container(node: Node): Node[] {
    const name = String(node.name);
    const children = node.children ?? [];
    const labelNode = children.find((child) => (child.data as {directiveLabel?: boolean} | undefined)?.directiveLabel);
    const body = children.filter((child) => child !== labelNode);
    const label = ADMONITION_LABELS[name];
    if (!label) {
      this.warnOnce(`kept the content of the unknown directive :::${name} without its frame`);
      return this.flow(body);
    }
    const title = labelNode ? this.phrasing(labelNode.children) : [text(label)];
    return [this.admonition(title, this.flow(body))];
  }

  /** An admonition as a blockquote that opens with its label: `> **Note:** text`. */
  admonition(title: Node[], body: Node[]): Node {
    const lead = strong([...title, text(':')]);
    const [first, ...rest] = body;
    const children =
      first?.type === 'paragraph' ? [paragraph([lead, text(' '), ...(first.children ?? [])]), ...rest] : [paragraph([lead]), ...body];
    return {type: 'blockquote', children};
  }

  jsx(node: Node): Node[] {
    const name = node.name === null || node.name === undefined ? null : String(node.name);
    const inline = node.type === 'mdxJsxTextElement';
    const block = (nodes: Node[]) => (inline ? nodes : asFlow(nodes));
    switch (name) {
      case 'PyObject':
        return block([this.pyObject(node)]);
      case 'StatusBadge':
        return block([this.statusBadge(node)]);
      case 'DocCardList':
        return this.cardList(node);
      case 'IntegrationCatalog':
        return this.catalog();
      case 'Tabs':
        return (node.children ?? []).flatMap((child) =>
          child.type.startsWith('mdxJsx') && child.name === 'TabItem' ? this.tab(child) : this.flow([child]),
        );
      case 'TabItem':
        return this.tab(node);
      case 'Admonition': {
        const type = stringAttribute(node, 'type') ?? 'note';
        const title = stringAttribute(node, 'title') ?? ADMONITION_LABELS[type] ?? 'Note';
        return [this.admonition([text(title)], this.flow(node.children))];
      }
      case 'Mermaid': {
        const value = stringAttribute(node, 'value');
        if (value !== undefined) return [{type: 'code', lang: 'mermaid', meta: null, value}];
        break;
      }
      case 'details':
        return this.details(node);
      case 'summary':
        return block([strong(this.phrasing(node.children))]);
      case 'br':
        return inline ? [{type: 'break'}] : [];
      case 'a': {
        const href = stringAttribute(node, 'href');
        const children = this.phrasing(node.children);
        return block(href ? [{type: 'link', url: this.context.resolveUrl(href), title: null, children}] : children);
      }
      case 'img': {
        const src = stringAttribute(node, 'src');
        if (!src) return [];
        return block([{type: 'image', url: this.context.resolveUrl(src), alt: stringAttribute(node, 'alt') ?? '', title: null}]);
      }
      case 'code':
        return block([{type: 'inlineCode', value: plainText(node)}]);
      case 'em':
      case 'i':
        return block([{type: 'emphasis', children: this.phrasing(node.children)}]);
      case 'strong':
      case 'b':
        return block([strong(this.phrasing(node.children))]);
      case null:
        // A fragment: <>...</>.
        return inline ? this.phrasing(node.children) : this.flow(node.children);
      default:
        if (!HTML_ELEMENTS_UNWRAPPED.has(name)) this.warnOnce(`kept the content of <${name}> without the component`);
    }
    return inline ? this.phrasing(node.children) : this.flow(node.children);
  }

  pyObject(node: Node): Node {
    const object = stringAttribute(node, 'object');
    if (!object) throw new Error('<PyObject> needs an "object" attribute');
    const module = stringAttribute(node, 'module') ?? 'dagster';
    const label = stringAttribute(node, 'displayText') ?? `${attribute(node, 'decorator') === true ? '@' : ''}${object}`;
    const code: Node = {type: 'inlineCode', value: label};
    const url = this.context.symbolUrl(`${module}.${object}`);
    return url ? {type: 'link', url, title: null, children: [code]} : code;
  }

  statusBadge(node: Node): Node {
    const status = stringAttribute(node, 'status') ?? '';
    const label = status ? status[0].toUpperCase() + status.slice(1) : 'Status';
    return {type: 'link', url: this.context.resolveUrl(`/api/api-lifecycle#${status}`), title: null, children: [strong([text(label)])]};
  }

  cardList(node: Node): Node[] {
    if (attribute(node, 'items') !== undefined)
      this.warnOnce('a <DocCardList items={...}> lists its own items; the twin lists the sidebar category instead');
    const items = this.context.cards().map((card) => {
      const link: Node = {type: 'link', url: this.context.resolveUrl(card.href), title: null, children: [text(card.label)]};
      const description = card.description?.replace(/\s+/g, ' ').trim();
      const appliesTo = card.appliesTo ? [text(' '), {type: 'emphasis', children: [text(`(${card.appliesTo})`)]}] : [];
      return {
        type: 'listItem',
        spread: false,
        children: [paragraph([link, ...(description ? [text(`: ${description}`)] : []), ...appliesTo])],
      };
    });
    return items.length ? [{type: 'list', ordered: false, spread: false, children: items}] : [];
  }

  /** The catalog as the list its cards make: name, package, category, support tier and description. */
  catalog(): Node[] {
    const items = this.context.libraries().map((entry) => {
      const link: Node = {type: 'link', url: this.context.resolveUrl(entry.route), title: null, children: [text(entry.title)]};
      const details: Node[] = [
        ...(entry.package ? [{type: 'inlineCode', value: entry.package.name}, text(', ')] : []),
        text(`${entry.category.label}, ${entry.tier.label}`),
      ];
      const description = entry.description.replace(/\s+/g, ' ').trim();
      return {
        type: 'listItem',
        spread: false,
        children: [paragraph([link, text(' ('), ...details, text(`)${description ? `: ${description}` : ''}`)])],
      };
    });
    if (!items.length) this.warnOnce('<IntegrationCatalog /> has no libraries to list');
    return items.length ? [{type: 'list', ordered: false, spread: false, children: items}] : [];
  }

  /** A tab as a labelled section: its label in bold, then its content. */
  tab(node: Node): Node[] {
    const label = stringAttribute(node, 'label') ?? stringAttribute(node, 'value') ?? 'Tab';
    return [paragraph([strong([text(label)])]), ...this.flow(node.children)];
  }

  details(node: Node): Node[] {
    const children = node.children ?? [];
    const summary = children.find((child) => child.type.startsWith('mdxJsx') && child.name === 'summary');
    const rest = children.filter((child) => child !== summary);
    return [...(summary ? [paragraph([strong(this.phrasing(summary.children))])] : []), ...this.flow(rest)];
  }
}

/** Serializes a tree of plain mdast: `-` bullets, fenced code, GFM tables without padding. */
export function stringifyMarkdown(tree: Root): string {
  return toMarkdown(tree, {
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
  });
}

/** The Markdown body of a page from its MDX syntax tree. The tree is not modified. */
export function mdxToMarkdown(tree: Root, context: TwinContext): string {
  const converter = new Converter(context);
  const [root] = converter.node(tree as unknown as Node);
  return stringifyMarkdown(root as unknown as Root);
}

/**
 * The twin's opening: the title as its only h1, the page's canonical URL, then what the site shows around
 * the title (where the page applies, a library's header), each a Markdown block.
 */
export function twinHeader(title: string, url: string, facts: string[] = []): string {
  return [`# ${title.replace(/\s+/g, ' ').trim()}`, `URL: ${url}`, ...facts.map((fact) => fact.trim())].join('\n\n') + '\n';
}
