/** True for links that leave the site: an absolute http(s) URL or a protocol-relative one. */
export function isExternalHref(href: string | undefined, siteOrigin?: string): boolean {
  if (!href) return false;
  if (!/^(https?:)?\/\//i.test(href)) return false;
  if (!siteOrigin) return true;
  try {
    return new URL(href, siteOrigin).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}
