import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap as upstreamCodeWordWrap} from '@docusaurus/theme-common/internal';
import {whenNearViewport} from './near-viewport';

type WordWrap = ReturnType<typeof upstreamCodeWordWrap>;

/** Whether a block's code is wider than the block, or is wrapped already (its word-wrap style is set). */
export function isScrollable(block: Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'querySelector'>): boolean {
  return block.scrollWidth > block.clientWidth || !!block.querySelector('code')?.hasAttribute('style');
}

/** The block's word-wrap state, plus whether it has been measured yet (../theme/CodeBlock/Buttons waits). */
export type MeasuredWordWrap = WordWrap & {readonly measured: boolean};

/** Whether a block's buttons may be drawn: once it is measured, so the word-wrap button never pops in. */
export function isMeasured(wordWrap: WordWrap): boolean {
  return 'measured' in wordWrap ? Boolean(wordWrap.measured) : true;
}

/**
 * theme-common's useCodeWordWrap, measuring only once the block comes within a screen of the viewport.
 * Upstream measures every block in the effect after hydration: on an API page that is 150 to 220 reads of
 * layout and as many re-renders in the first tasks after the page shows (about half a second of main
 * thread on a phone). The measurement only decides whether the word-wrap button shows, and the buttons
 * wait for it (`measured`), so both appear together. A block in a hidden tab panel has no box, so it is
 * measured when its tab is shown. Code highlighted in the browser (no build-time lines) has no `<pre>`
 * until Prism loads: its buttons come at once, and it is measured on the next resize.
 */
export function useCodeWordWrap(): MeasuredWordWrap {
  const codeBlockRef = useRef<HTMLPreElement | null>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const [measured, setMeasured] = useState(false);

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
    if (measured) return undefined;
    if (!block) {
      setMeasured(true);
      return undefined;
    }
    // One update: the measurement and `measured` render together.
    return whenNearViewport(block, () => {
      measure();
      setMeasured(true);
    });
  }, [measured, measure]);

  useEffect(() => {
    if (measured) measure();
  }, [isEnabled, measure]); // eslint-disable-line react-hooks/exhaustive-deps -- measured once already when it turns true

  useEffect(() => {
    if (!measured) return undefined;
    window.addEventListener('resize', measure, {passive: true});
    // A block measured in a tab that is then hidden and shown again (after a resize) measures again.
    const panel = codeBlockRef.current?.closest('[role=tabpanel]');
    const observer = panel ? new MutationObserver(measure) : null;
    if (panel) observer?.observe(panel, {attributes: true, attributeFilter: ['hidden']});
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [measured, measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle, measured};
}
