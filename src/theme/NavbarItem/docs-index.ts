/** The parts of a docs version (the docs plugin's global data) that the navbar's sidebar items read. */
export interface IndexedVersion {
  isLast: boolean;
  docs: readonly {path: string; sidebar?: string}[];
  sidebars?: Record<string, {link?: {label: string; path: string}}>;
}

interface Found {
  version: IndexedVersion;
  sidebar?: string;
}

/** Doc paths compare as the router's matchPath does for the theme: case-insensitive, trailing slash optional. */
const normalize = (pathname: string): string => {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
};

const indexes = new WeakMap<readonly IndexedVersion[], Map<string, Found>>();

function indexOf(versions: readonly IndexedVersion[]): Map<string, Found> {
  let index = indexes.get(versions);
  if (!index) {
    index = new Map();
    for (const version of versions) {
      for (const doc of version.docs) {
        const key = normalize(doc.path);
        if (!index.has(key)) index.set(key, {version, sidebar: doc.sidebar});
      }
    }
    indexes.set(versions, index);
  }
  return index;
}

/** The doc at this path, if any: its version and the sidebar it belongs to. Indexed once per versions list. */
export function activeDoc(versions: readonly IndexedVersion[], pathname: string): Found | undefined {
  return indexOf(versions).get(normalize(pathname));
}

/**
 * The link of the sidebar with this id, looked up as the theme does for layout items: in the version of the
 * page being read first, then the latest version, then the others. Throws the theme's configuration errors
 * for a sidebar no version has, and for one with nothing to link to.
 */
export function sidebarLink(
  versions: readonly IndexedVersion[],
  sidebarId: string,
  active: IndexedVersion | undefined,
): {label: string; path: string} {
  const ordered = [active, versions.find((version) => version.isLast), ...versions].filter((version) => version !== undefined);
  const sidebar = ordered.map((version) => version.sidebars?.[sidebarId]).find((found) => found !== undefined);
  if (!sidebar) throw new Error(`DocSidebarNavbarItem: Can't find any sidebar with id "${sidebarId}".`);
  if (!sidebar.link) throw new Error(`DocSidebarNavbarItem: Sidebar with ID "${sidebarId}" doesn't have anything to be linked to.`);
  return sidebar.link;
}
