// Ejected leaf (see README.md): the stock page only apologises; this one searches for the missing path and offers the closest pages.
import {useCallback, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type {Props} from '@theme/NotFound/Content';
import {legacyDocsUrl} from '@site/src/config/site';
import {pathQuery} from './path-query';
import type {Suggestion} from './suggest';
import {useSuggestions, type SuggestionState} from './use-suggestions';
import styles from './styles.module.scss';

function Suggestions({state}: {state: SuggestionState}): ReactNode {
  const processUrl = useSearchResultUrlProcessor();
  if (state.status !== 'done' || state.suggestions.length === 0) return null;
  return (
    <section className={styles.suggestions} aria-labelledby="not-found-suggestions">
      <Heading as="h2" id="not-found-suggestions" className={styles.heading}>
        Were you looking for one of these pages?
      </Heading>
      <ol className={styles.list}>
        {state.suggestions.map((suggestion: Suggestion) => (
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
        {/* Keyed by the query so the prefilled words arrive once the path is known (after hydration). */}
        <input key={query} id="not-found-search" name="q" type="search" defaultValue={query} maxLength={64} className={styles.input} />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </div>
    </form>
  );
}

/** `pathname` is null until the missing path is known (see below). */
function LegacyNote({pathname}: {pathname: string | null}): ReactNode {
  return (
    <p className={styles.legacy}>
      Looking for Dagster 1.9.9 or earlier? Those releases are documented on the{' '}
      <Link href={legacyDocsUrl} target="_blank" rel="noopener noreferrer">
        legacy documentation site
        <IconExternalLink />
      </Link>
      .
      {pathname && (
        <>
          {' '}
          If your link was written for one of them,{' '}
          <Link href={`${legacyDocsUrl}${pathname}`} target="_blank" rel="noopener noreferrer">
            open the same path there
            <IconExternalLink />
          </Link>
          .
        </>
      )}
    </p>
  );
}

export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname} = useLocation();
  // The static 404 page is rendered without knowing which path will be missing: read it after hydration.
  const isBrowser = useIsBrowser();
  const words = isBrowser ? pathQuery(pathname) : null;
  const state = useSuggestions(pathname, words);
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <div className="row">
        <div className="col col--6 col--offset-3" aria-busy={state.status === 'loading'}>
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <Suggestions state={state} />
          <SearchForm query={words?.query ?? ''} />
          <LegacyNote pathname={isBrowser ? pathname : null} />
          <p>
            <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the original URL and let them know their link is broken.
            </Translate>
          </p>
        </div>
      </div>
    </main>
  );
}
