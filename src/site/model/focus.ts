// A picture's focal point (`focus:` in content): the part every crop keeps in frame. Shown as
// object-position, through two classes (the page's Content-Security-Policy allows no style
// attributes): `fx-<n>` and `fy-<n>` set --fx and --fy, which img.picture reads (styles/base.css),
// in steps of 5 %, one class each of 21.

export const focusWords = ['left', 'right', 'top', 'bottom', 'center'] as const;

/** What content may write: a word, or `x% y%` in steps of 5 (0 % is the left or top edge). */
export const focusPattern = /^(?:left|right|top|bottom|center|(\d{1,3})% (\d{1,3})%)$/;

const words: Record<(typeof focusWords)[number], [number, number]> = {
  left: [0, 50],
  right: [100, 50],
  top: [50, 0],
  bottom: [50, 100],
  center: [50, 50],
};

/** A focal point: percentages across and down, from the left and top edges. */
export type FocusPoint = readonly [x: number, y: number];

/** The point as percentages across and down, or why the text is not one. */
export function parseFocus(text: string): [number, number] | string {
  const m = focusPattern.exec(text.trim());
  if (!m) return `must be one of ${focusWords.join(', ')}, or two percentages across and down such as "30% 40%"`;
  if (m[1] === undefined) return words[text.trim() as keyof typeof words];
  const [x, y] = [Number(m[1]), Number(m[2])];
  if (x > 100 || y > 100 || x % 5 || y % 5)
    return 'takes percentages from 0% to 100% in steps of 5 (such as "30% 40%")';
  return [x, y];
}

/** The point content wrote (its schema has checked it), or the middle when it wrote none. */
export function focusPoint(text: string | undefined): FocusPoint {
  const point = text === undefined ? undefined : parseFocus(text);
  return typeof point === 'object' ? point : [50, 50];
}

/** The classes that place a picture's focus, or '' for none (the middle: object-position's default). */
export function focusClasses(focus: string | undefined): string {
  if (!focus) return '';
  const point = parseFocus(focus);
  if (typeof point === 'string') return '';
  return `fx-${point[0]} fy-${point[1]}`;
}
