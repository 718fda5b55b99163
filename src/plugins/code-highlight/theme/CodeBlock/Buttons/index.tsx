// Wrapped so a long page does not build the copy and word-wrap buttons of all its blocks at once: a block
// gets them when it comes within a screen of the viewport (an API page has over 150 blocks).
import {useEffect, useRef, useState, type ReactNode} from 'react';
import Buttons from '@theme-init/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';
import {whenNearViewport} from '../../../client/near-viewport';

export default function CodeBlockButtonsWrapper(props: Props): ReactNode {
  // The marker is server-rendered too, so hydration matches and needs no second pass to place it.
  const marker = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const block = marker.current?.parentElement;
    if (!block || near) return undefined;
    return whenNearViewport(block, () => setNear(true));
  }, [near]);
  return near ? <Buttons {...props} /> : <span ref={marker} hidden />;
}
