/** Where social cards are published in the build, under the site's base URL. */
export const CARDS_DIR = 'img/social-cards';

/** The card of pages that have none of their own (tag pages, search, not found). */
export const DEFAULT_CARD = `${CARDS_DIR}/default.png`;

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/**
 * The card of a doc route, relative to the base URL: `/guides/build/ops` is
 * `img/social-cards/guides/build/ops.png`, a folder route `/guides/build/` is `.../guides/build/index.png`.
 * The server and the page's metadata both use this, so a page never needs a list of cards.
 */
export function cardPathForRoute(route: string, baseUrl = '/'): string {
  const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  const stem = relative === '' || relative.endsWith('/') ? `${relative}index` : relative;
  return `${CARDS_DIR}/${decodeURIComponent(stem)}.png`;
}

export const PLUGIN_NAME = 'docs-social-cards';

/** What the page metadata components read from the plugin's global data. */
export interface SocialCardsGlobalData {
  /** False when only the default card was drawn. */
  perPage: boolean;
}
