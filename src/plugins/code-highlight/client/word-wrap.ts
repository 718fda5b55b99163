import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap as upstreamCodeWordWrap} from '@docusaurus/theme-common/internal';
import {whenNearViewport} from './near-viewport';

type WordWrap = ReturnType<typeof upstreamCodeWordWrap>;

/** Whether a block's code is wider than the block, or is wrapped already (its word-wrap style is set). */
export function isScrollable(block: Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'querySelector'>): boolean {
  return block.scrollWidth > block.clientWidth || !!block.querySelector('code')?.hasAttribute('style');
}

/**
 * theme-common's useCodeWordWrap, measuring only once the block comes within a screen of the viewport.
 * Upstream measures every block in the effect after hydration: on an API page that is 150 to 220 reads of
 * layout and as many re-renders in the first tasks after the page shows (about half a second of main
 * thread on a phone). The measurement only decides whether the word-wrap button shows, and the buttons
 * are built near the viewport too (../theme/CodeBlock/Buttons). A block in a hidden tab panel has no box,
 * so it is measured when its tab is shown.
 */
export function useCodeWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement | null>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const [near, setNear] = useState(false);

  const measure = useCallback(() => {
    if (codeBlockRef.current) setIsCodeScrollable(isScrollable(codeBlockRef.current));
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    else {
      code.style.whiteSpace = 'pre-wrap';
      // No scrollbar once wrapped, even for a very long token.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block || near) return undefined;
    return whenNearViewport(block, () => setNear(true));
  }, [near]);

  useEffect(() => {
    if (near) measure();
  }, [near, isEnabled, measure]);

  useEffect(() => {
    if (!near) return undefined;
    window.addEventListener('resize', measure, {passive: true});
    // A block measured in a tab that is then hidden and shown again (after a resize) measures again.
    const panel = codeBlockRef.current?.closest('[role=tabpanel]');
    const observer = panel ? new MutationObserver(measure) : null;
    if (panel) observer?.observe(panel, {attributes: true, attributeFilter: ['hidden']});
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [near, measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
