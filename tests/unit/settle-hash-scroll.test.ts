/**
 * Settling a link's target: while the content above it is still being laid out, the target is scrolled back
 * into view in every frame it moved, until it stays put, a frame limit passes, or the reader takes over.
 */
import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {MAX_FRAMES, settleOnTarget, STABLE_FRAMES} from '../../src/plugins/settle-hash-scroll/settle';

/** A page whose target sits at the offsets given, one per frame (the last one repeats). */
function fakePage(offsets: number[]) {
  let frame = 0;
  const queued: (() => void)[] = [];
  let scrolls = 0;
  return {
    host: {
      targetOffset: () => offsets[Math.min(frame, offsets.length - 1)]!,
      scrollToTarget: () => void (scrolls += 1),
      nextFrame: (callback: () => void) => void queued.push(callback),
    },
    /** Draws frames until nothing more is asked for; returns how many were drawn. */
    run(limit = 1000): number {
      let drawn = 0;
      while (queued.length && drawn < limit) {
        frame += 1;
        drawn += 1;
        queued.shift()!();
      }
      return drawn;
    },
    get scrolls() {
      return scrolls;
    },
  };
}

describe('settleOnTarget', () => {
  it('scrolls again in each frame the target moved, and stops once it has stayed put', () => {
    const page = fakePage([1000, 1400, 1900, 1900]);
    settleOnTarget(page.host);
    const frames = page.run();
    assert.equal(page.scrolls, 2);
    assert.equal(frames, 2 + STABLE_FRAMES);
  });

  it('does nothing but watch when the target never moves', () => {
    const page = fakePage([500]);
    settleOnTarget(page.host);
    assert.equal(page.run(), STABLE_FRAMES);
    assert.equal(page.scrolls, 0);
  });

  it('ignores sub-pixel movement', () => {
    const page = fakePage([500, 500.3, 500.1, 500.4]);
    settleOnTarget(page.host);
    page.run();
    assert.equal(page.scrolls, 0);
  });

  it('gives up after the frame limit when the target keeps moving', () => {
    const page = fakePage(Array.from({length: 1000}, (_, index) => index * 10));
    settleOnTarget(page.host);
    assert.equal(page.run(), MAX_FRAMES);
    assert.equal(page.scrolls, MAX_FRAMES);
  });

  it('stops at once when cancelled, as when the reader scrolls', () => {
    const page = fakePage([0, 100, 200, 300, 400]);
    const cancel = settleOnTarget(page.host);
    page.run(2);
    const scrolled = page.scrolls;
    cancel();
    page.run();
    assert.equal(page.scrolls, scrolled);
  });
});
