// The agency's mark, drawn once: the header and footer (components/Logo.tsx) and the share cards
// (images/card-draw.ts) take it from here. A rising line on the brand gradient, 40 × 40.
export const markSize = 40;
export const markRadius = 11;
export const markStops = [
  { offset: 0, color: '#4338ca' },
  { offset: 0.55, color: '#6d28d9' },
  { offset: 1, color: '#be185d' },
] as const;
/** The line and its arrowhead, white strokes 3.4 wide with round ends. */
export const markPaths = ['M9 28.5l7-7.5 5 4.5 9.5-11', 'M24.5 13.5h7v7'] as const;
export const markStroke = 3.4;

/** The mark as a standalone SVG document, for a picture's `src`. */
export function markSvg(): string {
  const stops = markStops.map((s) => `<stop offset="${s.offset}" stop-color="${s.color}"/>`).join('');
  const paths = markPaths.map((d) => `<path d="${d}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${markSize} ${markSize}" width="${markSize}" height="${markSize}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient></defs><rect width="${markSize}" height="${markSize}" rx="${markRadius}" fill="url(#g)"/><g fill="none" stroke="#fff" stroke-width="${markStroke}" stroke-linecap="round" stroke-linejoin="round">${paths}</g></svg>`;
}
