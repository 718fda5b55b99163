import fs from 'node:fs';
import type {Root} from 'mdast';
import {capturedTree, hashSource, leanCopy, type PageTree} from './capture';
import {MDX1_COMPAT, parseMdx, type Mdx1Compat} from './parse';

/** Where each page's tree comes from, cheapest first: this process's bundler, the last build, a parse. */
export class TreeSource {
  readonly trees = new Map<string, PageTree>();
  parsed = 0;

  constructor(
    private readonly previous: Map<string, PageTree> = new Map(),
    /** The site's `markdown.mdx1Compat`, so a page parsed here reads as the bundler read it. */
    private readonly compat: Mdx1Compat = MDX1_COMPAT,
  ) {}

  /** The tree of a source file as it is on disk now. */
  treeOf(file: string): Root {
    const source = fs.readFileSync(file, 'utf8');
    const hash = hashSource(source);
    let tree = capturedTree(file, hash);
    if (!tree) {
      const previous = this.previous.get(file);
      tree = previous?.hash === hash ? previous.tree : undefined;
    }
    if (!tree) {
      tree = leanCopy(parseMdx(source, file, this.compat));
      this.parsed += 1;
    }
    this.trees.set(file, {hash, tree});
    return tree;
  }
}
