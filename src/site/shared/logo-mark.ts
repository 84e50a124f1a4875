// The agency's mark, drawn once: the header and footer (components/Logo.tsx), the share cards
// (images/card-draw.ts) and content/public/favicon.svg take it from here. A band of Tripura's risa
// weave: two woven borders and, between them, a row of lozenges (the middle one open, like the
// eye of a risa diamond). Filled shapes on a 40 × 40 grid with 3-unit bars, so at 24 px every
// stroke is about 2 px and lands on whole pixels.
export const markSize = 40;
export const markRadius = 10;
export const markStops = [
  { offset: 0, color: '#4338ca' },
  { offset: 0.55, color: '#6d28d9' },
  { offset: 1, color: '#be185d' },
] as const;
/** White filled shapes (even-odd, so the middle lozenge is open). */
export const markPaths = [
  // The woven borders, each broken once like a weft thread changing colour.
  'M7 8h11v3H7zM22 8h11v3H22zM7 29h11v3H7zM22 29h11v3H22z',
  // Three lozenges on the band's centre line; the middle one has an eye.
  'M20 14l6 6-6 6-6-6zM20 17.5l-2.5 2.5 2.5 2.5 2.5-2.5z',
  'M8 16l4 4-4 4-4-4zM32 16l4 4-4 4-4-4z',
] as const;

/** The mark as a standalone SVG document, for a picture's `src` and the favicon. */
export function markSvg(): string {
  const stops = markStops.map((s) => `<stop offset="${s.offset}" stop-color="${s.color}"/>`).join('');
  const paths = markPaths.map((d) => `<path d="${d}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${markSize} ${markSize}" width="${markSize}" height="${markSize}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient></defs><rect width="${markSize}" height="${markSize}" rx="${markRadius}" fill="url(#g)"/><g fill="#fff" fill-rule="evenodd">${paths}</g></svg>`;
}
