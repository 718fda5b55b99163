import type {ClientModule} from '@docusaurus/types';
import {settleOnTarget} from './settle';

/** What the reader does that means they have taken over the scrolling. */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let cancelSettling: (() => void) | null = null;

function stopSettling(): void {
  cancelSettling?.();
  cancelSettling = null;
  for (const type of TAKE_OVER) window.removeEventListener(type, stopSettling, {capture: true});
}

function targetOf(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * After a client-side navigation to `#anchor`, the theme scrolls the target into view once. On pages whose
 * off-screen blocks are laid out only when they come near (`content-visibility`), the blocks around the
 * target are then drawn at their real height and move it: this keeps it in place until they are done.
 */
const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    stopSettling();
    if (!location.hash) return;
    const target = targetOf(location.hash);
    if (!target) return;
    cancelSettling = settleOnTarget({
      targetOffset: () => target.getBoundingClientRect().top + window.scrollY,
      scrollToTarget: () => target.scrollIntoView(),
      nextFrame: (callback) => requestAnimationFrame(callback),
    });
    for (const type of TAKE_OVER) window.addEventListener(type, stopSettling, {capture: true, passive: true});
  },
};

export default clientModule;
