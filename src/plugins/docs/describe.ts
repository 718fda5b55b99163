import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

/** The descriptions a page received at compile time, or none when the attribute is missing or malformed. */
export function parseDescriptions(json: string | undefined): Record<string, string> {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Doc links get the description of their doc unless the sidebar already gives one. */
export function describeItems<T extends PropSidebarItem>(items: readonly T[], descriptions: Record<string, string>): T[] {
  return items.map((item) =>
    item.type === 'link' && item.docId && !item.description && descriptions[item.docId] ? {...item, description: descriptions[item.docId]} : item,
  );
}
