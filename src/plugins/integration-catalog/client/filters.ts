import {useCallback, useMemo} from 'react';
import {useHistory} from '@docusaurus/router';
import {useHistorySelector} from '@docusaurus/theme-common';
import {parseFilters, serializeFilters, type FacetValues, type Filters} from '../facets';

/**
 * The catalog filters, kept in the URL: read from the query string (empty while the page hydrates, so the
 * first render matches the server's full list) and written back by replacing the history entry.
 *
 * Replace, not push: the theme treats every pushed location as a new page and moves focus, and with it
 * the scroll position, to the top (useSkipToContent in @docusaurus/theme-common), which would throw a
 * keyboard user out of the filters on every change. The entry still carries the filters, so reloading,
 * sharing the URL, and coming back from a library page with the back button all restore them.
 */
export function useUrlFilters(known: FacetValues): [Filters, (filters: Filters) => void] {
  const history = useHistory();
  const search = useHistorySelector((h) => h.location.search);
  const filters = useMemo(() => parseFilters(search, known), [search, known]);
  const setFilters = useCallback(
    (next: Filters) => {
      const nextSearch = serializeFilters(next);
      if (nextSearch !== history.location.search) history.replace({...history.location, search: nextSearch});
    },
    [history],
  );
  return [filters, setFilters];
}
