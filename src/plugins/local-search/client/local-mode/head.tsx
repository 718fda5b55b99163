// Stands in for `@docusaurus/Head` inside the Algolia theme's SearchBar module only (see ../../index.ts).
import type {ComponentProps, ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {isLocalSearchEnabled} from '../local-client';
import {withoutHostHints} from './filters';

export default function SearchBarHead(props: ComponentProps<typeof Head>): ReactNode {
  if (!isLocalSearchEnabled()) return <Head {...props} />;
  const children = withoutHostHints(props.children);
  return children.length > 0 ? <Head {...props}>{children}</Head> : null;
}
