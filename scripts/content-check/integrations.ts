import {libraryPageId, readCatalogFields, readTags, type IconLookup, type TagDefinition} from '../../src/plugins/integration-catalog/entry';
import type {Problem} from './rules';

export interface IntegrationCheckContext extends IconLookup {
  tags: Record<string, TagDefinition>;
}

/**
 * An integration library's landing page must carry what the catalog and its header are built from: one
 * support tier and one category tag, `package`, `provides` and `logo`. The build applies the same rules
 * (src/plugins/integration-catalog/entry.ts), so this check and the build fail for the same reasons.
 */
export function checkIntegrationPage(file: string, frontMatter: Record<string, unknown>, context: IntegrationCheckContext): Problem[] {
  if (
    !libraryPageId(
      file
        .split('\\')
        .join('/')
        .replace(/^docs\//, ''),
    )
  )
    return [];
  const problems = [...readTags(frontMatter.tags, context.tags).problems, ...readCatalogFields(frontMatter, context).problems];
  return problems.map((message) => ({file, line: 1, message}));
}
