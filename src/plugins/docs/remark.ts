import path from 'node:path';
import {siblingDescriptions} from './collect';

interface Node {
  type: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
}

/** The attribute that carries the descriptions, as JSON, to the wrapped DocCardList. */
export const DESCRIPTIONS_ATTRIBUTE = 'descriptions';

/** Gives every `<DocCardList />` that lists the current category the descriptions of the docs it shows. */
export function addCardDescriptions(tree: Node, file: string, docsDir: string): void {
  let descriptions: string | undefined;
  const visit = (node: Node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'DocCardList') {
      const attributes = node.attributes ?? [];
      if (!attributes.some((attr) => attr.name === 'items' || attr.name === DESCRIPTIONS_ATTRIBUTE)) {
        descriptions ??= JSON.stringify(siblingDescriptions(file, docsDir));
        node.attributes = [...attributes, {type: 'mdxJsxAttribute', name: DESCRIPTIONS_ATTRIBUTE, value: descriptions}];
      }
    }
    node.children?.forEach(visit);
  };
  visit(tree);
}

export default function remarkCardDescriptions(options: {docsDir: string}) {
  return (tree: Node, vfile: {path?: string}) => {
    if (vfile.path) addCardDescriptions(tree, path.resolve(vfile.path), path.resolve(options.docsDir));
  };
}
