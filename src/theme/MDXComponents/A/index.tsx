// Wrapped so links that leave the site in page content carry the theme's external-link icon.
import type {ReactNode} from 'react';
import A from '@theme-original/MDXComponents/A';
import type AType from '@theme/MDXComponents/A';
import type {WrapperProps} from '@docusaurus/types';
import IconExternalLink from '@theme/Icon/ExternalLink';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isExternalHref} from '@site/src/lib/links';

type Props = WrapperProps<typeof AType>;

export default function AWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  if (!isExternalHref(props.href, siteConfig.url)) return <A {...props} />;
  return (
    <A {...props} target="_blank" rel="noopener noreferrer">
      {props.children}
      <IconExternalLink />
    </A>
  );
}
