/**
 * The path data of an Iconify icon body (`<path fill="currentColor" d="…"/>`), so it renders as React
 * elements rather than injected markup. An icon without paths is an error: a silent blank icon is worse.
 */
export function iconifyPaths(body: string): string[] {
  const paths = Array.from(body.matchAll(/<path\b[^>]*?\sd="([^"]+)"/g), (match) => match[1]);
  if (paths.length === 0) throw new Error(`Iconify icon body has no path: ${body.slice(0, 80)}`);
  return paths;
}
