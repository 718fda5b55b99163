/**
 * Puts the applicability badges of a page that declares `applies_to` right under its title: first in
 * the content (after imports and a Markdown `# title`), which the theme renders just below the title.
 * A malformed value stops the build, naming the file and what is allowed.
 */
import {encodeApplicability, FRONT_MATTER_KEY, parseApplicability} from './client/model';

interface Node {
  type: string;
  depth?: number;
  children?: Node[];
  [key: string]: unknown;
}

export const COMPONENT = 'AppliesTo';

/** Where the badges go: after leading imports and exports, and after a leading level-1 heading. */
export function insertionIndex(children: readonly Node[]): number {
  let index = 0;
  while (children[index]?.type === 'mdxjsEsm') index += 1;
  if (children[index]?.type === 'heading' && children[index].depth === 1) index += 1;
  return index;
}

export function addApplicability(tree: Node, frontMatter: Record<string, unknown> | undefined, file: string): void {
  if (!frontMatter || frontMatter[FRONT_MATTER_KEY] === undefined) return;
  const parsed = parseApplicability(frontMatter[FRONT_MATTER_KEY]);
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error}`);
  const children = (tree.children ??= []);
  children.splice(insertionIndex(children), 0, {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [{type: 'mdxJsxAttribute', name: 'value', value: encodeApplicability(parsed.value)}],
    children: [],
  });
}

export default function remarkApplicability() {
  return (tree: Node, vfile: {path?: string; data: {frontMatter?: Record<string, unknown>}}) => {
    addApplicability(tree, vfile.data.frontMatter, vfile.path ?? '(unknown file)');
  };
}
