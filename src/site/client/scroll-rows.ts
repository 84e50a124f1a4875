// A row of cards phones swipe through is a tab stop when its cards hold no link, so that a keyboard
// can scroll it (components/blocks/scroll-row.ts). Where the row does not overflow (wider screens
// lay it out as a grid) there is nothing to scroll, and it stops being a tab stop.
// The dots under a row (SwipeCue.tsx) follow the card in view.
export function initScrollRows(): void {
  const rows = [...document.querySelectorAll<HTMLElement>('.scroller')];
  for (const row of rows) {
    const dots = row.nextElementSibling?.classList.contains('swipe-cue') ? [...row.nextElementSibling.children] : [];
    if (dots.length) row.addEventListener('scroll', () => followDots(row, dots), { passive: true });
  }
  const focusable = rows.filter((r) => r.hasAttribute('tabindex'));
  if (!focusable.length || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver((entries) => {
    for (const { target } of entries) {
      const row = target as HTMLElement;
      row.tabIndex = row.scrollWidth > row.clientWidth ? 0 : -1;
    }
  });
  for (const row of focusable) observer.observe(row);
}

function followDots(row: HTMLElement, dots: Element[]): void {
  const end = row.scrollWidth - row.clientWidth;
  const at =
    row.scrollLeft >= end - 2 ? dots.length - 1 : Math.round((row.scrollLeft / Math.max(end, 1)) * (dots.length - 1));
  dots.forEach((d, i) => d.classList.toggle('dot-on', i === at));
}
