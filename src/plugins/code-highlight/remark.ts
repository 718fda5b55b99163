import type {PrismLib} from 'prism-react-renderer';
import {LINE_SEPARATOR} from './client/lines';
import {highlightLines} from './highlight';

interface Node {
  type: string;
  lang?: string | null;
  value?: string;
  data?: {hProperties?: Record<string, unknown>};
  children?: Node[];
}

/** The prop that carries a block's highlighted lines from the page to the theme's CodeBlock. */
export const HIGHLIGHTED_LINES_PROP = 'highlightedLines';

export interface RemarkCodeHighlightOptions {
  prism: () => PrismLib;
  /** Tokens the site's code themes draw like plain text, which need no element. */
  looksPlain?: (types: readonly string[], language: string) => boolean;
  /** The theme's `prism.defaultLanguage`; CodeBlock falls back to plain text without one. */
  defaultLanguage?: string;
}

/**
 * Highlights every fenced code block at compile time and hands the lines to CodeBlock as a prop, so
 * the browser never runs Prism. Mermaid blocks are left to the diagram plugins.
 */
export default function remarkCodeHighlight({prism, defaultLanguage, looksPlain}: RemarkCodeHighlightOptions) {
  return (tree: Node) => {
    const visit = (node: Node) => {
      if (node.type === 'code' && node.lang !== 'mermaid') {
        const language = node.lang ?? defaultLanguage ?? 'text';
        node.data ??= {};
        node.data.hProperties ??= {};
        node.data.hProperties[HIGHLIGHTED_LINES_PROP] = highlightLines(prism(), node.value ?? '', language, looksPlain).join(
          LINE_SEPARATOR,
        );
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
