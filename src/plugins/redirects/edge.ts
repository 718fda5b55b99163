import type {Redirect} from './expand';

/** The same map for hosts that redirect before any page loads, where a 301 beats a redirect page. */

/** Netlify and Cloudflare Pages `_redirects`: one `from to status` rule per line. */
export function redirectsFile(redirects: readonly Redirect[]): string {
  const header = '# Old documentation paths, generated from src/data/redirects.yaml. Do not edit.\n';
  return header + redirects.map(({from, to}) => `${from} ${to} 301\n`).join('');
}

export interface VercelRedirect {
  source: string;
  destination: string;
  permanent: true;
}

/** The `redirects` section of a `vercel.json`; old paths hold no `:`, `*` or `(`, so each source matches literally. */
export function vercelConfig(redirects: readonly Redirect[]): {redirects: VercelRedirect[]} {
  return {redirects: redirects.map(({from, to}) => ({source: from, destination: to, permanent: true}))};
}
