import {cardPathForRoute, DEFAULT_CARD} from './client/card-path';

/** What one card shows and where it is written (relative to the build folder). */
export interface CardSpec {
  file: string;
  title: string;
  /** Where the page sits, e.g. "Dagster+ · Features"; empty for pages outside any sidebar. */
  section: string;
  description: string;
}

/** The fields of a loaded doc that a card needs. */
export interface CardDoc {
  id: string;
  title: string;
  description: string;
  permalink: string;
  sidebar?: string;
}

/** Normalized sidebar items as the docs plugin loads them (only the fields used here). */
export interface SidebarNode {
  type: string;
  id?: string;
  label?: string;
  link?: {type: string; id?: string};
  items?: SidebarNode[];
}

export const TITLE_LIMIT = 90;
export const DESCRIPTION_LIMIT = 180;

/** Cuts text to at most `limit` characters at a word boundary, with an ellipsis when anything was cut. */
export function shorten(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** Each doc's top-level sidebar category ("Build", "Features"), by doc id. */
export function topCategories(sidebars: Record<string, SidebarNode[]>): Map<string, string> {
  const categories = new Map<string, string>();
  const visit = (node: SidebarNode, top: string | undefined) => {
    const label = top ?? (node.type === 'category' ? node.label : undefined);
    const id = node.type === 'doc' || node.type === 'ref' ? node.id : node.link?.type === 'doc' ? node.link.id : undefined;
    if (id && label && !categories.has(id)) categories.set(id, label);
    node.items?.forEach((child) => visit(child, label));
  };
  for (const items of Object.values(sidebars)) items.forEach((node) => visit(node, undefined));
  return categories;
}

/** One card per doc, plus the site's default card. */
export function cardSpecs(
  docs: readonly CardDoc[],
  {
    sidebars,
    sidebarLabels,
    baseUrl,
    siteTitle,
    tagline,
  }: {
    sidebars: Record<string, SidebarNode[]>;
    sidebarLabels: Record<string, string>;
    baseUrl: string;
    siteTitle: string;
    tagline: string;
  },
): CardSpec[] {
  const categories = topCategories(sidebars);
  const specs = docs.map((doc): CardSpec => {
    const sectionLabel = doc.sidebar ? sidebarLabels[doc.sidebar] : undefined;
    const category = categories.get(doc.id);
    const section = [sectionLabel, category !== sectionLabel ? category : undefined].filter(Boolean).join(' · ');
    return {
      file: cardPathForRoute(doc.permalink, baseUrl),
      title: shorten(doc.title, TITLE_LIMIT),
      section,
      description: shorten(doc.description, DESCRIPTION_LIMIT),
    };
  });
  return [{file: DEFAULT_CARD, title: siteTitle, section: '', description: shorten(tagline, DESCRIPTION_LIMIT)}, ...specs];
}
