// Ejected (small leaf): the theme labels a heading's anchor with its id whenever the heading holds
// markup such as inline code; this version uses the heading's visible text, as the spec requires.
// Its anchor is a plain <a>, which keeps long API pages cheap to hydrate. See README.md.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {Props} from '@theme/Heading';
import {textOf} from '@site/src/lib/react-text';
import './styles.module.css';

export default function Heading({as: As, id, ...props}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);
  // An h1 is the page title: it has no anchor and no table-of-contents entry.
  if (As === 'h1' || !id) {
    return <As {...props} id={undefined} />;
  }
  brokenLinks.collectAnchor(id);
  const anchorTitle = translate(
    {id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}', description: 'Title for link to heading'},
    {heading: textOf(props.children).trim() || id},
  );
  return (
    <As {...props} className={clsx('anchor', anchorTargetClassName, props.className)} id={id}>
      {props.children}
      {/* A plain anchor, as Link renders for `#` targets anyway, without a Link's hooks and prefetch observer per heading. */}
      <a className="hash-link" href={`#${id}`} aria-label={anchorTitle} title={anchorTitle} translate="no">
        &#8203;
      </a>
    </As>
  );
}
