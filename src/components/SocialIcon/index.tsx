import type {ComponentType, ReactNode, SVGProps} from 'react';
import slack from '@iconify-icons/cib/slack';
import GitHubMark from 'simple-icons/icons/github.svg';
import XMark from 'simple-icons/icons/x.svg';
import YouTubeMark from 'simple-icons/icons/youtube.svg';
import type {SocialId} from '@site/src/config/site';
import {iconifyPaths} from './iconify';

// The brands' own marks, from Simple Icons (CC0). Simple Icons no longer carries Slack's mark, so it comes
// from CoreUI Brands (CC0) through Iconify. All are drawn in the text colour, so they follow the colour mode.
const slackPaths = iconifyPaths(slack.body);

function SlackMark(props: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <svg viewBox={`0 0 ${slack.width ?? 32} ${slack.height ?? 32}`} {...props}>
      {slackPaths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

const marks: Record<SocialId, ComponentType<SVGProps<SVGSVGElement>>> = {
  x: XMark,
  slack: SlackMark,
  github: GitHubMark,
  youtube: YouTubeMark,
};

/** A brand mark for a social link. The link carries the accessible name; the mark itself is hidden from assistive technology. */
export default function SocialIcon({id}: {id: SocialId}): ReactNode {
  const Mark = marks[id];
  return <Mark width={20} height={20} fill="currentColor" aria-hidden="true" focusable="false" role="presentation" />;
}
