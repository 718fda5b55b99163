// Ejected leaf (see README.md): the stock page only apologises; this one searches for the missing path and offers the closest pages.
import {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type {Props} from '@theme/NotFound/Content';
import {legacyDocsUrl} from '@site/src/config/site';
import styles from './styles.module.scss';

// The theme's doc layouts render this component for unknown doc paths, so it sits in every doc page's
// bundle; what reads the path and searches for it loads only when a page is actually missing.
const Finder = lazy(() => import('./Finder'));

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
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <div className="row">
        <div className="col col--6 col--offset-3">
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
          {isBrowser && (
            <Suspense fallback={null}>
              <Finder pathname={pathname} />
            </Suspense>
          )}
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
