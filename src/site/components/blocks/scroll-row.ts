// A list of cards or labels that phones show as one row to swipe through (styles/components/layouts.css,
// `.scroller`): a page a third shorter, with no card left out. A row whose cards hold no link is
// focusable itself and named after its section, so that a keyboard can scroll it as well (where it
// does not overflow, the browser script, client/scroll-rows.ts, takes it out of the tab order).

export interface ScrollRowProps {
  className: string;
  tabIndex?: number;
  'aria-label'?: string;
}

export function scrollRow(className: string, label: string | undefined, cardsHaveLinks: boolean): ScrollRowProps {
  const row = { className: `${className} scroller` };
  return cardsHaveLinks ? row : { ...row, tabIndex: 0, 'aria-label': label };
}
