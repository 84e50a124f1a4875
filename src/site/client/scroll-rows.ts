// A row of cards phones swipe through is a tab stop when its cards hold no link, so that a keyboard
// can scroll it (components/blocks/scroll-row.ts). Where the row does not overflow (wider screens
// lay it out as a grid) there is nothing to scroll, and it stops being a tab stop.
export function initScrollRows(): void {
  const rows = [...document.querySelectorAll<HTMLElement>('.scroller[tabindex]')];
  if (!rows.length || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver((entries) => {
    for (const { target } of entries) {
      const row = target as HTMLElement;
      row.tabIndex = row.scrollWidth > row.clientWidth ? 0 : -1;
    }
  });
  for (const row of rows) observer.observe(row);
}
