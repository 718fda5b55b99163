// Wrapped so a long page does not build the copy and word-wrap buttons of all its blocks at once: a block
// gets them when it comes within a screen of the viewport (an API page has over 150 blocks).
import {useEffect, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Buttons from '@theme-init/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';
import {whenNearViewport} from '../../../client/near-viewport';

export default function CodeBlockButtonsWrapper(props: Props): ReactNode {
  // Upstream's buttons are browser-only too: nothing here is server-rendered, so hydration matches.
  const isBrowser = useIsBrowser();
  const [marker, setMarker] = useState<HTMLSpanElement | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const block = marker?.parentElement;
    if (!block || near) return undefined;
    return whenNearViewport(block, () => setNear(true));
  }, [marker, near]);
  if (!isBrowser) return null;
  return near ? <Buttons {...props} /> : <span ref={setMarker} hidden />;
}
