// Wraps the theme's DocItem/Content to put the copy-page menu beside the title of every doc page.
import type {ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {PageActions} from '../../../client';

export default function DocItemContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      {/* Keyed by page, so a menu left open does not carry over to the next page. */}
      <PageActions key={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
