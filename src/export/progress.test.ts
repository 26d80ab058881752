import { describe, expect, it } from 'vitest';
import type { ProgressUpdate } from '../jobs/index.js';
import { ProgressThrottle, RENDER_SHARE, renderProgress } from './progress.js';

describe('renderProgress', () => {
  it('maps pages done to 0..95 and keeps the page count', () => {
    expect(renderProgress(0, 10)).toEqual({ progress: 0, pageCount: 0 });
    expect(renderProgress(5, 10)).toEqual({ progress: 47, pageCount: 5 });
    expect(renderProgress(10, 10)).toEqual({ progress: RENDER_SHARE, pageCount: 10 });
    expect(renderProgress(12, 10).progress).toBe(RENDER_SHARE);
    expect(renderProgress(3, 0)).toEqual({ progress: 0, pageCount: 3 });
  });
});

describe('ProgressThrottle', () => {
  it('coalesces bursts, never sends a lower value, and flush sends the last one', async () => {
    const sent: ProgressUpdate[] = [];
    let release: (() => void) | null = null;
    const throttle = new ProgressThrottle(
      (p) =>
        new Promise<void>((resolve) => {
          sent.push(p);
          release = resolve;
        }),
      5,
    );
    for (let i = 1; i <= 100; i++) throttle.push({ progress: i % 50, pageCount: i });
    await new Promise((r) => setTimeout(r, 30));
    // One write is in flight; nothing else starts until it settles.
    expect(sent).toHaveLength(1);
    release!();
    const flushed = throttle.flush();
    await new Promise((r) => setTimeout(r, 0));
    release!();
    await flushed;
    expect(sent.length).toBeLessThanOrEqual(3);
    const last = sent[sent.length - 1];
    expect(last).toEqual({ progress: 49, pageCount: 100 });
    for (let i = 1; i < sent.length; i++) {
      expect(sent[i].progress).toBeGreaterThanOrEqual(sent[i - 1].progress);
      expect(sent[i].pageCount).toBeGreaterThanOrEqual(sent[i - 1].pageCount);
    }
  });

  it('surfaces a failed write on flush', async () => {
    const throttle = new ProgressThrottle(async () => {
      throw new Error('lease lost');
    }, 1);
    throttle.push({ progress: 1, pageCount: 1 });
    await expect(throttle.flush()).rejects.toThrow('lease lost');
  });
});
