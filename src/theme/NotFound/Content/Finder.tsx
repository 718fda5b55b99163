import {useCallback, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {pathQuery, type PathQuery} from './path-query';
import {useSuggestions} from './use-suggestions';
import styles from './styles.module.scss';

/**
 * The pages suggested for a missing path, announced politely when they arrive. While the search runs,
 * and when it fails or finds nothing, the region stays empty and the page reads as the plain message.
 */
function Suggestions({pathname, words}: {pathname: string; words: PathQuery}): ReactNode {
  const state = useSuggestions(pathname, words);
  const processUrl = useSearchResultUrlProcessor();
  const suggestions = state.status === 'done' ? state.suggestions : [];
  return (
    <div aria-live="polite" aria-busy={state.status === 'loading'}>
      {state.status === 'loading' && <p className={styles.status}>Looking for pages that match this address…</p>}
      {suggestions.length > 0 && (
        <section className={styles.suggestions} aria-labelledby="not-found-suggestions">
          <Heading as="h2" id="not-found-suggestions" className={styles.heading}>
            Were you looking for one of these pages?
          </Heading>
          <ol className={styles.list}>
            {suggestions.map((suggestion) => (
              <li key={suggestion.url}>
                <Link to={processUrl(suggestion.url)} className={styles.title}>
                  {suggestion.title}
                  {suggestion.section && <span className={styles.section}> › {suggestion.section}</span>}
                </Link>
                {suggestion.area && <span className={styles.area}>{suggestion.area}</span>}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

function SearchForm({query}: {query: string}): ReactNode {
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
      history.push(text ? `${searchPage}?q=${encodeURIComponent(text)}` : searchPage);
    },
    [history, searchPage],
  );
  return (
    <form className={styles.search} action={searchPage} method="get" role="search" onSubmit={onSubmit}>
      <label htmlFor="not-found-search" className={styles.label}>
        Search the documentation
      </label>
      <div className={styles.searchRow}>
        {/* Keyed by the query, so the box refills when the reader moves on to another missing path. */}
        <input key={query} id="not-found-search" name="q" type="search" defaultValue={query} maxLength={64} className={styles.input} />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </div>
    </form>
  );
}

/** What the not-found page learns from the missing path: suggested pages and a search for its words. */
export default function Finder({pathname}: {pathname: string}): ReactNode {
  const words = pathQuery(pathname);
  return (
    <>
      {words && <Suggestions pathname={pathname} words={words} />}
      <SearchForm query={words?.query ?? ''} />
    </>
  );
}
