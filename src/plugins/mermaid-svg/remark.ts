import {createHash} from 'node:crypto';
import {describeDiagram} from './describe';
import {withId, type MermaidRenderer, type RenderedDiagram} from './renderer';

interface Node {
  type: string;
  lang?: string | null;
  value?: string;
  position?: {start: {line: number}};
  children?: Node[];
  [key: string]: unknown;
}

/** The element the theme's `MermaidDiagram` renders: both colour modes and a text alternative. */
export function diagramElement(rendered: RenderedDiagram, id: string): Node {
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
  return {
    type: 'mdxJsxFlowElement',
    name: 'MermaidDiagram',
    attributes: [
      attribute('light', withId(rendered.light, `${id}-light`)),
      attribute('dark', withId(rendered.dark, `${id}-dark`)),
      attribute('description', describeDiagram(rendered.facts)),
    ],
    children: [],
  };
}

function mermaidBlocks(tree: Node): Node[] {
  const found: Node[] = [];
  const visit = (node: Node) => {
    if (node.type === 'code' && node.lang === 'mermaid') found.push(node);
    node.children?.forEach(visit);
  };
  visit(tree);
  return found;
}

export interface RemarkMermaidSvgOptions {
  /** Null when diagrams stay with the browser runtime (the dev server, or no Chromium). */
  renderer: () => MermaidRenderer | null;
}

/**
 * Replaces each fenced `mermaid` block with its SVG, rendered at build time, so readers never load
 * the Mermaid runtime. Runs before Docusaurus's own Mermaid step, which handles whatever is left.
 * A diagram Mermaid cannot parse fails the build with the file and line.
 */
export default function remarkMermaidSvg(options: RemarkMermaidSvgOptions) {
  return async (tree: Node, file: {path?: string}) => {
    const blocks = mermaidBlocks(tree);
    const renderer = blocks.length ? options.renderer() : null;
    if (!renderer) return;
    // Ids unique per file and block, so diagrams from a page and the partials it includes never clash.
    const prefix = `mermaid-${createHash('sha256')
      .update(file.path ?? '')
      .digest('hex')
      .slice(0, 8)}`;
    await Promise.all(
      blocks.map(async (block, index) => {
        let rendered: RenderedDiagram;
        try {
          rendered = await renderer.render(block.value ?? '');
        } catch (error) {
          const where = `${file.path ?? 'unknown file'}:${block.position?.start.line ?? '?'}`;
          throw new Error(`${where}: this Mermaid diagram does not render: ${error instanceof Error ? error.message : String(error)}`);
        }
        for (const key of Object.keys(block)) delete block[key];
        Object.assign(block, diagramElement(rendered, `${prefix}-${index + 1}`));
      }),
    );
  };
}
