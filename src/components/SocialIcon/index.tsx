import type {ReactNode} from 'react';
import type {SocialId} from '@site/src/config/site';

/** Our own simplified glyphs (24 x 24 grid), drawn for this site rather than copied from brand kits. */
const glyphs: Record<SocialId, ReactNode> = {
  x: (
    <path
      d="M4 4h4.2l11.8 16h-4.2zM19.2 4 13.6 10.4M10.4 13.6 4.8 20"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      fill="none"
    />
  ),
  slack: (
    <g fill="currentColor">
      <rect x="3" y="9.5" width="9" height="3.4" rx="1.7" />
      <rect x="9.5" y="3" width="3.4" height="9" rx="1.7" />
      <rect x="12" y="11.1" width="9" height="3.4" rx="1.7" />
      <rect x="11.1" y="12" width="3.4" height="9" rx="1.7" />
    </g>
  ),
  github: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="7" cy="5.5" r="2.2" />
      <circle cx="7" cy="18.5" r="2.2" />
      <circle cx="17" cy="8.5" r="2.2" />
      <path d="M7 7.7v8.6M17 10.7c0 4-10 2.3-10 5.6" />
    </g>
  ),
  youtube: (
    <g>
      <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" fill="currentColor" />
      <path d="m10 9 5.2 3-5.2 3z" fill="var(--ifm-background-color)" />
    </g>
  ),
};

export default function SocialIcon({id}: {id: SocialId}): ReactNode {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {glyphs[id]}
    </svg>
  );
}
