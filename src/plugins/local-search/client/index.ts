/**
 * The local-search plugin's public client API: what site code (the SearchBar and NotFound wrappers) may
 * import. Everything else under client/ is internal to the plugin.
 */
export {createFailureStore, withFailureTracking, type FailureStore} from './failure-store';
export {isLocalSearchEnabled, localSearchClient, preloadLocalSearch} from './local-client';
export {loadSiteSearchClient} from './site-search';
export {NoResultsSuggestions} from './no-results-suggestions';
