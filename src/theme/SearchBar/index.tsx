// Wrapped to answer from the local index when Algolia is not configured, to show the error screen upstream never reaches, to suggest real queries when nothing is found, and to warm the index on intent.
import {useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import themeTranslations from '@theme/SearchTranslations';
import {
  createFailureStore,
  isLocalSearchEnabled,
  localSearchClient,
  NoResultsSuggestions,
  preloadLocalSearch,
  withFailureTracking,
} from '@site/src/plugins/local-search/client';
import {missingResultsUrl} from '@site/src/config/search';
import {HoldFirstPaintUntilHere} from '@site/src/components/HoldFirstPaintUntilHere';

type Props = WrapperProps<typeof SearchBarType>;

/** The DocSearch props this wrapper passes through; the theme's SearchBar forwards them to DocSearch. */
interface DocSearchPassThrough {
  transformSearchClient: (client: AlgoliaClient) => AlgoliaClient;
  getMissingResultsUrl: (args: {query: string}) => string;
  insights: boolean;
  translations: typeof themeTranslations;
}
type AlgoliaClient = {
  addAlgoliaAgent?: (segment: string, version?: string) => void;
  search(argument: unknown): Promise<{results: unknown[]}>;
};
// The theme declares SearchBar without props although it forwards DocSearch's; say which ones once, here.
const SearchBarWithDocSearchProps = SearchBar as unknown as ComponentType<Props & DocSearchPassThrough>;

/** The search button ends the navbar's right-hand items, which must not be painted half parsed. */
const NAVBAR_PARSED = '__navbar-parsed';

const failures = createFailureStore();
const trackedLocalClient = withFailureTracking(localSearchClient, failures);

// Module-level so DocSearch's memoised client is built once, not on every render.
function transformLocal(): AlgoliaClient {
  return trackedLocalClient;
}
const algoliaTransforms = new Map<string, (client: AlgoliaClient) => AlgoliaClient>();
/** One stable transform per Docusaurus version (there is only ever one), tagging requests as the theme does. */
function transformAlgoliaFor(docusaurusVersion: string): (client: AlgoliaClient) => AlgoliaClient {
  let transform = algoliaTransforms.get(docusaurusVersion);
  if (!transform) {
    transform = (client) => {
      client.addAlgoliaAgent?.('docusaurus', docusaurusVersion);
      return withFailureTracking(client, failures);
    };
    algoliaTransforms.set(docusaurusVersion, transform);
  }
  return transform;
}
/** Closing the modal focuses the search button again: a closed modal forgets the failure. */
function onButtonFocus(): void {
  failures.clear();
  preloadLocalSearch();
}
// The spec's no-results wording is DocSearch's own, which the theme's translation replaces.
const translations = {
  ...themeTranslations,
  modal: {
    ...themeTranslations.modal,
    noResultsScreen: {...themeTranslations.modal?.noResultsScreen, noResultsText: 'No results for'},
  },
};

function getMissingResultsUrl({query}: {query: string}): string {
  return missingResultsUrl(query);
}

/** The DocSearch error screen, drawn into the open modal while the last search could not reach a host. */
function ErrorScreen(): ReactNode {
  const failed = useSyncExternalStore(failures.subscribe, failures.failed, () => false);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    const modal = document.querySelector('.DocSearch-Modal');
    modal?.toggleAttribute('data-search-error', failed);
    setDropdown(failed ? document.querySelector('.DocSearch-Dropdown') : null);
  }, [failed]);
  if (!failed || !dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen docs-search-error" role="alert">
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>,
    dropdown,
  );
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const local = isLocalSearchEnabled();
  const insights = !local && siteConfig.themeConfig.algolia !== undefined;
  return (
    <span className="docs-search-bar" onMouseEnter={preloadLocalSearch} onFocusCapture={onButtonFocus} onTouchStart={preloadLocalSearch}>
      <SearchBarWithDocSearchProps
        {...props}
        transformSearchClient={local ? transformLocal : transformAlgoliaFor(siteMetadata.docusaurusVersion)}
        getMissingResultsUrl={getMissingResultsUrl}
        insights={insights}
        translations={translations}
      />
      <HoldFirstPaintUntilHere id={NAVBAR_PARSED} />
      <ErrorScreen />
      <NoResultsSuggestions label={translations.modal.noResultsScreen.suggestedQueryText} />
    </span>
  );
}
