// A post's share preview, cut from its own picture: the widest part of it at a share card's
// 1.91:1, centred on the picture's focus point as far as its edges allow, scaled down to at most a
// card's 1200 × 630 and never up (an enlarged picture is soft; networks scale a smaller one
// themselves). Networks crop a 4:3 picture to 1.91:1 around its middle, whatever it shows.
import type { FocusPoint } from '../model/focus.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './card-size.ts';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The widest 1.91:1 part of a picture this size: its whole height, or its whole width. */
function windowSize(width: number, height: number): { width: number; height: number } {
  if (width * CARD_HEIGHT > height * CARD_WIDTH)
    return { width: Math.max(1, Math.round((height * CARD_WIDTH) / CARD_HEIGHT)), height };
  return { width, height: Math.max(1, Math.round((width * CARD_HEIGHT) / CARD_WIDTH)) };
}

/** The preview's size: the window's, down to CARD_WIDTH × CARD_HEIGHT when larger. */
export function shareSize(width: number, height: number): { width: number; height: number } {
  const window = windowSize(width, height);
  return window.width > CARD_WIDTH ? { width: CARD_WIDTH, height: CARD_HEIGHT } : window;
}

/** Where the window sits in a picture this size: its middle on the focus point, moved back inside the edges. */
export function shareWindow(width: number, height: number, focus: FocusPoint): Box {
  const window = windowSize(width, height);
  const start = (size: number, part: number, percent: number) =>
    Math.min(Math.max(0, Math.round((size * percent) / 100 - part / 2)), size - part);
  return {
    left: start(width, window.width, focus[0]),
    top: start(height, window.height, focus[1]),
    ...window,
  };
}
