/**
 * Section cards show each page's badges from its sidebar item, which carries the applicability in
 * `customProps` (a short string, since every doc page loads the sidebars).
 */
import {encodeApplicability, FRONT_MATTER_KEY, parseApplicability} from './model';

export const CUSTOM_PROP = 'appliesTo';

interface GeneratedItem {
  type: string;
  id?: string;
  link?: {type: string; id?: string};
  items?: GeneratedItem[];
  customProps?: Record<string, unknown>;
}

/** Adds the applicability of each item's page (a category's linked index page) to the generated sidebar items. */
export function withApplicability<T extends GeneratedItem>(
  items: readonly T[],
  frontMatterOf: (docId: string) => Record<string, unknown> | undefined,
): T[] {
  return items.map((item) => {
    const docId = item.type === 'doc' ? item.id : item.type === 'category' && item.link?.type === 'doc' ? item.link.id : undefined;
    const parsed = docId ? parseApplicability(frontMatterOf(docId)?.[FRONT_MATTER_KEY]) : undefined;
    const children = item.items ? {items: withApplicability(item.items, frontMatterOf)} : {};
    if (!parsed?.ok) return {...item, ...children};
    return {...item, ...children, customProps: {...item.customProps, [CUSTOM_PROP]: encodeApplicability(parsed.value)}};
  });
}
