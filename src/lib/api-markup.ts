/**
 * Markup the API page renderer writes and the search extractor reads: a contract between two plugins,
 * so it lives here rather than inside either.
 */

/** The class of the block that holds an entry's parameter list (indexed as one search record). */
export const PARAMS_CLASS = 'api-params';

/**
 * The class of the block that holds one entry's body (everything under its heading). The heading stays
 * outside, so the table of contents and anchors measure headings without laying out the bodies, which the
 * browser may skip while they are off screen (`content-visibility` in custom.scss).
 */
export const ENTRY_CLASS = 'api-entry';
