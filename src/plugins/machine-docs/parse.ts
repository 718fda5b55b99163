import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import remarkComment from '@slorber/remark-comment';
import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {ADMONITION_LABELS} from './mdx-to-markdown';

/** Docusaurus's `markdown.mdx1Compat`: which MDX 1 syntax a site still accepts (`future.v4` turns all three off). */
export interface Mdx1Compat {
  comments: boolean;
  admonitions: boolean;
  headingIds: boolean;
}

/** Docusaurus's defaults without `future.v4`. */
export const MDX1_COMPAT: Mdx1Compat = {comments: true, admonitions: true, headingIds: true};

// The syntax extensions Docusaurus's MDX compiler registers, in its order, so a page parses the same here.
const base = () => unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm);
const withComments = base().use(remarkComment);
const withoutComments = base();

/**
 * Parses a page the way Docusaurus does, with the site's MDX 1 compatibility (HTML comments, heading
 * ids and admonition titles). Used for the pages whose tree the build did not capture (see capture.ts).
 */
export function parseMdx(source: string, file: string, compat: Mdx1Compat = MDX1_COMPAT): Root {
  let preprocessed = unwrapMdxCodeBlocks(source);
  if (compat.headingIds) preprocessed = escapeMarkdownHeadingIds(preprocessed);
  if (compat.admonitions) preprocessed = admonitionTitleToDirectiveLabel(preprocessed, Object.keys(ADMONITION_LABELS));
  try {
    return (compat.comments ? withComments : withoutComments).parse(preprocessed);
  } catch (error) {
    throw new Error(`machine-docs: cannot parse ${file}: ${(error as Error).message}`);
  }
}
