// Stands in for `@docusaurus/Link` inside the Algolia theme's SearchPage module only (see ../../index.ts).
import type {ComponentProps, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {isLocalSearchEnabled} from '../local-client';
import {isAlgoliaCredit, LOCAL_CREDIT} from './filters';

/** In local mode the page's "Powered by" credit names what answers, instead of linking Algolia's logo. */
export default function SearchPageLink(props: ComponentProps<typeof Link>): ReactNode {
  if (isLocalSearchEnabled() && isAlgoliaCredit(props.to ?? props.href)) {
    return (
      <Link to={LOCAL_CREDIT.url} data-search-credit="local">
        {LOCAL_CREDIT.label}
      </Link>
    );
  }
  return <Link {...props} />;
}
