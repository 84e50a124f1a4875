// A post's share preview (images/share-crop.ts): the widest 1.91:1 part of its picture, at most
// 1200 × 630 and never enlarged, centred on the focus point unless an edge of the picture is nearer.
import { describe, expect, it } from 'vitest';
import { shareSize, shareWindow } from '../../../src/site/images/share-crop.ts';

describe('shareSize', () => {
  it('is 1200 × 630 for a picture that fills it, whatever its shape', () => {
    expect(shareSize(1600, 1200)).toEqual({ width: 1200, height: 630 });
    expect(shareSize(4000, 1000)).toEqual({ width: 1200, height: 630 });
    expect(shareSize(1200, 630)).toEqual({ width: 1200, height: 630 });
  });

  it('is the widest 1.91:1 part of a smaller picture, never enlarged', () => {
    expect(shareSize(1000, 750)).toEqual({ width: 1000, height: 525 });
    expect(shareSize(2000, 500)).toEqual({ width: 952, height: 500 });
    expect(shareSize(500, 1000)).toEqual({ width: 500, height: 263 });
  });
});

describe('shareWindow', () => {
  it('puts the focus point in its middle when the edges allow', () => {
    // 4000 × 1000: a window 1905 px wide, its middle at 75 % across (3000 px).
    const w = shareWindow(4000, 1000, [75, 25]);
    expect(w).toEqual({ left: 2048, top: 0, width: 1905, height: 1000 });
    expect(Math.abs(w.left + w.width / 2 - 3000)).toBeLessThanOrEqual(1); // within a pixel
  });

  it('stops at the edges: a point near one keeps the window inside the picture', () => {
    // 1600 × 1200: the window is the whole width and 840 px high.
    expect(shareWindow(1600, 1200, [50, 50])).toEqual({ left: 0, top: 180, width: 1600, height: 840 });
    expect(shareWindow(1600, 1200, [75, 25])).toEqual({ left: 0, top: 0, width: 1600, height: 840 });
    expect(shareWindow(1600, 1200, [50, 100])).toEqual({ left: 0, top: 360, width: 1600, height: 840 });
    expect(shareWindow(4000, 1000, [100, 0])).toEqual({ left: 2095, top: 0, width: 1905, height: 1000 });
    expect(shareWindow(4000, 1000, [0, 100])).toEqual({ left: 0, top: 0, width: 1905, height: 1000 });
  });
});
