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

// The syntax extensions Docusaurus's MDX compiler registers, in its order, so a page parses the same here.
const processor = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm).use(remarkComment);

/**
 * Parses a page the way Docusaurus does, preprocessing included (MDX 1 heading ids and admonition
 * titles). Used for the pages whose tree the build did not capture (see capture.ts).
 */
export function parseMdx(source: string, file: string): Root {
  const preprocessed = admonitionTitleToDirectiveLabel(
    escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)),
    Object.keys(ADMONITION_LABELS),
  );
  try {
    return processor.parse(preprocessed);
  } catch (error) {
    throw new Error(`machine-docs: cannot parse ${file}: ${(error as Error).message}`);
  }
}
