// A row of cards phones swipe through is a tab stop when its cards hold no link, so that a keyboard
// can scroll it (components/blocks/scroll-row.ts). Where the row does not overflow (wider screens
// lay it out as a grid) there is nothing to scroll: it stops being a tab stop, and the dots under it
// (SwipeCue.tsx), which follow the card in view, hide, as a cue must never promise a swipe (issue 51).
export function initScrollRows(): void {
  const rows = [...document.querySelectorAll<HTMLElement>('.scroller')];
  const cues = new Map<Element, HTMLElement>();
  for (const row of rows) {
    const cue = row.nextElementSibling;
    if (!(cue instanceof HTMLElement) || !cue.classList.contains('swipe-cue')) continue;
    cues.set(row, cue);
    const dots = [...cue.children];
    row.addEventListener('scroll', () => followDots(row, dots), { passive: true });
  }
  const watched = rows.filter((r) => r.hasAttribute('tabindex') || cues.has(r));
  if (!watched.length || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver((entries) => {
    for (const { target } of entries) {
      const row = target as HTMLElement;
      const overflows = row.scrollWidth > row.clientWidth;
      if (row.hasAttribute('tabindex')) row.tabIndex = overflows ? 0 : -1;
      const cue = cues.get(row);
      if (cue) cue.hidden = !overflows;
    }
  });
  for (const row of watched) observer.observe(row);
}

function followDots(row: HTMLElement, dots: Element[]): void {
  const end = row.scrollWidth - row.clientWidth;
  const at =
    row.scrollLeft >= end - 2 ? dots.length - 1 : Math.round((row.scrollLeft / Math.max(end, 1)) * (dots.length - 1));
  dots.forEach((d, i) => d.classList.toggle('dot-on', i === at));
}
