/**
 * Markup the API page renderer writes and the search extractor reads: a contract between two plugins,
 * so it lives here rather than inside either.
 */

/** The class of the block that holds an entry's parameter list (indexed as one search record). */
export const PARAMS_CLASS = 'api-params';
