export const PLUGIN_NAME = 'docs-local-search';
export const INDEX_FILE = 'search-index.json';
export const ORIGINAL_LITE_ALIAS = 'docs-local-search-original-lite';

export interface LocalSearchGlobalData {
  enabled: boolean;
  /** Changes whenever the dev index is rewritten, so an open page fetches the new one. */
  version: string;
}
