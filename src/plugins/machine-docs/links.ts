import path from 'node:path';

export interface LinkBase {
  /** The site's origin, such as `https://docs.dagster.io`, without a trailing slash. */
  siteUrl: string;
  /** The route of the page the link is on. */
  permalink: string;
  /** The page's source file, absolute; null for a page with no Markdown source (API pages). */
  sourceFile: string | null;
  /** The docs folder, absolute: where Docusaurus also looks for a `.md` link that is not relative to the page. */
  docsDir: string;
  /** The route of a Markdown source file, by absolute path. */
  routeOfSource(file: string): string | undefined;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const MARKDOWN_FILE = /\.mdx?$/i;

/**
 * A link as written in a page, made absolute the way the built page resolves it: a link to a Markdown
 * file becomes the URL of that file's page, a root-relative path gets the site's origin, and a relative
 * path or a bare anchor is read against the page's own URL. Links that already name a scheme are kept.
 * Throws when a link to a Markdown file matches no page (the build's own link check fails on those first).
 */
export function absoluteUrl(url: string, base: LinkBase): string {
  // `pathname://` is Docusaurus's way to link to a static file without client routing.
  const trimmed = url.trim().replace(/^pathname:\/\//, '');
  if (SCHEME.test(trimmed) || trimmed.startsWith('//')) return trimmed;
  const pageUrl = `${base.siteUrl}${base.permalink}`;
  const [, target = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(trimmed) ?? [];
  if (MARKDOWN_FILE.test(target) && base.sourceFile) {
    const decoded = decodeURI(target);
    const candidates = target.startsWith('/')
      ? [path.join(base.docsDir, decoded)]
      : [path.resolve(path.dirname(base.sourceFile), decoded), path.join(base.docsDir, decoded)];
    for (const candidate of candidates) {
      const route = base.routeOfSource(candidate);
      if (route) return `${base.siteUrl}${route}${suffix}`;
    }
    throw new Error(`the link "${url}" names a Markdown file that is no page of the site`);
  }
  return new URL(trimmed, pageUrl).href;
}
