import {Children, isValidElement, type ReactNode} from 'react';

/** Link relations that make the browser reach a host before any request needs it. */
const HOST_HINTS = new Set(['preconnect', 'dns-prefetch']);

/**
 * The children of a `<Head>` without connection hints. In local mode the theme's SearchBar would
 * preconnect to `https://<placeholder app id>-dsn.algolia.net`, a host that does not exist and that
 * local search never asks.
 */
export function withoutHostHints(children: ReactNode): ReactNode[] {
  return Children.toArray(children).filter((child) => {
    if (!isValidElement<{rel?: unknown}>(child) || child.type !== 'link') return true;
    const rel = typeof child.props.rel === 'string' ? child.props.rel.toLowerCase().split(/\s+/) : [];
    return !rel.some((value) => HOST_HINTS.has(value));
  });
}

/** The theme's search page credits Algolia with a link to its home page. */
export const ALGOLIA_CREDIT_URL = 'https://www.algolia.com/';

/** What answers in local mode: the site's own index, searched in the browser with MiniSearch. */
export const LOCAL_CREDIT = {label: 'MiniSearch', url: 'https://lucaong.github.io/minisearch/'} as const;

export function isAlgoliaCredit(target: unknown): boolean {
  if (typeof target !== 'string') return false;
  try {
    return new URL(target).hostname.replace(/^www\./, '') === 'algolia.com';
  } catch {
    return false;
  }
}
