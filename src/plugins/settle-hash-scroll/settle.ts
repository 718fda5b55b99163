/** What settling needs from the page; tests pass fakes. */
export interface SettleHost {
  /** The target's distance from the top of the document, as laid out now. */
  targetOffset(): number;
  /** Scrolls the target to where a link to it puts it (its scroll margin below the navbar). */
  scrollToTarget(): void;
  /** Runs the callback before the next frame is drawn. */
  nextFrame(callback: () => void): void;
}

/** Frames in a row in which the target must not move before settling stops. */
export const STABLE_FRAMES = 3;
/** Settling gives up after this many frames (about two seconds at 60 Hz). */
export const MAX_FRAMES = 120;

/**
 * Keeps a link's target where the link put it while the content above it is still being laid out: every
 * frame in which the target's place in the document moved, it is scrolled back into view. Stops once it has
 * stayed put for a few frames, after `MAX_FRAMES`, or when `cancel()` is called (the reader scrolls or
 * types). Returns that cancel function.
 */
export function settleOnTarget(host: SettleHost): () => void {
  let cancelled = false;
  let last = host.targetOffset();
  let still = 0;
  let frames = 0;
  const step = (): void => {
    if (cancelled) return;
    frames += 1;
    const now = host.targetOffset();
    if (Math.abs(now - last) > 0.5) {
      host.scrollToTarget();
      still = 0;
    } else {
      still += 1;
    }
    last = now;
    if (still < STABLE_FRAMES && frames < MAX_FRAMES) host.nextFrame(step);
  };
  host.nextFrame(step);
  return () => {
    cancelled = true;
  };
}
