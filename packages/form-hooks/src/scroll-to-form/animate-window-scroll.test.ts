// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type AnimationWindow, animateWindowScroll } from './animate-window-scroll';

function fakeWindow(scrollY: number, reducedMotion = false) {
  const frames = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  const positions: number[] = [];
  const host: AnimationWindow & { scrollY: number } = {
    scrollY,
    scrollTo: ((options: ScrollToOptions) => {
      host.scrollY = options.top ?? host.scrollY;
      positions.push(host.scrollY);
    }) as Window['scrollTo'],
    requestAnimationFrame: (callback) => {
      frames.set(nextId, callback);
      return nextId++;
    },
    cancelAnimationFrame: (id) => void frames.delete(id),
    matchMedia: ((query: string) => ({
      matches: reducedMotion && query.includes('reduce'),
    })) as never,
  };
  const runFrame = (timestamp: number) => {
    const pending = [...frames.entries()];
    frames.clear();
    for (const [, callback] of pending) callback(timestamp);
  };
  return { host, positions, runFrame, pendingFrames: () => frames.size };
}

describe('animateWindowScroll', () => {
  it('eases from the current position to the target over the duration, then calls done', () => {
    const { host, positions, runFrame } = fakeWindow(0);
    let finished = false;
    animateWindowScroll(host, 1000, 1000, () => {
      finished = true;
    });
    runFrame(5000);
    runFrame(5250);
    runFrame(5500);
    runFrame(5750);
    expect(finished).toBe(false);
    runFrame(6000);
    expect(positions).toEqual([0, 62.5, 500, 937.5, 1000]);
    expect(finished).toBe(true);
  });

  it('stops when cancelled, without calling done', () => {
    const { host, positions, runFrame, pendingFrames } = fakeWindow(0);
    let finished = false;
    const stop = animateWindowScroll(host, 1000, 1000, () => {
      finished = true;
    });
    runFrame(0);
    stop();
    expect(pendingFrames()).toBe(0);
    expect(positions).toEqual([0]);
    expect(finished).toBe(false);
  });

  it('jumps for visitors who prefer reduced motion', () => {
    const { host, positions } = fakeWindow(0, true);
    let finished = false;
    animateWindowScroll(host, 800, 1000, () => {
      finished = true;
    });
    expect(positions).toEqual([800]);
    expect(finished).toBe(true);
  });
});
