/**
 * Where a page's Markdown twin lives: beside the page, with `.md` appended (`/guides/build/ops` ->
 * `/guides/build/ops.md`). A route that ends with a slash is a folder's index page, so its twin is the
 * folder's `index.md` (`/guides/build/` -> `/guides/build/index.md`, `/` -> `/index.md`).
 * Shared by the build and the copy-page menu, so both always agree.
 */
export function twinPath(permalink: string): string {
  if (!permalink.startsWith('/')) throw new Error(`A page route starts with "/": got "${permalink}"`);
  const path = permalink.replace(/[?#].*$/, '');
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}
